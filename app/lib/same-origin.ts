// Whether a state-changing request comes from the shop's own pages (docs/operations.md#security). Browsers
// send Origin on every POST and Sec-Fetch-Site on every request; a client that sends neither (curl, PayTR's
// server, a test) is not a browser carrying someone's cookies, so it is let through.

export interface RequestOrigin {
  method: string;
  /** The Origin header, or null. */
  origin: string | null;
  /** The Sec-Fetch-Site header, or null. */
  fetchSite: string | null;
}

/** GET and HEAD always; otherwise Origin must be one of `ownOrigins`, or, without Origin, Sec-Fetch-Site same-origin or none. */
export function comesFromOwnPages({ method, origin, fetchSite }: RequestOrigin, ownOrigins: readonly string[]): boolean {
  if (method === "GET" || method === "HEAD") return true;
  if (origin !== null) return ownOrigins.includes(origin);
  return fetchSite === null || fetchSite === "same-origin" || fetchSite === "none";
}
