export type ViewerKeyAction = "next" | "previous" | "close" | "zoomIn" | "zoomOut" | "zoomReset";

export type KeyPress = {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** Whether focus is somewhere the key means something else: a text field, a select. */
  inEditable?: boolean;
};

/**
 * What a key does in the viewer (specification: Escape returns to the collection, Right arrow is
 * next, Left arrow is previous; beyond it: + and - zoom, 0 resets the zoom).
 * Keys pressed with Alt, Ctrl or Meta belong to the browser (Alt+Left is Back), and keys typed
 * into a text field belong to the field.
 */
export function viewerKeyAction(press: KeyPress): ViewerKeyAction | null {
  if (press.altKey || press.ctrlKey || press.metaKey || press.inEditable) return null;
  switch (press.key) {
    case "ArrowRight":
      return "next";
    case "ArrowLeft":
      return "previous";
    case "Escape":
      return "close";
    case "+":
    case "=":
      return "zoomIn";
    case "-":
      return "zoomOut";
    case "0":
      return "zoomReset";
    default:
      return null;
  }
}

type ElementLike = { tagName?: string; type?: string; isContentEditable?: boolean } | null;

const NON_TEXT_INPUTS = new Set([
  "button",
  "submit",
  "reset",
  "checkbox",
  "radio",
  "image",
  "file",
]);

/** Whether keys pressed in this element are the element's own (typing, choosing, sliding). */
export function isEditable(target: ElementLike | EventTarget): boolean {
  const el = target as ElementLike;
  if (!el || typeof el.tagName !== "string") return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toLowerCase();
  if (tag === "textarea" || tag === "select") return true;
  if (tag === "input") return !NON_TEXT_INPUTS.has((el.type ?? "text").toLowerCase());
  return false;
}
