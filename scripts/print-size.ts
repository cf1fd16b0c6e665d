/**
 * The print-size check: how many pixels per inch an original gives at each size a print is
 * offered in, so the photographer learns of a thin original before a customer does. Pure.
 */

/** Below this, a print shows softness at normal viewing distance. */
export const MIN_PPI = 150;

export type PrintSize = { label: string; width: number; height: number };

/** "8x10, 11x14, 16x20, 24x30" → sizes in inches, in the order given; unreadable parts skipped. */
export function parsePrintSizes(sizes: string): PrintSize[] {
  return sizes
    .split(",")
    .map((s) => s.trim())
    .map((label) => {
      const m = /^(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)$/i.exec(label);
      return m ? { label, width: Number(m[1]), height: Number(m[2]) } : undefined;
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

export type ThinPrint = { reference: string; line: string; ppi: number };

/**
 * The warning line for a print whose original falls below `MIN_PPI` at its largest offered
 * size, else undefined:
 * `URBAN-004: 900x600 px gives 30 ppi at 24x30 in; 150 ppi needs 3600x4500 px`.
 */
export function thinPrint(
  reference: string,
  original: { width: number; height: number },
  sizes: string,
): ThinPrint | undefined {
  const largest = parsePrintSizes(sizes).reduce<PrintSize | undefined>(
    (big, s) => (!big || s.width * s.height > big.width * big.height ? s : big),
    undefined,
  );
  if (!largest) return undefined;
  const ppi = ppiAt(original, largest);
  if (ppi >= MIN_PPI) return undefined;
  const needs = `${Math.ceil(largest.width * MIN_PPI)}x${Math.ceil(largest.height * MIN_PPI)}`;
  return {
    reference,
    ppi,
    line: `${reference}: ${original.width}x${original.height} px gives ${ppi} ppi at ${largest.label} in; ${MIN_PPI} ppi needs ${needs} px`,
  };
}

/** ppi at every offered size, e.g. for the `--json` summary: `{ "8x10": 360, … }`. */
export function ppiTable(
  original: { width: number; height: number },
  sizes: string,
): Record<string, number> {
  return Object.fromEntries(parsePrintSizes(sizes).map((s) => [s.label, ppiAt(original, s)]));
}
