import { describe, expect, it } from "vitest";
import { scaleScene } from "~/catalog/scale";
import { centimetres, money, sizeInCm, sizeName, sizesLine } from "~/catalog/specification";
import { printDefaults } from "~/content/site";

describe("the currency and locale the content sets", () => {
  it("write amounts in the site's own way", () => {
    expect(money(1250)).toBe("$1,250");
    expect(money(12.5)).toBe("$12.50");
    expect(money(1250, { currency: "EUR", locale: "en-IE" })).toBe("€1,250");
    expect(money(35, { currency: "EUR", locale: "de-DE" })).toBe("35\u00a0€");
    expect(money(35, { currency: "GBP", locale: "en-GB" })).toBe("£35");
    expect(money(4500, { currency: "JPY", locale: "ja-JP" })).toBe("￥4,500");
  });
});

describe("sizes in inches or centimetres", () => {
  it("name a size in inches with its centimetres, one in centimetres as it is", () => {
    expect(sizeName("16x20", "in")).toBe("16x20 in (41x51 cm)");
    expect(sizeName("30x40", "cm")).toBe("30x40 cm");
    expect(centimetres("16x20", "in")).toBe("41x51");
    expect(centimetres("30x40", "cm")).toBe("30x40");
    expect(sizeInCm("10x8", "in")).toEqual({ width: 25.4, height: 20.32 });
    expect(sizeInCm("30x40", "cm")).toEqual({ width: 30, height: 40 });
  });

  it("say the unit in the sizes line only where it is centimetres", () => {
    expect(sizesLine(printDefaults, "in")).toBe("8x10, 11x14, 16x20, 24x30");
    expect(sizesLine(printDefaults, "cm")).toBe("8x10, 11x14, 16x20, 24x30 cm");
  });

  it("draw a size in centimetres to scale, as it is", () => {
    expect(scaleScene("50x70", 1.5, undefined, "cm")?.words).toBe(
      "70 × 50 cm, about a third of the sofa’s width",
    );
    expect(scaleScene("24x30", 1.5, undefined, "in")?.words).toBe(
      "76 × 61 cm, about a third of the sofa’s width",
    );
  });
});
