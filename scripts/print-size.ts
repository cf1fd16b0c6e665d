/**
 * The print-size check: how many pixels per inch an original gives at each size a print is
 * offered in, so the photographer learns of a thin original before a customer does. Pure.
 */

/** Below this, a print shows softness at normal viewing distance. */
export const MIN_PPI = 150;
/** A print whose long side is over 50 cm is seen from further away: this is enough there. */
export const MIN_PPI_LARGE = 120;
const LARGE_INCHES = 50 / 2.54;

/** A size in the content's unit, and its sides in inches. */
export type PrintSize = { label: string; width: number; height: number };

/** "8x10, 11x14" (in the content's `unit`) → sizes in inches, in the order given. */
export function parsePrintSizes(sizes: string, unit: "in" | "cm" = "in"): PrintSize[] {
  const inches = unit === "cm" ? 1 / 2.54 : 1;
  return sizes
    .split(",")
    .map((s) => s.trim())
    .map((label) => {
      const m = /^(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)$/i.exec(label);
      return m ? { label, width: Number(m[1]) * inches, height: Number(m[2]) * inches } : undefined;
    })
    .filter((s): s is PrintSize => s !== undefined && s.width > 0 && s.height > 0);
}

/**
 * Pixels per inch of a `width` × `height` original printed at `size`: the long edge in pixels
 * over the long edge in inches (the photograph is printed to the paper's long edge; a
 * different shape is cropped or matted on the short one). Rounded down: never flatter.
 */
export function ppiAt(original: { width: number; height: number }, size: PrintSize): number {
  return Math.floor(Math.max(original.width, original.height) / Math.max(size.width, size.height));
}

/** The ppi a size needs to look sharp where it hangs. */
export function neededPpi(size: PrintSize): number {
  return Math.max(size.width, size.height) > LARGE_INCHES ? MIN_PPI_LARGE : MIN_PPI;
}

export type ThinPrint = { reference: string; line: string; ppi: number };

/**
 * The warning for a print whose original is too small for its largest offered size, else
 * undefined. It says, in the content's unit, the largest size it prints sharp at and what the
 * largest would need: `URBAN-004: 900x600 px prints sharp up to 8x10 in, not at 16x20 in and
 * 24x30 in (30 ppi at 24x30 in; 120 ppi there needs 3600x2400 px)`.
 */
export function thinPrint(
  reference: string,
  original: { width: number; height: number },
  sizes: string,
  unit: "in" | "cm" = "in",
): ThinPrint | undefined {
  const all = parsePrintSizes(sizes, unit).sort((a, b) => a.width * a.height - b.width * b.height);
  const largest = all.at(-1);
  if (!largest) return undefined;
  const holds = (s: PrintSize) => ppiAt(original, s) >= neededPpi(s);
  if (holds(largest)) return undefined;
  const ppi = ppiAt(original, largest);
  const needed = neededPpi(largest);
  const long = Math.ceil(Math.max(largest.width, largest.height) * needed);
  const ratio =
    Math.min(original.width, original.height) / Math.max(original.width, original.height);
  const short = Math.ceil(long * ratio);
  const needs = original.width >= original.height ? `${long}x${short}` : `${short}x${long}`;
  const sharp = all.filter(holds).at(-1);
  const thin = all.filter((s) => !holds(s)).map((s) => `${s.label} ${unit}`);
  const where = `${ppi} ppi at ${largest.label} ${unit}; ${needed} ppi there needs ${needs} px`;
  return {
    reference,
    ppi,
    line: sharp
      ? `${reference}: ${original.width}x${original.height} px prints sharp up to ${sharp.label} ${unit}, not at ${new Intl.ListFormat("en", { type: "conjunction" }).format(thin)} (${where})`
      : `${reference}: ${original.width}x${original.height} px is too small for every size offered (${where})`,
  };
}

/** ppi at every offered size, e.g. for the `--json` summary: `{ "8x10": 360, … }`. */
export function ppiTable(
  original: { width: number; height: number },
  sizes: string,
  unit: "in" | "cm" = "in",
): Record<string, number> {
  return Object.fromEntries(parsePrintSizes(sizes, unit).map((s) => [s.label, ppiAt(original, s)]));
}
