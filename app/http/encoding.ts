/** The encodings a stored page is kept in, best first. */
export type StoredEncoding = "br" | "gzip" | "identity";

const preference: StoredEncoding[] = ["br", "gzip", "identity"];

/**
 * Picks the best encoding a client accepts from those a stored page is kept in,
 * following RFC 9110 §12.5.3: q-values, `*`, and `identity` acceptable unless refused
 * (but chosen only when no compressed form is acceptable).
 * Returns undefined when nothing acceptable is kept (the caller then sends identity anyway,
 * as servers commonly do rather than answer 406).
 */
export function chooseEncoding(
  acceptEncoding: string | null | undefined,
): StoredEncoding | undefined {
  if (!acceptEncoding?.trim()) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [rawName, ...params] = part.trim().split(";");
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key?.trim().toLowerCase() === "q") {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    weights.set(name, Math.max(q, weights.get(name) ?? 0));
  }
  const weight = (encoding: StoredEncoding): number => {
    const explicit =
      weights.get(encoding) ?? (encoding === "gzip" ? weights.get("x-gzip") : undefined);
    if (explicit !== undefined) return explicit;
    const star = weights.get("*");
    if (star !== undefined) return star;
    // Unlisted identity stays acceptable, but as the last resort (as the negotiator package does).
    return encoding === "identity" ? 0.001 : 0;
  };
  let best: StoredEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of preference) {
    const w = weight(encoding);
    if (w > bestWeight) {
      best = encoding;
      bestWeight = w;
    }
  }
  return best;
}
