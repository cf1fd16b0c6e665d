/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

declare module "@remix-run/node" {
  /** What the server (server.ts) knows of a request that the Fetch Request does not carry. */
  interface AppLoadContext {
    /** The client: the socket's address, or the one a trusted proxy put in X-Forwarded-For. */
    clientAddress?: string;
    /** The socket's own peer, whatever the headers say. */
    peerAddress?: string;
    /** The running build's id (Remix's assets manifest version). */
    buildId: string;
    /** The process's outbox, delivery worker and mail check (made once, at start). */
    inquiries: import("~/delivery/delivery-start.server").InquiryDelivery;
    /** The inquiry rate limit, shared by every request; none when INQUIRY_RATE_LIMIT is off. */
    limiter: import("~/inquiry/rate-limit").RateLimiter | null;
    /** The subscribers to new work and the limit on confirmation mails (made once, at start). */
    subscriptions: import("~/subscriptions/subscriptions-start.server").Subscriptions;
    /** Where views and inquiries are counted; none when COUNTS is off. */
    counts: import("~/counts/store.server").CountStore | undefined;
  }
}

export {};
