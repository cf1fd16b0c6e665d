import escapeHtml from "escape-html";
/**
 * The rights written into every picture the site serves: who made it and the copyright notice
 * (and, where the original has them, its credit line and licence URL). Nothing else of an
 * original's metadata is carried over: no GPS position, camera serial number or other private
 * field ever reaches a served file (the pipeline writes these fields into a picture that has none).
 */
import type { Sharp } from "sharp";
import type { PhotoMeta } from "~/images/image-manifest";

export type EmbeddedRights = Pick<PhotoMeta, "creator" | "copyright" | "credit" | "licence"> & {
  /**
   * IPTC 2023.1's Data Mining (PLUS `plus:DataMining`): whether the picture may be mined, as a
   * PLUS vocabulary URI. The content's `licensing.aiTraining` decides it for every picture.
   */
  dataMining?: string;
};

/** PLUS's word for "prohibited for AI/ML training", what `aiTraining: reserved` writes. */
export const DATA_MINING_RESERVED = "http://ns.useplus.org/ldf/vocab/DMI-PROHIBITED-AIMLTRAINING";

/** The original's own words first, field by field; the content module's for the rest. */
export function embeddedRights(
  fromOriginal: PhotoMeta | undefined,
  fromContent: EmbeddedRights | undefined,
): EmbeddedRights {
  const rights: EmbeddedRights = {};
  for (const field of ["creator", "copyright", "credit", "licence"] as const) {
    const value = fromOriginal?.[field] ?? fromContent?.[field];
    if (value) rights[field] = value;
  }
  if (fromContent?.dataMining) rights.dataMining = fromContent.dataMining;
  return rights;
}

/**
 * A small XMP packet with IPTC Core's rights fields, in UTF-8 (EXIF's ASCII cannot say ©): what
 * Google Images and photo software read as Creator, Copyright Notice, Credit Line and Web
 * Statement of Rights.
 */
export function rightsXmp(rights: EmbeddedRights): string | undefined {
  const parts = [
    rights.creator
      ? `<dc:creator><rdf:Seq><rdf:li>${escapeHtml(rights.creator)}</rdf:li></rdf:Seq></dc:creator>`
      : "",
    rights.copyright
      ? `<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">${escapeHtml(rights.copyright)}</rdf:li></rdf:Alt></dc:rights>`
      : "",
    rights.credit ? `<photoshop:Credit>${escapeHtml(rights.credit)}</photoshop:Credit>` : "",
    rights.licence
      ? `<xmpRights:WebStatement>${escapeHtml(rights.licence)}</xmpRights:WebStatement>`
      : "",
    rights.dataMining ? `<plus:DataMining>${escapeHtml(rights.dataMining)}</plus:DataMining>` : "",
  ].join("");
  if (!parts) return undefined;
  return `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/" xmlns:plus="http://ns.useplus.org/ldf/xmp/1.0/">${parts}</rdf:Description></rdf:RDF></x:xmpmeta>`;
}

/** EXIF's Artist and Copyright (ASCII: libvips spells © as "(C)"). */
export function rightsExif(rights: EmbeddedRights): Record<string, string> | undefined {
  const ifd0: Record<string, string> = {};
  if (rights.creator) ifd0.Artist = rights.creator;
  if (rights.copyright) ifd0.Copyright = rights.copyright;
  return Object.keys(ifd0).length > 0 ? ifd0 : undefined;
}

/** The picture with the rights written in (JPEG, WebP and AVIF alike). */
export function withRights(image: Sharp, rights: EmbeddedRights | undefined): Sharp {
  if (!rights) return image;
  const exif = rightsExif(rights);
  const xmp = rightsXmp(rights);
  let out = image;
  if (exif) out = out.withExif({ IFD0: exif });
  if (xmp) out = out.withXmp(xmp);
  return out;
}
