export type ViewerKeyAction = "next" | "previous" | "close" | "zoomIn" | "zoomOut" | "zoomReset";

/**
 * Which keys the element with focus keeps for itself: every key (a text field or a select,
 * where keys type or choose), the arrow keys (a radio button moves to the next choice with
 * them), or none (a link, a button, the page).
 */
export type FocusKeys = "all" | "arrows" | "none";

export type KeyPress = {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** What the element with focus does with keys itself (`focusKeys`). */
  focus?: FocusKeys;
};

const ARROWS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]);

/**
 * What a key does in the viewer (specification: Escape returns to the collection, Right arrow is
 * next, Left arrow is previous; beyond it: + and - zoom, 0 resets the zoom).
 * Keys pressed with Alt, Ctrl or Meta belong to the browser (Alt+Left is Back), keys typed into
 * a text field belong to the field, and arrows pressed on a radio button choose with it.
 */
export function viewerKeyAction(press: KeyPress): ViewerKeyAction | null {
  if (press.altKey || press.ctrlKey || press.metaKey || press.focus === "all") return null;
  if (press.focus === "arrows" && ARROWS.has(press.key)) return null;
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

type ElementLike = {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
} | null;

/** Inputs that type nothing: they act on a click, Space or Enter. */
const NON_TEXT_INPUTS = new Set([
  "button",
  "submit",
  "reset",
  "checkbox",
  "radio",
  "image",
  "file",
]);

/** Widgets (native or ARIA) that move between their values or items with the arrow keys. */
const ARROW_ROLES = new Set(["radio", "slider", "tab", "option", "menuitem", "menuitemradio"]);

/** Which keys an element keeps for itself when it has focus (`FocusKeys`). */
export function focusKeys(target: ElementLike | EventTarget): FocusKeys {
  const el = target as ElementLike;
  if (!el || typeof el.tagName !== "string") return "none";
  if (el.isContentEditable) return "all";
  const tag = el.tagName.toLowerCase();
  if (tag === "textarea" || tag === "select") return "all";
  if (tag === "input") {
    const type = (el.type ?? "text").toLowerCase();
    if (type === "radio") return "arrows";
    return NON_TEXT_INPUTS.has(type) ? "none" : "all";
  }
  const role = el.getAttribute?.("role");
  return role && ARROW_ROLES.has(role) ? "arrows" : "none";
}
