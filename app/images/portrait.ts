/**
 * The photographer's portrait on the About page (site.yaml `about.portrait`): where the image
 * pipeline puts its pictures, and what the page shows. Pure: the loader reads what the pipeline
 * made (image-manifest.server.ts, portraitEntry) and hands it here.
 */
import { IMAGE_PATH, type ImageSource, imageSourceFrom } from "~/images/image";
import type { PrintImageEntry } from "~/images/image-manifest";

/**
 * Its folder of build/images, apart from the prints': none of a print's rules reach it (no
 * reference, no rights written in, no thumbnail), and it is retired on its own.
 */
export const PORTRAIT_FOLDER = "portrait";
/** The address its files are served from (app/routes/images.portrait.$file.ts). */
export const PORTRAIT_PATH = `${IMAGE_PATH}${PORTRAIT_FOLDER}/`;
/** What the pipeline made of it, in its folder: a manifest entry. */
export const PORTRAIT_ENTRY = "portrait.json";
/**
 * The widths made of it: About shows it from about 300 CSS px wide to 560 (about-sizes.ts),
 * which a screen of 2 pixels per point fills with 1120 and a phone's, capped (capDensity), with
 * less; none of a print's small rungs (thumbnails) nor its widest.
 */
export const PORTRAIT_LADDER = [320, 640, 800, 960, 1280, 1600] as const;

export type AboutPicture =
  | { kind: "portrait"; image: ImageSource; credit?: string }
  | { kind: "print"; image: ImageSource };

/**
 * What About shows beside the words: the photographer's portrait once the pipeline has made it
 * (its words from site.yaml, its pictures from `entry`), else the print site.yaml names, else
 * nothing. A portrait named but not made yet (`npm run images` has not run) is not shown: there
 * is no file to show, and its shape is unknown.
 */
export function aboutPicture({
  portrait,
  entry,
  print,
}: {
  portrait?: { alt: string; credit?: string };
  entry?: PrintImageEntry;
  print?: ImageSource;
}): AboutPicture | undefined {
  if (portrait && entry)
    return {
      kind: "portrait",
      image: imageSourceFrom(entry, portrait.alt, PORTRAIT_PATH),
      ...(portrait.credit ? { credit: portrait.credit } : {}),
    };
  return print ? { kind: "print", image: print } : undefined;
}
