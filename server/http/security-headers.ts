// Security headers for every response (docs/decisions/0006-security-headers-and-limits.md): an enforced
// Content-Security-Policy with a fresh nonce per request, HSTS on https, and the usual hardening headers.
import { randomBytes } from "node:crypto";
import type { Env } from "~/env.server";

type HeaderEnv = Pick<Env, "PUBLIC_URL" | "PAYMENT_PROVIDER" | "PAYTR_MERCHANT_ID" | "PAYTR_MERCHANT_KEY" | "PAYTR_MERCHANT_SALT" | "PAYTR_IFRAME_URL"> &
  Partial<Pick<Env, "MEDIA_PUBLIC_URL" | "IYZICO_API_KEY" | "IYZICO_SECRET_KEY" | "IYZICO_BASE_URL">>;

export interface SecurityHeaderOptions {
  /** Vite's dev server (HMR): allows what it needs (the <style> elements it injects, its websocket). */
  development?: boolean;
}

/** 128 random bits, base64: a new one for every response. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The origin PayTR's card form and iframeResizer.min.js come from, when PayTR's merchant settings are all present
 * (the shop settings may choose PayTR whatever PAYMENT_PROVIDER says); otherwise null (nothing of PayTR's is allowed).
 */
export function paytrOrigin(env: HeaderEnv): string | null {
  if (!env.PAYTR_MERCHANT_ID || !env.PAYTR_MERCHANT_KEY || !env.PAYTR_MERCHANT_SALT) return null;
  return new URL(env.PAYTR_IFRAME_URL).origin;
}

/** iyzico's hosted payment page by API host: its live and sandbox form pages (paymentPageUrl) are on these origins. */
const IYZICO_FORM_ORIGINS: Record<string, string> = {
  "https://api.iyzipay.com": "https://cpp.iyzipay.com",
  "https://sandbox-api.iyzipay.com": "https://sandbox-cpp.iyzipay.com",
};

/**
 * The origin of iyzico's hosted payment page when iyzico's keys are set (the settings may choose it whatever
 * PAYMENT_PROVIDER says); otherwise null. The checkout's form, sent without JavaScript, is answered with a redirect
 * there, and form-action governs where a form's redirects may lead. Any other API address (a local stand-in)
 * serves its form page itself.
 */
export function iyzicoFormOrigin(env: HeaderEnv): string | null {
  if (!env.IYZICO_API_KEY || !env.IYZICO_SECRET_KEY) return null;
  const api = new URL(env.IYZICO_BASE_URL ?? "https://api.iyzipay.com").origin;
  return IYZICO_FORM_ORIGINS[api] ?? api;
}

/**
 * Builds the per-request headers. The policy is computed once; only the nonce changes per request.
 * PayTR is allowed on every page (not only /payment/…): a client-side navigation from /checkout to
 * /payment keeps the policy of the first document.
 */
export function createSecurityHeaders(env: HeaderEnv, options: SecurityHeaderOptions = {}) {
  const paytr = paytrOrigin(env);
  const dev = options.development === true;
  const https = new URL(env.PUBLIC_URL).protocol === "https:";

  const policy = [
    "default-src 'self'",
    ["script-src 'self' 'nonce-{NONCE}'", paytr].filter(Boolean).join(" "),
    // Styles: the stylesheet files, and <style> elements only with the nonce. Style attributes (React's
    // style prop) stay allowed: they cannot load anything or run script. Vite injects <style> in dev.
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self' 'nonce-{NONCE}'",
    "style-src-attr 'unsafe-inline'",
    // Product images come from the public bucket or CDN when MEDIA_PUBLIC_URL is set.
    ["img-src 'self' data: blob:", env.MEDIA_PUBLIC_URL ? new URL(env.MEDIA_PUBLIC_URL).origin : null].filter(Boolean).join(" "),
    "font-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "media-src 'self'",
    paytr ? `frame-src ${paytr}` : "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    ["form-action 'self'", iyzicoFormOrigin(env)].filter(Boolean).join(" "),
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  // Split once; a response only joins the parts around its nonce.
  const parts = policy.split("{NONCE}");

  const fixed: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), usb=()"],
    ["Origin-Agent-Cluster", "?1"],
    ["X-DNS-Prefetch-Control", "off"],
  ];
  if (https) fixed.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);

  /** The Content-Security-Policy value for one response. */
  const contentSecurityPolicy = (nonce: string): string => parts.join(nonce);
  return {
    paytrOrigin: paytr,
    contentSecurityPolicy,
    /** Every header for one response, CSP included. */
    forNonce: (nonce: string): [string, string][] => [["Content-Security-Policy", contentSecurityPolicy(nonce)], ...fixed],
  };
}

export type SecurityHeaders = ReturnType<typeof createSecurityHeaders>;
