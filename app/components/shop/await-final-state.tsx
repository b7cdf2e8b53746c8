import { type PollOptions, usePollUntilFinal } from "~/hooks/use-poll-until-final";

/**
 * Keeps a page that shows a state still changing in the background (an order awaiting its payment) up to
 * date until the state is final, with JavaScript: it asks the route's data again, backing off. Without
 * JavaScript the route's `handle` (RefreshWithoutScriptHandle) makes <NoscriptRefresh> (noscript-refresh.tsx)
 * reload the page.
 */
export function AwaitFinalState({ final, ...poll }: { final: boolean } & PollOptions) {
  usePollUntilFinal(final, poll);
  return null;
}
