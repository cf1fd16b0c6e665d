import { decodeRecap, encodeRecap, fittedRecap, type SentRecap } from "~/inquiry/sent-recap";

/**
 * The confirmation's recap cookie: set on the action's redirect, read by the page it redirects
 * to. HttpOnly, and gone two minutes later. (Path=/: the page's data request with JavaScript is
 * /contact.data, which a cookie for /contact does not reach.)
 */
const NAME = "inquiry-sent";
/** Long enough for the redirect to be followed, short enough not to keep an address around. */
const MAX_AGE_SECONDS = 120;
/**
 * The most a browser keeps of one cookie, its name, value and attributes counted (RFC 6265
 * §6.1's least; a longer Set-Cookie is dropped whole, and the confirmation would recall nothing).
 */
export const COOKIE_BYTES = 4096;

function attributes(secure: boolean, maxAge: number): string {
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function setRecapCookie(recap: SentRecap, secure: boolean): string {
  const rest = `; ${attributes(secure, MAX_AGE_SECONDS)}`;
  const fitted = fittedRecap(recap, COOKIE_BYTES - `${NAME}=`.length - rest.length);
  return `${NAME}=${encodeRecap(fitted)}${rest}`;
}

export function readRecapCookie(cookieHeader: string | null): SentRecap | null {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, ...value] = part.trim().split("=");
    if (name === NAME) return decodeRecap(value.join("="));
  }
  return null;
}
