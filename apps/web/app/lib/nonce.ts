import { createContext, useContext } from "react";

/**
 * The response's Content-Security-Policy nonce, provided by entry.server.tsx while rendering.
 * In the browser it is empty: scripts that hydration adds are loaded by URL from this origin.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
