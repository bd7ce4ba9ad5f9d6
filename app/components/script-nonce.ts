import { createContext, useContext } from 'react';

/**
 * The nonce of this server render, for React Router's inline scripts (<Scripts>, <ScrollRestoration>).
 * The edge hashes the scripts carrying it into the CSP and removes it from the HTML; in the browser
 * it is undefined.
 */
export const ScriptNonceContext = createContext<string | undefined>(undefined);

export function useScriptNonce(): string | undefined {
  return useContext(ScriptNonceContext);
}
