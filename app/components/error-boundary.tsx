import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { errorPages } from "~/content/notices";

export function NotFound() {
  return (
    <section className="page page--narrow error-page">
      <h1>{errorPages.notFound.title}</h1>
      <p>{errorPages.notFound.text}</p>
      <p>
        <Link to="/">{errorPages.home}</Link> or <Link to="/portfolio">{errorPages.portfolio}</Link>
        .
      </p>
    </section>
  );
}

/** One error page for every route: 404 gets the specification's words, anything else a calm apology. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (typeof document !== "undefined") console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="page page--narrow error-page">
      <h1>{status}</h1>
      <p>{errorPages.failure.text}</p>
      <p>
        <Link to="/">{errorPages.home}</Link>
      </p>
    </section>
  );
}
