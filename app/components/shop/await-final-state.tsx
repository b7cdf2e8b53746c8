import { type PollOptions, usePollUntilFinal } from "~/hooks/use-poll-until-final";

/**
 * Keeps a page that shows a state still changing in the background (an order awaiting its payment) up to
 * date until the state is final: with JavaScript by asking the route's data again, backing off; without
 * JavaScript by a `<meta http-equiv="refresh">` inside `<noscript>`, so a browser running scripts never
 * reloads the page. Renders nothing once `final`.
 */
export function AwaitFinalState({ final, refreshSeconds, ...poll }: { final: boolean; refreshSeconds: number } & PollOptions) {
  usePollUntilFinal(final, poll);
  if (final) return null;
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(refreshSeconds)} />
    </noscript>
  );
}
