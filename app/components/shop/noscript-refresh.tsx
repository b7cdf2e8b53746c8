// The no-JavaScript half of AwaitFinalState (await-final-state.tsx), kept apart because the root renders it on
// every page: it must not bring the polling code into every page's first load.
import { useMatches } from "react-router";

/** A route's `handle`: how many seconds until a browser without JavaScript loads the page again, or null. */
export interface RefreshWithoutScriptHandle {
  refreshWithoutScript(data: unknown): number | null;
}

function refreshSecondsOf(handle: unknown, data: unknown): number | null {
  const refresh = (handle as Partial<RefreshWithoutScriptHandle> | undefined)?.refreshWithoutScript;
  return typeof refresh === "function" ? refresh(data) : null;
}

/**
 * For the document's <head>: `<noscript><meta http-equiv="refresh"></noscript>` while the current route asks
 * for it. In <head> it is valid HTML (a <meta> in the body is not), and inside <noscript> a browser running
 * scripts never reloads the page: it polls instead (AwaitFinalState).
 */
export function NoscriptRefresh() {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  const seconds = deepest ? refreshSecondsOf(deepest.handle, deepest.loaderData) : null;
  if (seconds === null) return null;
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}
