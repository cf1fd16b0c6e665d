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

  it("says, in the content's unit, the largest size an original prints sharp at", () => {
    expect(
      thinPrint("URBAN-004", { width: 900, height: 600 }, sizesLine(printDefaults))?.line,
    ).toBe(
      "URBAN-004: 900x600 px is too small for every size offered (30 ppi at 24x30 in; 120 ppi there needs 3600x2400 px)",
    );
    // 150 ppi up to a long side of 50 cm; 120 beyond, seen from further away.
    expect(
      thinPrint("URBAN-004", { width: 2000, height: 1333 }, sizesLine(printDefaults))?.line,
    ).toBe(
      "URBAN-004: 2000x1333 px prints sharp up to 8x10 in, not at 11x14 in, 16x20 in, and 24x30 in (66 ppi at 24x30 in; 120 ppi there needs 3600x2400 px)",
    );
    expect(
      thinPrint("URBAN-004", { width: 3600, height: 2400 }, sizesLine(printDefaults)),
    ).toBeUndefined();
    expect(
      thinPrint("URBAN-004", { width: 3570, height: 2380 }, sizesLine(printDefaults))?.ppi,
    ).toBe(119);
    expect(
      thinPrint("HAFEN-001", { width: 600, height: 400 }, "30x40, 50x70, 70x100", "cm")?.line,
    ).toBe(
      "HAFEN-001: 600x400 px is too small for every size offered (15 ppi at 70x100 cm; 120 ppi there needs 4725x3150 px)",
    );
    expect(thinPrint("URBAN-004", { width: 900, height: 600 }, "")).toBeUndefined();
  });
});
