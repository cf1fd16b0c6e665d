import { artworkSize } from "~/images/artwork";

export type ImageSource = {
  src: string;
  width: number;
  height: number;
  alt: string;
};

type PrintLike = { reference: string; aspectRatio: number; alt: string };

/** The picture shown for a print: for now its generated sample artwork. */
export function printImage(print: PrintLike): ImageSource {
  const { width, height } = artworkSize(print.aspectRatio, 1200);
  return { src: `/artwork/${print.reference}.svg`, width, height, alt: print.alt };
}
