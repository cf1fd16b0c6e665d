#!/usr/bin/env node
/**
 * Draws the favicon set from public/favicon.svg with the system Chromium:
 * favicon.ico (32 px), apple-touch-icon.png (180 px), icon-192.png, icon-512.png and
 * icon-maskable-512.png (the motif inside the maskable safe zone). Run after changing the SVG:
 *   node scripts/favicons.js
 */
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium-path.js";

const svg = readFileSync("public/favicon.svg", "utf8");
const background = "#1c1b19";
const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");

/** The motif on a full-bleed square, scaled to `scale` of the side (for masks and iOS). */
const fullBleed = (scale) => {
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
};

const targets = [
  { file: "public/icon-192.png", size: 192, svg },
  { file: "public/icon-512.png", size: 512, svg },
  { file: "public/apple-touch-icon.png", size: 180, svg: fullBleed(0.84) },
  { file: "public/icon-maskable-512.png", size: 512, svg: fullBleed(0.7) },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage();
async function png(source, size) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`,
  );
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}
for (const t of targets) {
  writeFileSync(t.file, await png(t.svg, t.size));
  console.error(`wrote ${t.file}`);
}

// An .ico holding one 32 px PNG (supported by every browser since Windows Vista's format).
const ico32 = await png(svg, 32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(ico32.length, 14); // image size
header.writeUInt32LE(22, 18); // image offset
writeFileSync("public/favicon.ico", Buffer.concat([header, ico32]));
console.error("wrote public/favicon.ico");
await browser.close();
