import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import type { ImageSource } from "~/images/image";
import { imageSizes } from "~/images/sizes";
import { PrintImage } from "~/ui/print-image";
import { say, sayWith } from "~/words/say";

/** What the unknown-path route sends with its 404: a photograph for the page. */
export type NotFoundData = { photo: ImageSource };

/** The specification's 404 words, beside a photograph when the route sent one. */
export function NotFound({ photo }: { photo?: ImageSource | undefined }) {
  const words = (
    <>
      <h1>{say("error.notFoundTitle")}</h1>
      <p>{say("error.notFoundText")}</p>
      <p>
        {sayWith("error.ways", {
          home: <Link to="/">{say("error.home")}</Link>,
          portfolio: <Link to="/portfolio">{say("error.portfolio")}</Link>,
        })}
      </p>
    </>
  );
  if (!photo) return <section className="page page--narrow error-page">{words}</section>;
  return (
    <section className="page error-page error-page--photo">
      <div className="error-page__photo">
        <PrintImage image={photo} sizes={imageSizes.notFound} priority />
      </div>
      <div className="error-page__words">{words}</div>
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
      <p>{say("error.failure")}</p>
      <p>
        <Link to="/">{say("error.home")}</Link>
      </p>
    </section>
  );
}
