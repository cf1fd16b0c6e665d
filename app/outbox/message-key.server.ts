import { createHash } from "node:crypto";

/**
 * A message's key made from a name ("weekly letter 2026-W48"): a version 5 UUID (a name's hash),
 * the same in every process and after every restart, so the outbox takes that message once. Never
 * a form's key (version 4) or a receipt's (8).
 */
export function keyFromName(name: string): string {
  const h = createHash("sha256").update(name).digest("hex");
  const variant = "89ab"[Number.parseInt(h.charAt(16), 16) % 4];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
