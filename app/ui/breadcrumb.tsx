import { Link } from "@remix-run/react";
import type { Crumb } from "~/seo/json-ld";
import { say } from "~/words/say";

/** The trail shown above a page: the same crumbs as its BreadcrumbList (app/seo/pages.ts). */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label={say("nav.breadcrumb")} className="breadcrumb">
      <ol>
        {items.map((item, i) => (
          <li key={item.path}>
            {i < items.length - 1 ? (
              <Link to={item.path}>{item.name}</Link>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
