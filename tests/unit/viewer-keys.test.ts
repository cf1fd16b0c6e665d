import { describe, expect, it } from "vitest";
import { focusKeys, viewerKeyAction } from "~/viewer/keys";

describe("viewerKeyAction", () => {
  it("maps the specification's keys", () => {
    expect(viewerKeyAction({ key: "ArrowRight" })).toBe("next");
    expect(viewerKeyAction({ key: "ArrowLeft" })).toBe("previous");
    expect(viewerKeyAction({ key: "Escape" })).toBe("close");
  });
  it("zooms with + and -, and 0 resets", () => {
    expect(viewerKeyAction({ key: "+" })).toBe("zoomIn");
    expect(viewerKeyAction({ key: "=" })).toBe("zoomIn");
    expect(viewerKeyAction({ key: "-" })).toBe("zoomOut");
    expect(viewerKeyAction({ key: "0" })).toBe("zoomReset");
  });
  it("leaves other keys and the browser's shortcuts alone", () => {
    expect(viewerKeyAction({ key: "a" })).toBeNull();
    expect(viewerKeyAction({ key: "ArrowUp" })).toBeNull();
    expect(viewerKeyAction({ key: "ArrowLeft", altKey: true })).toBeNull();
    expect(viewerKeyAction({ key: "ArrowRight", metaKey: true })).toBeNull();
    expect(viewerKeyAction({ key: "-", ctrlKey: true })).toBeNull();
  });
  it("does nothing while focus is in a text field", () => {
    expect(viewerKeyAction({ key: "ArrowRight", focus: "all" })).toBeNull();
    expect(viewerKeyAction({ key: "Escape", focus: "all" })).toBeNull();
  });
  it("leaves the arrows to a radio button, and the other keys to the viewer", () => {
    for (const key of ["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown"])
      expect(viewerKeyAction({ key, focus: "arrows" })).toBeNull();
    expect(viewerKeyAction({ key: "Escape", focus: "arrows" })).toBe("close");
    expect(viewerKeyAction({ key: "+", focus: "arrows" })).toBe("zoomIn");
    expect(viewerKeyAction({ key: "ArrowRight", focus: "none" })).toBe("next");
  });
});

describe("focusKeys", () => {
  it("gives every key to text fields, selects and editable content", () => {
    expect(focusKeys({ tagName: "INPUT", type: "text" })).toBe("all");
    expect(focusKeys({ tagName: "INPUT", type: "email" })).toBe("all");
    expect(focusKeys({ tagName: "INPUT", type: "range" })).toBe("all");
    expect(focusKeys({ tagName: "INPUT" })).toBe("all");
    expect(focusKeys({ tagName: "TEXTAREA" })).toBe("all");
    expect(focusKeys({ tagName: "SELECT" })).toBe("all");
    expect(focusKeys({ tagName: "DIV", isContentEditable: true })).toBe("all");
  });
  it("gives the arrows to radio buttons and ARIA widgets that move with them", () => {
    expect(focusKeys({ tagName: "INPUT", type: "radio" })).toBe("arrows");
    expect(focusKeys({ tagName: "INPUT", type: "RADIO" })).toBe("arrows");
    const role = (r: string) => ({ tagName: "DIV", getAttribute: () => r });
    expect(focusKeys(role("slider"))).toBe("arrows");
    expect(focusKeys(role("tab"))).toBe("arrows");
    expect(focusKeys(role("button"))).toBe("none");
  });
  it("keeps none for buttons, links, checkboxes or nothing", () => {
    expect(focusKeys({ tagName: "INPUT", type: "checkbox" })).toBe("none");
    expect(focusKeys({ tagName: "INPUT", type: "submit" })).toBe("none");
    expect(focusKeys({ tagName: "BUTTON" })).toBe("none");
    expect(focusKeys({ tagName: "A" })).toBe("none");
    expect(focusKeys(null)).toBe("none");
  });
});
