import { decodeRecap, encodeRecap, type SentRecap } from "~/inquiry/sent-recap";

/**
 * The confirmation's recap cookie: set on the action's redirect, read by the page it redirects
 * to. HttpOnly, and gone two minutes later. (Path=/: the page's data request with JavaScript is
 * /contact.data, which a cookie for /contact does not reach.)
 */
const NAME = "inquiry-sent";
/** Long enough for the redirect to be followed, short enough not to keep an address around. */
const MAX_AGE_SECONDS = 120;

function attributes(secure: boolean, maxAge: number): string {
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function setRecapCookie(recap: SentRecap, secure: boolean): string {
  return `${NAME}=${encodeRecap(recap)}; ${attributes(secure, MAX_AGE_SECONDS)}`;
}

export function readRecapCookie(cookieHeader: string | null): SentRecap | null {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, ...value] = part.trim().split("=");
    if (name === NAME) return decodeRecap(value.join("="));
  }
  return null;
}
