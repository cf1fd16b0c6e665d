import { Link } from "@remix-run/react";
import { photographer } from "~/content/site";
import { navLinks } from "~/ui/nav-links";
import { say } from "~/words/say";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label={say("nav.footer")}>
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
        {say("footer.rights", { year: new Date().getFullYear(), name: photographer.name })}
      </p>
    </footer>
  );
}
