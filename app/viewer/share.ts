import { say } from "~/words/say";

/** Specification: the text shared with a print ('Check out this fine art print: {title}'). */
export function shareText(title: string): string {
  return say("share.text", { title });
}

export type SharePayload = { title: string; text: string; url: string };

export function sharePayload(title: string, url: string): SharePayload {
  return { title, text: shareText(title), url };
}

export type ShareOutcome = "shared" | "cancelled" | "copied" | "failed";

type ShareWays = {
  /** The browser's share facility, when it has one. */
  share?: ((data: SharePayload) => Promise<void>) | undefined;
  /** Copies text; resolves to whether it worked. */
  copy: (text: string) => Promise<boolean>;
};

/**
 * Shares with the browser's share sheet, and falls back to copying the URL where there is none
 * or where it fails. The visitor closing the share sheet (AbortError) is not a failure.
 */
export async function sharePrint(payload: SharePayload, ways: ShareWays): Promise<ShareOutcome> {
  if (typeof ways.share === "function") {
    try {
      await ways.share(payload);
      return "shared";
    } catch (error) {
      if ((error as { name?: string } | null)?.name === "AbortError") return "cancelled";
    }
  }
  return (await ways.copy(payload.url)) ? "copied" : "failed";
}
