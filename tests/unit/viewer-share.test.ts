import { describe, expect, it, vi } from "vitest";
import { sharePayload, sharePrint, shareText } from "~/viewer/share";

const payload = sharePayload(
  "Abstract Print 3",
  "https://example.com/portfolio/abstract/ABSTRACT-003",
);

describe("shareText", () => {
  it("is the specification's sentence", () => {
    expect(shareText("Abstract Print 3")).toBe("Check out this fine art print: Abstract Print 3");
  });
});

describe("sharePayload", () => {
  it("carries the title, the text and the page URL", () => {
    expect(payload).toEqual({
      title: "Abstract Print 3",
      text: "Check out this fine art print: Abstract Print 3",
      url: "https://example.com/portfolio/abstract/ABSTRACT-003",
    });
  });
});

describe("sharePrint", () => {
  it("uses the browser's share facility when there is one", async () => {
    const share = vi.fn(async () => {});
    const copy = vi.fn(async () => true);
    expect(await sharePrint(payload, { share, copy })).toBe("shared");
    expect(share).toHaveBeenCalledWith(payload);
    expect(copy).not.toHaveBeenCalled();
  });
  it("copies the URL where there is no share facility", async () => {
    const copy = vi.fn(async () => true);
    expect(await sharePrint(payload, { share: undefined, copy })).toBe("copied");
    expect(copy).toHaveBeenCalledWith(payload.url);
  });
  it("copies the URL when sharing fails", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("Not allowed", "NotAllowedError");
    });
    const copy = vi.fn(async () => true);
    expect(await sharePrint(payload, { share, copy })).toBe("copied");
    expect(copy).toHaveBeenCalledWith(payload.url);
  });
  it("does nothing more when the visitor closes the share sheet", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("Share canceled", "AbortError");
    });
    const copy = vi.fn(async () => true);
    expect(await sharePrint(payload, { share, copy })).toBe("cancelled");
    expect(copy).not.toHaveBeenCalled();
  });
  it("reports a failed copy", async () => {
    expect(await sharePrint(payload, { copy: async () => false })).toBe("failed");
  });
});
