// Logging for background work that retries every few hundred milliseconds: while it keeps failing (the
// database is down, say), the log gets the first failure, then one reminder a minute with the count, and a
// line when it works again, instead of a line per attempt.
import type { Logger } from "./logger.server";

export interface FailureLog {
  failed(err: unknown): void;
  succeeded(): void;
}

export function failureLog(logger: Pick<Logger, "error" | "info">, message: string, { remindEveryMs = 60_000, now = Date.now } = {}): FailureLog {
  let failures = 0;
  let lastLoggedAt = 0;
  return {
    failed(err) {
      failures++;
      const time = now();
      if (failures === 1) {
        lastLoggedAt = time;
        logger.error({ err }, message);
      } else if (time - lastLoggedAt >= remindEveryMs) {
        lastLoggedAt = time;
        logger.error({ err, failures }, `${message} (still failing)`);
      }
    },
    succeeded() {
      if (failures > 0) logger.info({ failures }, `${message}: works again`);
      failures = 0;
    },
  };
}
