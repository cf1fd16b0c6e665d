/** An XMP packet as Lightroom writes one, for tests (sharp's `withXmp`). Values are escaped. */
export type XmpFields = {
  title?: string;
  description?: string;
  alt?: string;
  creator?: string;
  rights?: string;
  subject?: string[];
  credit?: string;
  webStatement?: string;
  dateCreated?: string;
};

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const alt = (tag: string, v?: string) =>
  v === undefined
    ? ""
    : `<${tag}><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(v)}</rdf:li></rdf:Alt></${tag}>`;
const list = (tag: string, kind: "Seq" | "Bag", v?: string[]) =>
  v === undefined
    ? ""
    : `<${tag}><rdf:${kind}>${v.map((x) => `<rdf:li>${escapeXml(x)}</rdf:li>`).join("")}</rdf:${kind}></${tag}>`;
const text = (tag: string, v?: string) =>
  v === undefined ? "" : `<${tag}>${escapeXml(v)}</${tag}>`;

export function xmpPacket(f: XmpFields): string {
  return [
    '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:Iptc4xmpCore="http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/"',
    ' xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"',
    ' xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/">',
    alt("dc:title", f.title),
    alt("dc:description", f.description),
    alt("Iptc4xmpCore:AltTextAccessibility", f.alt),
    list("dc:creator", "Seq", f.creator === undefined ? undefined : [f.creator]),
    alt("dc:rights", f.rights),
    list("dc:subject", "Bag", f.subject),
    text("photoshop:Credit", f.credit),
    text("photoshop:DateCreated", f.dateCreated),
    text("xmpRights:WebStatement", f.webStatement),
    '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>',
  ].join("");
}
