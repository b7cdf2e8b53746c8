// The response's Content-Security-Policy nonce for components that render inline <script> elements.
// On the server app/entry.server.tsx provides it; in the browser it is read once from the document's own
// scripts (browsers hide the nonce attribute but keep the `nonce` property), so that hydration renders the
// same attributes as the server did.
import { createContext, useContext } from "react";

export const CspNonceContext = createContext<string | undefined>(undefined);

let documentNonce: string | undefined | null = null;

function nonceOfDocument(): string | undefined {
  if (typeof document === "undefined") return undefined;
  documentNonce ??= document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
  return documentNonce;
}

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext) ?? nonceOfDocument();
}
