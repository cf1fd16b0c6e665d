import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

export function NotFound() {
  return (
    <section className="page page--narrow error-page">
      <h1>404</h1>
      <p>Sorry, this page does not exist</p>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/portfolio">browse the portfolio</Link>
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
      <p>Sorry, something went wrong. Please try again in a moment.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
