import { createContext, type ReactNode, useContext } from "react";

/**
 * The nonce of the document being rendered on the server, for the inline scripts Remix writes.
 * In the browser it is empty: browsers hide nonces from scripts, and hydration keeps the
 * server's attributes.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
