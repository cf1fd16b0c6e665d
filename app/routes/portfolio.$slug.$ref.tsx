import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  type ClientLoaderFunctionArgs,
  Link,
  useLoaderData,
  useNavigation,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { collectionIn } from "~/catalog/catalog";
import { servedCatalog } from "~/catalog/catalog.server";
import type { CountHandle } from "~/counts/page-count";
import { sharedPageHeaders } from "~/http/cache-control";
import { movedOr } from "~/http/moved.server";
import { seoMeta } from "~/seo/meta";
import { printSeo } from "~/seo/pages";
import { announcement, stepFrom } from "~/viewer/page";
import { pagingMemory } from "~/viewer/paging-through";
import { type PrintPageData, printHref } from "~/viewer/print-page";
import { printPage } from "~/viewer/print-page.server";
import type { SwipeDirection } from "~/viewer/swipe";
import { useCarriedAhead } from "~/viewer/use-carried-ahead";
import { useInfoSheet } from "~/viewer/use-info-sheet";
import { useViewerKeys } from "~/viewer/use-viewer-keys";
import {
  useAnnouncement,
  useFocusOnArrival,
  useViewerNavigation,
} from "~/viewer/use-viewer-navigation";
import { useZoom } from "~/viewer/use-zoom";
import { ViewerControls } from "~/viewer/viewer-controls";
import { VIEWER_MORE_ID, ViewerInfo } from "~/viewer/viewer-info";
import { ViewerStage } from "~/viewer/viewer-stage";
import { ViewerThumbnails } from "~/viewer/viewer-thumbnails";
import { say } from "~/words/say";

export function loader({ params, request }: LoaderFunctionArgs) {
  const collection = collectionIn(servedCatalog(), params.slug ?? "");
  if (!collection) throw movedOr("/portfolio", request, params.slug, params.ref ?? "");
  const page = printPage(collection, params.ref ?? "");
  if (!page) throw movedOr(`/portfolio/${collection.slug}`, request, params.slug, params.ref ?? "");
  return page;
}

/** The collection the visitor is paging through (browser only; see pagingMemory). */
const paging = pagingMemory();

export function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  return paging.load(params.slug ?? "", params.ref ?? "", () => serverLoader<PrintPageData>());
}
// Not run on hydration (clientLoader.hydrate): that would leave the router uninitialised while it
// runs, and a key pressed meanwhile navigated without loading the next page's data. The page
// loaded by the browser is remembered by the component instead.

/** The viewer is the whole screen: the site's header steps aside for it on phones too (root.tsx). */
export const handle = {
  immersive: true,
  count: ({ params }) => ({ kind: "print", reference: (params.ref ?? "").toUpperCase() }),
} satisfies CountHandle & { immersive: boolean };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(matches, (siteUrl) => printSeo(siteUrl, data)) : [];
export const headers = sharedPageHeaders;

export default function Viewer() {
  const data = useLoaderData<typeof loader>();
  const { print, collection, position } = data;
  useEffect(() => paging.remember(data), [data]);
  useCarriedAhead(print.reference, paging.current);
  const viewerRef = useRef<HTMLElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const info = useInfoSheet(stageRef);
  const [failed, setFailed] = useState<string | null>(null);
  const zoom = useZoom(stageRef, print.image.width / print.image.height, print.reference);
  const { show, leave, onReturn, returnHref } = useViewerNavigation(collection, print.reference);
  useAnnouncement(announcement({ print, position }));
  useFocusOnArrival(viewerRef);

  // The print the viewer shows or is on its way to: a key pressed again before the last one's
  // page has rendered steps on from there, not from the print still on screen.
  const heading = useRef(print.reference);
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") heading.current = print.reference;
  }, [navigation.state, print.reference]);
  const step = (direction: "next" | "previous") => {
    const target = stepFrom(data.strip, heading.current, direction === "next" ? 1 : -1);
    const reference = target?.reference ?? data[direction].reference;
    heading.current = reference;
    show(printHref(collection.slug, reference));
  };

  useViewerKeys({
    next: () => step("next"),
    previous: () => step("previous"),
    // Escape closes the Info sheet first, then the viewer.
    close: () => (info.open ? info.close() : leave()),
    // Zoomed from the keyboard, the picture takes focus: its arrow keys pan it.
    zoomIn: () => {
      zoom.zoomIn();
      stageRef.current?.focus({ preventScroll: true });
    },
    zoomOut: zoom.zoomOut,
    zoomReset: zoom.reset,
  });
  const onSwipe = (direction: SwipeDirection) => step(direction);

  return (
    <section
      className="viewer"
      aria-label={announcement({ print, position })}
      ref={viewerRef}
      tabIndex={-1}
    >
      <div className="viewer__bar">
        <Link
          to={returnHref}
          className="viewer__close"
          onClick={onReturn}
          aria-label={say("viewer.backTo", { collection: collection.title })}
        >
          {/* One text, not an arrow apart: the link is named by its label, and a page drawn
              while its bytes arrive does not draw the arrow on a line of its own first. */}
          {`← ${collection.title}`}
        </Link>
        <p className="viewer__position">{position.label}</p>
        <button
          type="button"
          ref={info.button}
          className="viewer__info-toggle button button--ghost"
          data-needs-js
          aria-expanded={info.open}
          aria-controls={VIEWER_MORE_ID}
          onClick={info.toggle}
        >
          {say("viewer.info")}
        </button>
      </div>

      <ViewerStage
        {...data}
        stageRef={stageRef}
        viewerRef={viewerRef}
        zoom={zoom}
        printCount={position.total}
        returnHref={returnHref}
        onReturn={onReturn}
        onSwipe={onSwipe}
        tapCloses={info.open}
        failed={failed}
        setFailed={setFailed}
      />

      <ViewerControls
        previous={data.previous}
        next={data.next}
        viewerRef={viewerRef}
        zoom={zoom}
        printCount={position.total}
        imageFailed={failed === print.reference}
      />

      {/* Visible at every width: under the picture on phones, atop the details beside it. */}
      <h1 className="viewer__title">{print.title}</h1>

      <ViewerInfo
        print={print}
        collection={collection}
        open={info.open}
        moreRef={info.panel}
        onClose={info.close}
      />

      <ViewerThumbnails strip={data.strip} slug={collection.slug} current={print.reference} />
    </section>
  );
}
