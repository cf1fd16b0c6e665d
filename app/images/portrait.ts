/**
 * The photographer's portrait on the About page (site.yaml `about.portrait`): where the image
 * pipeline puts its pictures.
 */

/**
 * Its folder of build/images, apart from the prints': none of a print's rules reach it (no
 * reference, no rights written in, no thumbnail), and it is retired on its own.
 */
export const PORTRAIT_FOLDER = "portrait";
/** What the pipeline made of it, in its folder: a manifest entry. */
export const PORTRAIT_ENTRY = "portrait.json";
/**
 * The widths made of it: About shows it from about 300 CSS px wide to 560 (imageSizes.portrait),
 * which a screen of 2 pixels per point fills with 1120 and a phone's, capped (capDensity), with
 * less; none of a print's small rungs (thumbnails) nor its widest.
 */
export const PORTRAIT_LADDER = [320, 640, 800, 960, 1280, 1600] as const;
