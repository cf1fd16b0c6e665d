import { say } from "~/words/say";

export const navLinks = [
  { to: "/", label: say("nav.home") },
  { to: "/portfolio", label: say("nav.portfolio") },
  { to: "/about", label: say("nav.about") },
  { to: "/contact", label: say("nav.contact") },
] as const;

/** Whether a header link is the active one for a path: Home only on "/", others by prefix. */
export function isActiveLink(to: string, pathname: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
