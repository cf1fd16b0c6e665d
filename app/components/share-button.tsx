import { CheckIcon, ShareIcon } from "~/components/icons";
import { useCopy } from "~/hooks/use-copy";

export function shareText(title: string): string {
  return `Check out this fine art print: ${title}`;
}

/** Shares the current page with the browser's share sheet, or copies its URL where there is none. */
export function ShareButton({ title }: { title: string }) {
  const { copied, copy } = useCopy("Failed to copy to clipboard");
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: shareText(title), url });
        return;
      } catch (error) {
        // The visitor closing the share sheet is not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copy(url);
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
      <span>{copied ? "Link copied" : "Share"}</span>
    </button>
  );
}
