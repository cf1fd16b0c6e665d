/**
 * How a client's address is written in the logs and the rate limit's table. The server takes the
 * address itself from Express (`req.ip`), which reads X-Forwarded-For only from a proxy that
 * TRUST_PROXY names. '::ffff:203.0.113.7' and '203.0.113.7' are the same client;
 * '[2001:db8::1]:443' is '2001:db8::1'.
 */
export function normalizeAddress(address: string): string {
  let a = address.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed?.[1]) a = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  if (a.startsWith("::ffff:") && a.includes(".")) a = a.slice(7);
  return a;
}
