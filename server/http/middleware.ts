// The Express side of docs/decisions/0006: security headers with a per-request nonce, body size limits,
// per-address rate limits, the client address, and the last error handler. server/app.ts puts them in order.
import type { ErrorRequestHandler, Request as ExpressRequest, RequestHandler } from "express";
import type { Logger } from "~/modules/platform/logger.server";
import { isDatabaseUnavailable } from "~/modules/platform/request-errors.server";
import { createNonce, type SecurityHeaders } from "./security-headers";
import { addressKey, normaliseAddress, type RateLimiter, type RateLimitRule, type rateLimitRules } from "./rate-limit";
import { sendStatusAnswer } from "./status-page";

/** Bodies to ordinary routes (forms, JSON): 100 KB. */
export const MAX_BODY_BYTES = 100 * 1024;
/** The product form's upload (5 images of at most 10 MB) plus its fields and multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = 55 * 1024 * 1024;
/** The shop settings' appearance form: a logo, a favicon and a hero image of at most 10 MB each, plus its fields. */
export const MAX_SETTINGS_UPLOAD_BODY_BYTES = 31 * 1024 * 1024;
/** A buyer's photo for a personalised gift (at most 20 MB, docs/product.md#personal-photos) and its two ids. */
export const MAX_PERSONAL_PHOTO_BODY_BYTES = 21 * 1024 * 1024;
/** The product form without JavaScript, posted to /cart with its photos: two photos of 20 MB and the texts. */
export const MAX_CART_PHOTOS_BODY_BYTES = 41 * 1024 * 1024;

/**
 * The path as React Router will match it: decoded, lower case (its matching ignores case), without the
 * single-fetch ".data" suffix or a trailing slash. "/Checkout.data" → "/checkout".
 */
export function routePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep it as sent; React Router will not match it either
  }
  path = path.toLowerCase();
  if (path.endsWith(".data")) path = path.slice(0, -5);
  if (path === "/_root") return "/";
  while (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return path;
}

/** Multipart uploads only to the admin product form, the shop settings, a buyer's photos (the upload API, /cart), a review's photo and a thank-you note's photo; everything else 100 KB. */
export function bodyLimitFor(req: Pick<ExpressRequest, "method" | "path" | "headers">): number {
  if (req.method !== "POST" || !/^multipart\/form-data/i.test(req.headers["content-type"] ?? "")) return MAX_BODY_BYTES;
  const path = routePath(req.path);
  if (path === "/admin/products") return MAX_UPLOAD_BODY_BYTES;
  if (path === "/admin/settings") return MAX_SETTINGS_UPLOAD_BODY_BYTES;
  if (path === "/api/personal-uploads" || path.startsWith("/degerlendirme/") || path.startsWith("/tesekkur/")) return MAX_PERSONAL_PHOTO_BODY_BYTES;
  if (path === "/cart") return MAX_CART_PHOTOS_BODY_BYTES;
  return MAX_BODY_BYTES;
}

/** Sets a fresh nonce (res.locals.cspNonce) and every security header, before anything else answers. */
export function securityHeadersMiddleware(headers: SecurityHeaders): RequestHandler {
  return (_req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    for (const [name, value] of headers.forNonce(nonce)) res.setHeader(name, value);
    next();
  };
}

/** Refuses a declared Content-Length past the limit before reading a byte (the stream is counted too). */
export function bodyLimitMiddleware(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > bodyLimitFor(req)) {
      sendStatusAnswer(req, res, { status: 413 });
      return;
    }
    next();
  };
}

/** Express's `trust proxy` for TRUST_PROXY: the number of proxies in front whose X-Forwarded-For is believed. */
export function trustProxySetting(env: { TRUST_PROXY: number }): number | false {
  return env.TRUST_PROXY > 0 ? env.TRUST_PROXY : false;
}

/** The client's address: Express's req.ip, which reads X-Forwarded-For only under `trust proxy`. */
export function clientAddress(req: Pick<ExpressRequest, "ip" | "socket">): string {
  return normaliseAddress(req.ip ?? req.socket.remoteAddress ?? "127.0.0.1");
}

/** Which limit a request counts against, if any. */
export function rateLimitRuleFor(req: Pick<ExpressRequest, "method" | "path">, rules: ReturnType<typeof rateLimitRules>): RateLimitRule | null {
  const path = routePath(req.path);
  const reads = req.method === "GET" || req.method === "HEAD";
  if (path === "/api/search") return reads ? rules.search : null;
  if (reads || req.method === "OPTIONS") return null;
  if (path === "/checkout") return rules.checkout;
  if (path === "/admin") return rules.login;
  if (path === "/order-lookup") return rules.lookup;
  if (path.startsWith("/degerlendirme/")) return rules.review;
  // A thank-you note, a sender's answer, closing or reporting a thread (docs/product.md#thank-you-notes).
  if (path === "/tesekkur" || path.startsWith("/tesekkur/")) return rules.thanks;
  // A review's helpful vote posts to its product page (docs/product.md#reviews).
  if (/^\/product\/[^/]+$/.test(path)) return rules.vote;
  return null;
}

export function rateLimitMiddleware(limiter: RateLimiter, rules: ReturnType<typeof rateLimitRules>, logger: Logger): RequestHandler {
  let warnedAboutProxy = false;
  return async (req, res, next) => {
    const rule = rateLimitRuleFor(req, rules);
    if (!rule || rule.limit <= 0) return next();
    if (!warnedAboutProxy && !req.app.enabled("trust proxy") && req.headers["x-forwarded-for"]) {
      warnedAboutProxy = true;
      logger.warn("requests carry X-Forwarded-For but TRUST_PROXY is off: every client behind that proxy shares one address for the rate limits");
    }
    const decision = await limiter.check(rule, addressKey(clientAddress(req)));
    if (decision.allowed) return next();
    logger.warn({ requestId: res.locals.requestId, rule: rule.name, address: clientAddress(req) }, "rate limit reached");
    sendStatusAnswer(req, res, { status: 429, retryAfterSeconds: decision.retryAfterSeconds });
  };
}

/** The last handler: logs with the request id; answers in Turkish without any internal detail. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const requestId = res.locals.requestId as string | undefined;
    const declared = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    const unavailable = isDatabaseUnavailable(error);
    const status = unavailable ? 503 : typeof declared === "number" && declared >= 400 && declared < 500 ? declared : 500;
    if (status >= 500)
      logger.error({ err: error, requestId, url: req.originalUrl }, unavailable ? "request failed: the database cannot be reached" : "request failed");
    else logger.warn({ requestId, url: req.originalUrl, status, reason: (error as Error).message }, "request refused");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendStatusAnswer(req, res, { status, requestId, retryAfterSeconds: status === 503 ? 30 : undefined });
  };
}
