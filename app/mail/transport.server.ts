import nodemailer, { type Transporter } from "nodemailer";

/**
 * The SMTP side: a pooled nodemailer transport for SMTP_URL, and how to read its errors.
 */

export type Envelope = { from: string; to: string };

export type SmtpSender = {
  /** Sends a ready .eml message as is. */
  send(envelope: Envelope, message: Buffer): Promise<void>;
  close(): void;
};

export function smtpSender(smtpUrl: string): SmtpSender {
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Nothing in an inquiry may make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  // An 'error' event without a listener would end the process; failures reach send() anyway.
  transport.on("error", () => undefined);
  return {
    async send(envelope, message) {
      await transport.sendMail({ envelope, raw: message });
    },
    close() {
      transport.close();
    },
  };
}

export type SmtpFailure = {
  /** permanent: the server refused this message for good (5xx); transient: try again later. */
  kind: "permanent" | "transient";
  code?: string;
  responseCode?: number;
  response?: string;
};

/**
 * A 5xx reply to the message or its envelope is permanent. Everything else is transient: a
 * server that is down, slow or answering 4xx, and also a rejected login (535): that is the
 * operator's configuration to fix, and the messages must wait for it rather than be given up.
 */
export function classifySmtpError(error: unknown): SmtpFailure {
  const e = (typeof error === "object" && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
  };
  const code = typeof e.code === "string" ? e.code : undefined;
  const responseCode = typeof e.responseCode === "number" ? e.responseCode : undefined;
  const response = typeof e.response === "string" ? e.response : undefined;
  const permanent =
    responseCode !== undefined && responseCode >= 500 && responseCode < 600 && code !== "EAUTH";
  return { kind: permanent ? "permanent" : "transient", code, responseCode, response };
}
