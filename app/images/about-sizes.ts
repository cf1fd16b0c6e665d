import { sizesAttribute } from "~/images/sizes";

/**
 * How wide About shows its picture, worked out as app/images/sizes.ts says. A module of its own,
 * which only About's script imports: the shared `imageSizes` is in every page's script, and no
 * other page shows About's picture.
 */
export const aboutSizes = {
  /** The print site.yaml names: above the words on phones, a 5-part column beside them from 900 px. */
  print: sizesAttribute([
    { minWidth: 1320, size: "520px" },
    { minWidth: 900, size: "40vw" },
    { size: "calc(100vw - 2rem)" },
  ]),
  /**
   * The photographer's portrait above the words on phones, a 4-part column beside them from
   * 900 px (site.css '.about--portrait'): 436 px wide in the 1320 px content, 559 px from
   * 1920 px (wider content, larger type).
   */
  portrait: sizesAttribute([
    { minWidth: 1920, size: "560px" },
    { minWidth: 1320, size: "440px" },
    { minWidth: 900, size: "34vw" },
    { size: "calc(100vw - 2rem)" },
  ]),
};
