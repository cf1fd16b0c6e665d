import { CheckIcon, CopyIcon } from "~/components/icons";
import { useCopy } from "~/hooks/use-copy";

/** A print's reference, with a button that copies it to the clipboard. */
export function CopyReference({ reference }: { reference: string }) {
  const done = `Reference ${reference} copied`;
  const { copied, copy } = useCopy("Failed to copy reference number", done);
  return (
    <span className="reference">
      <span className="reference__label">Ref.</span> <code>{reference}</code>
      <button
        type="button"
        className="icon-button"
        data-needs-js
        onClick={() => copy(reference)}
        aria-label={copied ? done : `Copy reference ${reference}`}
        data-copied={copied || undefined}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
    </span>
  );
}
