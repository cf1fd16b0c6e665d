/**
 * The scrollLeft that centres a thumbnail in its strip, clamped to what the strip can scroll.
 * Offsets are the thumbnail's left edge and width within the strip's scrolled content.
 */
export function centredScrollLeft(
  itemLeft: number,
  itemWidth: number,
  stripWidth: number,
  scrollWidth: number,
): number {
  const max = Math.max(0, scrollWidth - stripWidth);
  const centred = itemLeft - (stripWidth - itemWidth) / 2;
  return Math.round(Math.min(max, Math.max(0, centred)));
}
