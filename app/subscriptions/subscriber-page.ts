import type { MetaFunction } from "@remix-run/node";
import { privatePage } from "~/http/cache-control";
import { seoMeta } from "~/seo/meta";
import { subscriberPageSeo } from "~/seo/pages";

/**
 * What a subscriber's own pages (confirm, unsubscribe) share: titled by the words their loader
 * wrote, never indexed, never stored (each is one person's, found by the token in its address).
 */
export const subscriberPageMeta: MetaFunction = ({ data, matches, location }) =>
  seoMeta(matches, () =>
    subscriberPageSeo((data as { title?: string } | undefined)?.title ?? "", location.pathname),
  );

export const subscriberPageHeaders = () => ({ "Cache-Control": privatePage });
