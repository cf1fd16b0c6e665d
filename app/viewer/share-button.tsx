import { CheckIcon, ShareIcon } from "~/ui/icons";
import { useCopy } from "~/ui/use-copy";
import { sharePayload, sharePrint } from "~/viewer/share";
import { say } from "~/words/say";

/** Shares the current page with the browser's share sheet, or copies its URL where there is none. */
export function ShareButton({ title }: { title: string }) {
  const linkCopied = say("share.copied");
  const { copied, copy } = useCopy("Failed to copy to clipboard", linkCopied);
  function share() {
    return sharePrint(sharePayload(title, window.location.href), {
      share: typeof navigator.share === "function" ? (data) => navigator.share(data) : undefined,
      copy,
    });
  }
  return (
    <button
      type="button"
      className="button button--ghost"
      data-needs-js
      onClick={share}
      data-copied={copied || undefined}
    >
      {copied ? <CheckIcon /> : <ShareIcon />}
      <span>{copied ? linkCopied : say("share.button")}</span>
    </button>
  );
}
