import { useEffect } from "react";
import { useRevalidator } from "react-router";

export interface PollOptions {
  /** The first wait, in milliseconds; each later wait is `growth` times longer, up to `maxDelayMs`. */
  firstDelayMs?: number;
  growth?: number;
  maxDelayMs?: number;
}

/** The waits between polls: firstDelayMs, then growing by `growth`, never above maxDelayMs. */
export function pollDelay(attempt: number, { firstDelayMs = 1000, growth = 1.5, maxDelayMs = 15_000 }: PollOptions = {}): number {
  return Math.min(maxDelayMs, Math.round(firstDelayMs * growth ** attempt));
}

/**
 * Asks the route's loaders again (React Router revalidation) until `final` is true, waiting longer after
 * each try. It only reads: the state itself changes in the server's background jobs, never on a GET.
 */
export function usePollUntilFinal(final: boolean, options: PollOptions = {}) {
  // revalidate is the router's and stays the same; the revalidator object around it changes with every state.
  const { revalidate } = useRevalidator();
  const { firstDelayMs, growth, maxDelayMs } = options;

  useEffect(() => {
    if (final) return;
    let attempt = 0;
    let timer: number | undefined;
    // Set when the state turned final or the page went away while a request was in flight.
    let stopped = false;
    const next = () => {
      timer = window.setTimeout(
        async () => {
          // A hidden tab does not ask; it asks again when it is due and visible.
          if (!document.hidden) await revalidate();
          attempt++;
          if (!stopped) next();
        },
        pollDelay(attempt, { firstDelayMs, growth, maxDelayMs }),
      );
    };
    next();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [final, firstDelayMs, growth, maxDelayMs, revalidate]);
}
