// Guards every request passes before the app (issue 13, docs/operations.md#security):
//  - methods: GET, HEAD, POST and OPTIONS are served; the other methods HTTP defines answer 405, anything
//    else 501, both with Allow and without an error log (a TRACE flood must not fill the error log);
//  - personal and admin answers: `Cache-Control: private, no-store`, whatever the route, its loader or an
//    error answer says, in both forms (the page and React Router's .data);
//  - state-changing requests must come from the shop's own pages (Origin / Sec-Fetch-Site), except PayTR's
//    server-to-server notification, which proves itself with its hash, and iyzico's callback, whose token is
//    checked with iyzico.
import type { RequestHandler } from "express";
import { comesFromOwnPages } from "~/lib/same-origin";
import type { Logger } from "~/modules/platform/logger.server";
import { clientAddress, routePath } from "./middleware";
import { sendStatusAnswer } from "./status-page";

export const SERVED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
const ALLOW = SERVED_METHODS.join(", ");
/** Methods HTTP itself defines (RFC 9110, RFC 5789) that the shop does not serve: 405. Anything else: 501. */
const DEFINED_METHODS = new Set(["PUT", "DELETE", "PATCH", "TRACE", "CONNECT"]);

export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** The thank-you pages' referrer policy: the code in their address never reaches another site. */
export const THANKS_REFERRER_POLICY = "same-origin";

/** Paths whose answers show a shopper's data (order, payment, cart, lookup, review link, thank-you code) or admin content. */
export function isPrivatePath(path: string): boolean {
  return (
    path === "/admin" ||
    path.startsWith("/admin/") ||
    path.startsWith("/order-confirmation/") ||
    path.startsWith("/payment/") ||
    path === "/order-lookup" ||
    path.startsWith("/degerlendirme/") ||
    path === "/tesekkur" ||
    path.startsWith("/tesekkur/") ||
    path === "/cart" ||
    path === "/checkout" ||
    path === "/api/cart"
  );
}

/**
 * Paths that take POSTs from elsewhere by design: PayTR's notification (verified by its hash) and iyzico's callback
 * (the shopper's browser coming back from iyzico's page; its token is checked with iyzico).
 */
const CROSS_SITE_POSTS = new Set(["/api/payments/paytr/notify", "/api/payments/iyzico/callback"]);

export function methodGuard(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
    res.setHeader("Allow", ALLOW);
    if (req.method === "OPTIONS") {
      res.status(204).setHeader("Cache-Control", "no-store");
      res.end();
      return;
    }
    sendStatusAnswer(req, res, { status: DEFINED_METHODS.has(req.method) ? 405 : 501, kind: "badRequest" });
  };
}

/** Marks personal and admin answers private and uncacheable before anything answers them. */
export function privateAnswerGuard(): RequestHandler {
  return (req, res, next) => {
    const path = routePath(req.path);
    if (isPrivatePath(path)) {
      res.locals.privateAnswer = true;
      res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    }
    // The thank-you pages carry their code or token in the address: no link on them may pass it to another site.
    // `same-origin`, not `no-referrer`: under no-referrer browsers post the page's own forms with `Origin: null`,
    // which the same-origin guard below rightly refuses.
    if (path === "/tesekkur" || path.startsWith("/tesekkur/")) res.setHeader("Referrer-Policy", THANKS_REFERRER_POLICY);
    next();
  };
}

/** Refuses a state-changing request another site's page made (403, a Turkish page), before its body is read. */
export function sameOriginGuard(publicUrl: string, logger: Logger): RequestHandler {
  const shopOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || CROSS_SITE_POSTS.has(routePath(req.path))) return next();
    const from = { method: req.method, origin: req.get("Origin") ?? null, fetchSite: req.get("Sec-Fetch-Site") ?? null };
    if (comesFromOwnPages(from, [shopOrigin, `${req.protocol}://${req.get("host")}`])) return next();
    logger.warn({ requestId: res.locals.requestId, url: req.originalUrl, ...from, address: clientAddress(req) }, "cross-site request refused");
    sendStatusAnswer(req, res, { status: 403, kind: "crossSite" });
  };
}
