// The HTTP server's request listener, in front of Express: the page cache's stored pages go out from here.
import { randomUUID } from "node:crypto";
import type http from "node:http";
import type { Logger } from "~/modules/platform/logger.server";
import type { PageCache } from "./page-cache";
import { canonicaliseCatalogRequest, sentUrl } from "./page-cache-key";
import { rateLimitRuleFor } from "./middleware";
import type { rateLimitRules } from "./rate-limit";

/**
 * The server's request listener: a stored catalogue page is answered here, without Express and React
 * Router (it carries the headers of the render it came from); everything else goes to the app. Requests
 * under a rate limit (search, when limits are on) always take the app's path, so the limit still counts them.
 */
export function frontDoor({
  app,
  pageCache,
  rules,
  logger,
}: {
  app: http.RequestListener;
  pageCache: PageCache;
  rules: ReturnType<typeof rateLimitRules>;
  logger: Logger;
}) {
  const logRequests = logger.isLevelEnabled("info");
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    canonicaliseCatalogRequest(req);
    const method = req.method ?? "GET";
    const rule = method === "GET" ? rateLimitRuleFor({ method, path: (req.url ?? "/").split("?")[0] }, rules) : null;
    const stored = rule && rule.limit > 0 ? false : pageCache.serveStored(req, res);
    if (stored === false) return void app(req, res);
    // Set before the stored answer goes out (on the next tick at the earliest); the app sets its own otherwise.
    res.setHeader("X-Request-Id", randomUUID());
    const started = logRequests ? process.hrtime.bigint() : 0n;
    void stored.then((served) => {
      if (!served) return void app(req, res);
      if (logRequests) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger.info({ method, url: sentUrl(req), status: res.statusCode, ms: Math.round(ms * 10) / 10, stored: true }, "request");
      }
    });
  };
}
