import {
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import {
  type ClientLoaderFunctionArgs,
  Link,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigationType,
} from "@remix-run/react";
import { type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { findCollection, inquiryPath, viewerPath } from "~/catalog/catalog";
import { ViewerInfo } from "~/components/viewer-info";
import { ViewerStage } from "~/components/viewer-stage";
import { ViewerThumbnails } from "~/components/viewer-thumbnails";
import { photographer } from "~/content/site";
import { useViewerKeys } from "~/hooks/use-viewer-keys";
import { useZoom } from "~/hooks/use-zoom";
import { printImage } from "~/images/image";
import viewerStylesHref from "~/styles/viewer.css";
import { cameFromCollection, collectionHrefFor, rememberLastViewed } from "~/viewer/last-viewed";
import { announcement, type ViewerPrint, viewerPage } from "~/viewer/page";
import type { SwipeDirection } from "~/viewer/swipe";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: viewerStylesHref }];

export function loader({ params }: LoaderFunctionArgs) {
  const collection = findCollection(params.slug ?? "");
  if (!collection) throw redirect("/portfolio");
  const prints: ViewerPrint[] = collection.prints.map((p) => ({
    reference: p.reference,
    title: p.title,
    description: p.description,
    sizes: p.sizes,
    priceRange: p.priceRange,
    href: viewerPath(p),
    inquiryHref: inquiryPath(p),
    image: printImage(p),
  }));
  const page = viewerPage(prints, params.ref ?? "");
  if (!page) throw redirect(`/portfolio/${collection.slug}`);
  return {
    collection: {
      slug: collection.slug,
      title: collection.title,
      href: `/portfolio/${collection.slug}`,
    },
    prints,
    ...page,
  };
}

type ViewerData = Awaited<ReturnType<typeof loader>>;

/** The collection the visitor is paging through, as the server last sent it. */
let pagingThrough: ViewerData | undefined;

/**
 * Paging within a collection needs no server: its prints came with the first page, so the next
 * print (already loaded as an image) paints at once. Another collection asks the server.
 */
export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  if (pagingThrough && pagingThrough.collection.slug === params.slug) {
    const page = viewerPage(pagingThrough.prints, params.ref ?? "");
    if (!page) throw redirect(pagingThrough.collection.href);
    return { ...pagingThrough, ...page };
  }
  // On hydration this resolves with the server-rendered data, without a request.
  pagingThrough = await serverLoader<ViewerData>();
  return pagingThrough;
}
clientLoader.hydrate = true as const;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.print.title} | ${photographer.siteName}` },
        { name: "description", content: data.print.description },
      ]
    : [];

export default function Viewer() {
  const data = useLoaderData<typeof loader>();
  const { print, collection, position } = data;
  const location = useLocation();
  const navigate = useNavigate();
  const viewerRef = useRef<HTMLElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [infoOpen, setInfoOpen] = useState(false);
  const zoom = useZoom(stageRef, print.image.width / print.image.height, print.reference);

  const fromCollection = cameFromCollection(location.state);
  const returnHref = collectionHrefFor(collection.href, print.reference);

  // Paging replaces the history entry, so one Back always leaves the viewer.
  const show = useCallback(
    (to: ViewerPrint) =>
      navigate(to.href, { replace: true, state: location.state, preventScrollReset: true }),
    [navigate, location.state],
  );
  const onSwipe = (direction: SwipeDirection) =>
    show(direction === "next" ? data.next : data.previous);

  // Leaving goes Back when the collection is the entry before, so no entry is added.
  const leave = () => (fromCollection ? navigate(-1) : navigate(returnHref));
  const onReturn = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!fromCollection || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    navigate(-1);
  };

  useViewerKeys({
    next: () => show(data.next),
    previous: () => show(data.previous),
    close: leave,
    zoomIn: zoom.zoomIn,
    zoomOut: zoom.zoomOut,
    zoomReset: zoom.reset,
  });

  // Focus lands on the viewer when the visitor opens it from another page, so screen readers
  // start here (the link they used is gone). A page load or Back keeps the browser's own start.
  const arrivedInApp = useNavigationType() !== "POP";
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the viewer opens
  useEffect(() => {
    if (arrivedInApp) viewerRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    try {
      rememberLastViewed(window.sessionStorage, collection.slug, print.reference);
    } catch {
      // sessionStorage forbidden: the grid keeps its own scroll position.
    }
  }, [collection.slug, print.reference]);

  // Screen readers hear each new print (not the first: the page itself announces that).
  const heard = announcement({ print, position });
  const [announced, setAnnounced] = useState("");
  const firstHeard = useRef(heard);
  useEffect(() => {
    if (heard !== firstHeard.current) {
      firstHeard.current = "";
      setAnnounced(heard);
    }
  }, [heard]);

  return (
    <section
      className="viewer"
      aria-label={`${print.title}, ${position.label}`}
      ref={viewerRef}
      tabIndex={-1}
    >
      <div className="viewer__bar">
        <Link to={returnHref} className="viewer__close" onClick={onReturn}>
          <span aria-hidden="true">←</span> <span className="visually-hidden">Back to </span>
          {collection.title}
        </Link>
        <p className="viewer__position">{position.label}</p>
        <button
          type="button"
          className="viewer__info-toggle button button--ghost"
          data-needs-js
          aria-expanded={infoOpen}
          aria-controls="viewer-info"
          onClick={() => setInfoOpen((open) => !open)}
        >
          Info
        </button>
      </div>

      <ViewerStage
        {...data}
        stageRef={stageRef}
        viewerRef={viewerRef}
        zoom={zoom}
        printCount={data.prints.length}
        returnHref={returnHref}
        onReturn={onReturn}
        onSwipe={onSwipe}
      />

      <ViewerInfo print={print} collection={collection} open={infoOpen} />

      <ViewerThumbnails prints={data.prints} current={print.reference} />

      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
    </section>
  );
}
