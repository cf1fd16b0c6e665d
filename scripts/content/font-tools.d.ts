/** The parts of the font packages the build and its tests use; neither package ships types. */
declare module "subset-font" {
  type Options = {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    noHinting?: boolean;
    keepFeatures?: string[];
  };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: Options,
  ): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: {
    convert(font: Buffer, to: "sfnt" | "woff" | "woff2"): Promise<Buffer>;
  };
  export default fontverter;
}
