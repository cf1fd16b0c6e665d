import { describe, expect, it } from "vitest";
import { isEditable, viewerKeyAction } from "~/viewer/keys";

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
    expect(viewerKeyAction({ key: "ArrowRight", inEditable: true })).toBeNull();
    expect(viewerKeyAction({ key: "Escape", inEditable: true })).toBeNull();
  });
});

describe("isEditable", () => {
  it("recognises text fields, selects and editable content", () => {
    expect(isEditable({ tagName: "INPUT", type: "text" })).toBe(true);
    expect(isEditable({ tagName: "INPUT", type: "email" })).toBe(true);
    expect(isEditable({ tagName: "INPUT", type: "range" })).toBe(true);
    expect(isEditable({ tagName: "INPUT" })).toBe(true);
    expect(isEditable({ tagName: "TEXTAREA" })).toBe(true);
    expect(isEditable({ tagName: "SELECT" })).toBe(true);
    expect(isEditable({ tagName: "DIV", isContentEditable: true })).toBe(true);
  });
  it("does not count buttons, links, checkboxes or nothing", () => {
    expect(isEditable({ tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(isEditable({ tagName: "INPUT", type: "submit" })).toBe(false);
    expect(isEditable({ tagName: "BUTTON" })).toBe(false);
    expect(isEditable({ tagName: "A" })).toBe(false);
    expect(isEditable(null)).toBe(false);
  });
});
