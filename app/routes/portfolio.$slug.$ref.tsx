import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import {
  type ClientLoaderFunctionArgs,
  Link,
  useLoaderData,
  useNavigation,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { collectionIn, inquiryPath, viewerPath } from "~/catalog/catalog";
import { servedCatalog } from "~/catalog/catalog.server";
import { editionFields } from "~/catalog/edition";
import { quoteView } from "~/catalog/quote";
import { rangeText, sizesLine } from "~/catalog/specification";
import type { CountHandle } from "~/counts/page-count";
import { sharedPageHeaders } from "~/http/cache-control";
import { movedOr } from "~/http/moved.server";
import { printImage } from "~/images/image-source.server";
import { seoMeta } from "~/seo/meta";
import { printSeo } from "~/seo/pages";
import { announcement, availableBeside, type ViewerPrint, viewerPage } from "~/viewer/page";
import type { SwipeDirection } from "~/viewer/swipe";
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
  const prints: ViewerPrint[] = collection.prints.map((p) => ({
    reference: p.reference,
    title: p.title,
    ...(p.caption ? { caption: p.caption } : {}),
    description: p.description,
    ...(p.rights ? { rights: p.rights } : {}),
    ...(p.keywords ? { keywords: p.keywords } : {}),
    sizes: sizesLine(p.specification),
    priceRange: rangeText(p.prices),
    ...editionFields(p.edition),
    href: viewerPath(p),
    inquiryHref: inquiryPath(p),
    image: printImage(p),
    quote: quoteView(p),
  }));
  const page = viewerPage(prints, params.ref ?? "");
  if (!page) throw movedOr(`/portfolio/${collection.slug}`, request, params.slug, params.ref ?? "");
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

/** The collection the visitor is paging through, as the server sent it (browser only). */
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
  pagingThrough = await serverLoader<ViewerData>();
  return pagingThrough;
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
  useEffect(() => {
    if (pagingThrough?.collection.slug !== data.collection.slug) pagingThrough = data;
  }, [data]);
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
    const target = viewerPage(data.prints, heading.current)?.[direction] ?? data[direction];
    heading.current = target.reference;
    show(target.href);
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
          <span aria-hidden="true">←</span> {collection.title}
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
        printCount={data.prints.length}
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
        printCount={data.prints.length}
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
        available={print.soldOut ? availableBeside(data.prints, print.reference) : []}
      />

      <ViewerThumbnails prints={data.prints} current={print.reference} />
    </section>
  );
}
