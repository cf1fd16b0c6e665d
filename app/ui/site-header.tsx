import { Link, useLocation } from "@remix-run/react";
import type { FocusEvent, KeyboardEvent } from "react";
import { photographer } from "~/content/site";
import { isActiveLink, navLinks } from "~/ui/nav-links";
import { say } from "~/words/say";

function NavList({ pathname }: { pathname: string }) {
  return (
    <ul>
      {navLinks.map((link) => {
        const active = isActiveLink(link.to, pathname);
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              prefetch="intent"
              className={active ? "active" : undefined}
              aria-current={active ? "page" : undefined}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Escape closes the open menu and hands focus back to its 'Menu' toggle. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  if (event.key !== "Escape" || !menu.open) return;
  menu.open = false;
  menu.querySelector("summary")?.focus();
}

/** Focus leaving the open menu (Tab past its last link, a tap elsewhere) closes it. */
function closeOnLeave(event: FocusEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  if (menu.open && !menu.contains(event.relatedTarget as Node | null)) menu.open = false;
}

/** `immersive`: the page below is the whole screen (the viewer), so the header steps aside. */
export function SiteHeader({ immersive = false }: { immersive?: boolean }) {
  const { pathname, key } = useLocation();
  return (
    <header className="site-header" data-immersive={immersive || undefined}>
      <div className="site-header__inner">
        <Link to="/" className="brand">
          {photographer.name}
        </Link>
        <nav aria-label={say("nav.main")} className="main-nav">
          <div className="main-nav__wide">
            <NavList pathname={pathname} />
          </div>
          {/* <details> opens and closes without JavaScript. Keyed by the location, which changes on
              every navigation (even to the page already shown), so choosing a link closes it.
              With JavaScript, Escape and focus leaving it close it too, as a menu does. It is the
              nav's last part: the nav is drawn once it is parsed (site.css). */}
          <details
            className="main-nav__menu"
            key={key}
            onKeyDown={closeOnEscape}
            onBlur={closeOnLeave}
          >
            <summary>
              <span className="menu-icon" aria-hidden="true" />
              {say("nav.menu")}
            </summary>
            <NavList pathname={pathname} />
          </details>
        </nav>
      </div>
    </header>
  );
}
