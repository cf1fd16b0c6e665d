import { describe, expect, it } from "vitest";
import { sizesLine } from "~/catalog/specification";
import { printDefaults } from "~/content/site";
import { parsePrintSizes, ppiAt, ppiTable, thinPrint } from "../../scripts/print-size";

describe("the print-size check", () => {
  it("reads the offered sizes from the content module", () => {
    expect(parsePrintSizes(sizesLine(printDefaults)).map((s) => s.label)).toEqual([
      "8x10",
      "11x14",
      "16x20",
      "24x30",
    ]);
    expect(parsePrintSizes("8 x 10, A4, 11×14")).toEqual([
      { label: "8 x 10", width: 8, height: 10 },
      { label: "11×14", width: 11, height: 14 },
    ]);
  });

  it("gives ppi as long edge over long edge, at every size", () => {
    expect(ppiAt({ width: 900, height: 600 }, { label: "24x30", width: 24, height: 30 })).toBe(30);
    expect(ppiTable({ width: 6000, height: 4000 }, sizesLine(printDefaults))).toEqual({
      "8x10": 600,
      "11x14": 428,
      "16x20": 300,
      "24x30": 200,
    });
  });

  it("writes the spec's line for a 900x600 original, and nothing for a big enough one", () => {
    expect(
      thinPrint("URBAN-004", { width: 900, height: 600 }, sizesLine(printDefaults))?.line,
    ).toBe("URBAN-004: 900x600 px gives 30 ppi at 24x30 in; 150 ppi needs 3600x4500 px");
    expect(
      thinPrint("URBAN-004", { width: 4500, height: 3000 }, sizesLine(printDefaults)),
    ).toBeUndefined();
    expect(
      thinPrint("URBAN-004", { width: 4470, height: 3000 }, sizesLine(printDefaults))?.ppi,
    ).toBe(149);
    expect(thinPrint("URBAN-004", { width: 900, height: 600 }, "")).toBeUndefined();
  });
});
