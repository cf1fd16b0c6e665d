import { AsyncLocalStorage } from "node:async_hooks";
import diagnosticsChannel from "node:diagnostics_channel";
import { clientAddress } from "~/http/client-address";

/**
 * The TCP peer of the request being handled.
 *
 * remix-serve hands Remix a Fetch `Request` made from Express's request, and that Request carries
 * no socket; remix-serve offers no getLoadContext either (the Remix team's advice is to move to
 * the Express adapter for that). Node announces every incoming request on the
 * 'http.server.request.start' diagnostics channel, synchronously, before the server's 'request'
 * handler runs; entering an AsyncLocalStorage store there makes the socket's address visible to
 * everything the handler does for that request, the action included.
 */
type Peer = { address: string | undefined };
type RequestStart = { socket?: { remoteAddress?: string } };

// One store and one subscription per process, however often this module is evaluated.
const registry = globalThis as typeof globalThis & { __inquiryPeers?: AsyncLocalStorage<Peer> };
let peers = registry.__inquiryPeers;
if (!peers) {
  const store = new AsyncLocalStorage<Peer>();
  diagnosticsChannel.subscribe("http.server.request.start", (message) => {
    store.enterWith({ address: (message as RequestStart).socket?.remoteAddress });
  });
  registry.__inquiryPeers = store;
  peers = store;
}
const peerStore = peers;

/** The client of a request, or undefined when no address is known. */
export function requestClient(request: Request, trustProxy: boolean): string | undefined {
  return clientAddress({
    trustProxy,
    forwardedFor: request.headers.get("x-forwarded-for"),
    socketAddress: peerStore.getStore()?.address,
  });
}

/** The TCP peer's own address (never a forwarded header): who is really connected. */
export function requestPeer(_request: Request): string | undefined {
  return peerStore.getStore()?.address;
}
