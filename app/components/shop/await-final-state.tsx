import { useMatches } from "react-router";
import { type PollOptions, usePollUntilFinal } from "~/hooks/use-poll-until-final";

/**
 * Keeps a page that shows a state still changing in the background (an order awaiting its payment) up to
 * date until the state is final, with JavaScript: it asks the route's data again, backing off. Without
 * JavaScript the route's `handle` (RefreshWithoutScriptHandle) makes <NoscriptRefresh> reload the page.
 */
export function AwaitFinalState({ final, ...poll }: { final: boolean } & PollOptions) {
  usePollUntilFinal(final, poll);
  return null;
}

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
