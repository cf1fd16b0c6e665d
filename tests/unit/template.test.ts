import { describe, expect, it } from "vitest";
import { defaultMessage, GREETING } from "~/inquiry/template";

describe("defaultMessage", () => {
  it("is empty when there are no prints", () => {
    expect(defaultMessage([])).toBe("");
  });

  it("begins with a greeting asking about availability, sizing options and pricing", () => {
    const message = defaultMessage([{ reference: "URBAN-003", title: "Urban Print 3" }]);
    expect(message.startsWith(GREETING)).toBe(true);
    expect(GREETING).toMatch(/^Hello/);
    for (const word of ["availability", "sizing options", "pricing"]) {
      expect(GREETING).toContain(word);
    }
  });

  it("lists each print as its title and reference, in order", () => {
    const message = defaultMessage([
      { reference: "URBAN-003", title: "Urban Print 3" },
      { reference: "NATURE-010", title: "Nature Print 10" },
    ]);
    const lines = message.split("\n");
    const urban = lines.findIndex((l) => l.includes("Urban Print 3") && l.includes("URBAN-003"));
    const nature = lines.findIndex(
      (l) => l.includes("Nature Print 10") && l.includes("NATURE-010"),
    );
    expect(urban).toBeGreaterThan(0);
    expect(nature).toBe(urban + 1);
  });
});
