#!/usr/bin/env node
/**
 * Part of `npm run build`, after `remix build`: writes a Brotli copy (`.br`, quality 11) beside
 * each script and stylesheet in `public/build/`, which the server sends to browsers that accept
 * it (server.ts, express-static-gzip). Compressing once at the highest quality makes each page's
 * scripts about a sixth smaller than the on-the-fly compression a request can afford, at no cost
 * per request. A copy is written only where it is missing or older than its file. Prints one JSON
 * line.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/** Writes the missing or stale `.br` copies under `dir`; returns counts and bytes, for the log. */
export function precompress(dir) {
  let written = 0;
  let bytesBefore = 0;
  let bytesAfter = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    const { size, mtimeMs } = statSync(path);
    if (size < MIN_BYTES) continue;
    let copyMtimeMs = -1;
    try {
      copyMtimeMs = statSync(`${path}.br`).mtimeMs;
    } catch {}
    if (copyMtimeMs >= mtimeMs) continue;
    const compressed = brotliCompressSync(readFileSync(path), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
    writeFileSync(`${path}.br`, compressed);
    written++;
    bytesBefore += size;
    bytesAfter += compressed.length;
  }
  return { written, bytesBefore, bytesAfter };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? "public/build";
  const result = precompress(dir);
  console.log(JSON.stringify({ event: "assets.precompressed", dir, ...result }));
}
