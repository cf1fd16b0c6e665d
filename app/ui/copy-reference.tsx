import { CheckIcon, CopyIcon } from "~/ui/icons";
import { useCopy } from "~/ui/use-copy";
import { say } from "~/words/say";

/** A print's reference, with a button that copies it to the clipboard. */
export function CopyReference({ reference }: { reference: string }) {
  const done = say("reference.copied", { reference });
  const { copied, copy } = useCopy("Failed to copy reference number", done);
  return (
    <span className="reference">
      <span className="reference__label">{say("reference.label")}</span> <code>{reference}</code>
      <button
        type="button"
        className="icon-button"
        data-needs-js
        onClick={() => copy(reference)}
        aria-label={copied ? done : say("reference.copy", { reference })}
        data-copied={copied || undefined}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
    </span>
  );
}
