/**
 * Which client sent a request, for the rate limit.
 *
 * Behind a reverse proxy (TRUST_PROXY), the client is the LAST address in X-Forwarded-For: the
 * one our own proxy appended. Earlier entries come from the client and can be forged. Otherwise
 * the client is the TCP peer (see client-address.server.ts for how it is found under remix-serve).
 */
export function clientAddress(input: {
  trustProxy: boolean;
  forwardedFor: string | null;
  socketAddress: string | undefined;
}): string | undefined {
  if (input.trustProxy && input.forwardedFor) {
    const hops = input.forwardedFor
      .split(",")
      .map((h) => h.trim())
      .filter(Boolean);
    const last = hops[hops.length - 1];
    if (last) return normalizeAddress(last);
  }
  return input.socketAddress ? normalizeAddress(input.socketAddress) : undefined;
}

/** '::ffff:203.0.113.7' and '203.0.113.7' are the same client; '[2001:db8::1]:443' is '2001:db8::1'. */
export function normalizeAddress(address: string): string {
  let a = address.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed?.[1]) a = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  if (a.startsWith("::ffff:") && a.includes(".")) a = a.slice(7);
  return a;
}
