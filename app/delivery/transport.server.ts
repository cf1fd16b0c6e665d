import tls from "node:tls";
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

export type SmtpSettings = {
  url: string;
  /** PEM certificates to trust for the SMTP server's TLS (SMTP_CA_FILE), besides the system's. */
  ca?: string;
  /** How long a silent connection is waited for (connect, greeting, each reply). */
  timeoutMs?: number;
};

function transportOptions(settings: SmtpSettings, pool: boolean) {
  const timeout = settings.timeoutMs ?? 30_000;
  return {
    url: settings.url,
    pool,
    maxConnections: 4,
    connectionTimeout: Math.min(10_000, timeout),
    greetingTimeout: Math.min(10_000, timeout),
    socketTimeout: timeout,
    // Node reads NODE_EXTRA_CA_CERTS only at process start, before .env is loaded: the CA given in
    // the settings is added to the system's here, for this transport alone.
    ...(settings.ca ? { tls: { ca: [...tls.rootCertificates, settings.ca] } } : {}),
    // Nothing in an inquiry may make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * Connects and logs in once, as sending would, and closes: resolves when the server would take
 * mail, rejects with nodemailer's error (see smtpProblem) when not.
 */
export async function verifySmtp(settings: SmtpSettings): Promise<void> {
  const transport = nodemailer.createTransport(transportOptions(settings, false));
  transport.on("error", () => undefined);
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}

export function smtpSender(settings: SmtpSettings | string): SmtpSender {
  const transport: Transporter = nodemailer.createTransport(
    transportOptions(typeof settings === "string" ? { url: settings } : settings, true),
  );
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

/** The fields nodemailer puts on its errors, each only when it has the expected type. */
function smtpErrorFields(error: unknown) {
  const e = (typeof error === "object" && error !== null ? error : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" ? v : undefined);
  return {
    code: text(e.code),
    originalCode: text(e.originalCode),
    responseCode: typeof e.responseCode === "number" ? e.responseCode : undefined,
    response: text(e.response),
    message: text(e.message),
  };
}

/**
 * A 5xx reply to the message or its envelope is permanent. Everything else is transient: a
 * server that is down, slow or answering 4xx, and also a rejected login (535): that is the
 * operator's configuration to fix, and the messages must wait for it rather than be given up.
 */
export function classifySmtpError(error: unknown): SmtpFailure {
  const { code, responseCode, response } = smtpErrorFields(error);
  const permanent =
    responseCode !== undefined && responseCode >= 500 && responseCode < 600 && code !== "EAUTH";
  return { kind: permanent ? "permanent" : "transient", code, responseCode, response };
}

/** No SMTP reply at all (refused, timed out, dropped), or 421: the server, not the message. */
export function serverDown(failure: SmtpFailure): boolean {
  return failure.responseCode === undefined || failure.responseCode === 421;
}

/**
 * The server refused the login (535 and its kin): every message would be refused the same way, and
 * each further try counts against the account, which mail providers lock after a few.
 */
export function loginRefused(failure: SmtpFailure): boolean {
  return failure.code === "EAUTH";
}

/**
 * What an operator must fix, in a few words, from a failed connection or login. Pure.
 * nodemailer sets its own code (ESOCKET, ETIMEDOUT, EAUTH, ...) and keeps the system's or TLS's
 * code as originalCode.
 */
export function smtpProblem(error: unknown): { cause: string; code?: string } {
  const { code, originalCode: original, responseCode, message = "" } = smtpErrorFields(error);
  const detail = original ?? code;
  if (original === "ECONNREFUSED") return { cause: "connection refused", code: detail };
  if (original === "ENOTFOUND" || original === "EAI_AGAIN" || code === "EDNS")
    return { cause: "host name not found", code: detail };
  if (code === "ETIMEDOUT" || original === "ETIMEDOUT" || /timeout/i.test(message))
    return { cause: "timed out", code: detail };
  if (code === "EAUTH")
    return {
      cause: `login refused${responseCode ? ` (${responseCode})` : ""}: check the user and password in SMTP_URL`,
      code: detail,
    };
  if (code === "ENOAUTH") return { cause: "login required: SMTP_URL has no user", code: detail };
  if (
    original === "ERR_TLS_CERT_ALTNAME_INVALID" ||
    /altnames|Hostname\/IP does not match/i.test(message)
  )
    return { cause: "TLS certificate is for another host name", code: detail };
  if (original !== undefined && /CERT|SELF_SIGNED|UNABLE_TO_(GET_ISSUER|VERIFY)/.test(original))
    return {
      cause: "TLS certificate not trusted (a private CA: set SMTP_CA_FILE)",
      code: detail,
    };
  if (code === "ETLS" || /ssl|tls|wrong version number/i.test(message))
    return { cause: "TLS failed (smtps:// on a STARTTLS port, or the reverse?)", code: detail };
  if (code === "ECONNECTION" || original === "ECONNRESET")
    return { cause: "connection closed by the server", code: detail };
  return { cause: message.slice(0, 120) || "unknown", code: detail };
}
