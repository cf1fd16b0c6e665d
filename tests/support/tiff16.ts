/**
 * A 16-bit RGB TIFF, uncompressed, written byte for byte: what Lightroom exports as "TIFF,
 * 16 bits/component". (sharp writes TIFF at 8 bits per sample only, so it cannot make one.)
 */
export function tiff16(
  width: number,
  height: number,
  rgb: (x: number, y: number) => number[],
): Buffer {
  const entries: [tag: number, type: 3 | 4, value: number][] = [];
  const IFD = 8;
  const count = 10;
  const bitsAt = IFD + 2 + count * 12 + 4;
  const dataAt = bitsAt + 6;
  const bytes = width * height * 6;
  entries.push(
    [256, 4, width],
    [257, 4, height],
    [258, 3, bitsAt], // BitsPerSample: 3 values, stored at bitsAt
    [259, 3, 1], // no compression
    [262, 3, 2], // RGB
    [273, 4, dataAt],
    [277, 3, 3],
    [278, 4, height],
    [279, 4, bytes],
    [284, 3, 1], // chunky
  );
  const file = Buffer.alloc(dataAt + bytes);
  file.write("II", 0, "latin1");
  file.writeUInt16LE(42, 2);
  file.writeUInt32LE(IFD, 4);
  file.writeUInt16LE(count, IFD);
  entries.forEach(([tag, type, value], i) => {
    const at = IFD + 2 + i * 12;
    file.writeUInt16LE(tag, at);
    file.writeUInt16LE(type, at + 2);
    file.writeUInt32LE(tag === 258 ? 3 : 1, at + 4);
    if (type === 3 && tag !== 258) file.writeUInt16LE(value, at + 8);
    else file.writeUInt32LE(value, at + 8);
  });
  file.writeUInt32LE(0, IFD + 2 + count * 12);
  for (let k = 0; k < 3; k++) file.writeUInt16LE(16, bitsAt + k * 2);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      rgb(x, y).forEach((v, k) => {
        file.writeUInt16LE(v, dataAt + (y * width + x) * 6 + k * 2);
      });
  return file;
}
