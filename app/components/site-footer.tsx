import { Link } from "@remix-run/react";
import { navLinks } from "~/components/nav-links";
import { photographer } from "~/content/site";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          {navLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <a href={`mailto:${photographer.contact.email}`}>{photographer.contact.email}</a>
      </p>
      <p className="site-footer__small">
        © {new Date().getFullYear()} {photographer.name}. All photographs are the photographer's
        own.
      </p>
    </footer>
  );
}
