// What went wrong in a request, as far as the shopper's answer is concerned: React Router's handleError
// (app/entry.server.tsx) notes every error here, keyed by the request's load context; the request handler
// (server/http/request-handler.ts) then turns a failed answer into a 503 maintenance page when the database
// was unreachable, or into the Turkish error page. Logs carry the request id; answers never the message.
import type { Logger } from "./logger.server";

/** A request body past its limit (server/http/middleware.ts, request-handler.ts); answered 413 before the route sees it. */
export class PayloadTooLargeError extends Error {
  readonly status = 413;
  constructor(readonly limit: number) {
    super(`request body larger than ${limit} bytes`);
    this.name = "PayloadTooLargeError";
  }
}

interface RequestErrors {
  count: number;
  databaseUnavailable: boolean;
}

const noted = new WeakMap<object, RequestErrors>();

/** Network and server-state errors that mean "the database cannot be reached right now". */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "57P01", // admin_shutdown: the server is stopping
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "53300", // too_many_connections
]);
const UNREACHABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /pglite is closed/i,
  /database (?:health check )?timed out/i,
  /the database system is (?:starting up|shutting down)/i,
];

/** True for errors (or their causes) that say the database is unreachable, not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current) || seen.size > 10) continue;
    seen.add(current);
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === "string" && (UNREACHABLE_CODES.has(e.code) || e.code.startsWith("08"))) return true;
    if (typeof e.message === "string" && UNREACHABLE_MESSAGES.some((re) => re.test(e.message as string))) return true;
    queue.push(e.cause);
    if (Array.isArray(e.errors)) queue.push(...e.errors);
  }
  return false;
}

/** Records and logs an error of the request whose load context is `context`. */
export function noteRequestError(context: object | undefined, error: unknown, logger: Logger | undefined, what = "request failed") {
  const unavailable = isDatabaseUnavailable(error);
  if (context) {
    const state = noted.get(context) ?? { count: 0, databaseUnavailable: false };
    state.count++;
    state.databaseUnavailable ||= unavailable;
    noted.set(context, state);
  }
  if (error instanceof PayloadTooLargeError) return; // answered 413 already; the request log line says so
  // React Router's sanitised copy of an error already logged (a route's error boundary rethrew it).
  if (error instanceof Error && error.message === "Unexpected Server Error" && !error.stack) return;
  if (unavailable) logger?.error({ err: error }, `${what}: the database cannot be reached`);
  else if (logger) logger.error({ err: error }, what);
  else console.error(what, error);
}

export function requestErrors(context: object): RequestErrors | undefined {
  return noted.get(context);
}
