import { describe, expect, it } from "vitest";
import { isActiveLink, navLinks } from "~/ui/nav-links";

describe("navLinks", () => {
  it("are Home, Portfolio, About and Contact, in that order", () => {
    expect(navLinks.map((l) => [l.label, l.to])).toEqual([
      ["Home", "/"],
      ["Portfolio", "/portfolio"],
      ["About", "/about"],
      ["Contact", "/contact"],
    ]);
  });
});

describe("isActiveLink", () => {
  const active = (pathname: string) =>
    navLinks.filter((l) => isActiveLink(l.to, pathname)).map((l) => l.label);

  it("marks Home only on the home page", () => {
    expect(active("/")).toEqual(["Home"]);
  });

  it("marks Portfolio on the portfolio, a collection and a print", () => {
    expect(active("/portfolio")).toEqual(["Portfolio"]);
    expect(active("/portfolio/abstract")).toEqual(["Portfolio"]);
    expect(active("/portfolio/abstract/ABSTRACT-001")).toEqual(["Portfolio"]);
  });

  it("marks About and Contact on their pages", () => {
    expect(active("/about")).toEqual(["About"]);
    expect(active("/contact")).toEqual(["Contact"]);
  });

  it("does not mark a link for a path that only starts with the same letters", () => {
    expect(active("/portfolios")).toEqual([]);
    expect(active("/about-us")).toEqual([]);
  });

  it("marks nothing on an unknown page", () => {
    expect(active("/missing")).toEqual([]);
  });
});
