import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Who may read /healthz's details (the outbox's path, the Node version, the backlog, the mail
 * state): a caller on this machine, by its socket address, that did not come through a proxy
 * (a local reverse proxy connects from loopback too, and adds X-Forwarded-For or Forwarded for
 * the visitor it carries); or anyone presenting HEALTH_TOKEN as a bearer token, compared in
 * constant time. Everyone else gets the status alone. Pure.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.replace(/^::ffff:/i, "");
  return a === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

const digest = (value: string) => createHash("sha256").update(value).digest();

export function tokenMatches(presented: string, expected: string): boolean {
  // Equal-length digests: the comparison takes the same time whatever was presented.
  return timingSafeEqual(digest(presented), digest(expected));
}

export function healthDetailsAllowed(
  peer: string | undefined,
  headers: Pick<Headers, "get">,
  token: string | undefined,
): boolean {
  const authorization = headers.get("authorization") ?? "";
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim();
  if (token && bearer !== undefined) return tokenMatches(bearer, token);
  const proxied = headers.get("x-forwarded-for") !== null || headers.get("forwarded") !== null;
  return isLoopback(peer) && !proxied;
}
