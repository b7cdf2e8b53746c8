// Every cookie the shop sets, in one list (docs/product.md#cookie-notice): the cookie policy page (/cookie-policy)
// lists them from here (their purposes in Turkish: app/lib/i18n/cookies.ts), and app/lib/cookies.test.ts fails when
// the code names a cookie (in a constant whose name ends in _COOKIE, a createCookie call or a literal Set-Cookie
// text) that is not in this list, or the list one the code no longer names. All are first-party and necessary (`Zorunlu`): none is for analytics or advertising, so none
// asks for consent; any such cookie added later must be asked for first (opt-in), before it is set.

import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_MAX_AGE } from "./cookie-notice";

/** Who the cookie is set for: every visitor of the shop, or only the shop's staff signing in to the admin. */
export type CookieAudience = "shopper" | "admin";

export interface CookieEntry {
  name: string;
  audience: CookieAudience;
  /** How long it is kept, in seconds (0: until the browser closes). */
  maxAgeSeconds: number;
  /** Whether only the server can read it (HttpOnly); a cookie the page's script reads or writes is not. */
  httpOnly: boolean;
  /** The path it is sent for. */
  path: string;
  /**
   * Whether catalogue pages render the same with or without it, so that the page cache may serve a request
   * carrying it the stored public page (server/http/page-cache.ts).
   */
  publicPagesIgnoreIt: boolean;
}

const DAY = 60 * 60 * 24;

export const COOKIES: readonly CookieEntry[] = [
  {
    name: "cart",
    audience: "shopper",
    maxAgeSeconds: 30 * DAY,
    httpOnly: false,
    path: "/",
    publicPagesIgnoreIt: true,
  },
  {
    name: "indirim_kodu",
    audience: "shopper",
    maxAgeSeconds: 7 * DAY,
    httpOnly: true,
    path: "/",
    publicPagesIgnoreIt: true,
  },
  {
    name: "last_order",
    audience: "shopper",
    maxAgeSeconds: DAY,
    httpOnly: true,
    path: "/order-confirmation",
    publicPagesIgnoreIt: false,
  },
  {
    name: "bulunamadi",
    audience: "shopper",
    maxAgeSeconds: 60,
    httpOnly: true,
    path: "/",
    publicPagesIgnoreIt: false,
  },
  {
    name: COOKIE_NOTICE_COOKIE,
    audience: "shopper",
    maxAgeSeconds: COOKIE_NOTICE_MAX_AGE,
    httpOnly: false,
    path: "/",
    publicPagesIgnoreIt: true,
  },
  {
    name: "admin_session",
    audience: "admin",
    maxAgeSeconds: 7 * DAY,
    httpOnly: true,
    path: "/",
    publicPagesIgnoreIt: false,
  },
  {
    name: "admin_2fa",
    audience: "admin",
    maxAgeSeconds: 5 * 60,
    httpOnly: true,
    path: "/admin",
    publicPagesIgnoreIt: false,
  },
];

/** The names of the cookies catalogue pages never read: a request carrying only these still gets the stored public page. */
export const PUBLIC_PAGE_COOKIES: ReadonlySet<string> = new Set(COOKIES.filter((cookie) => cookie.publicPagesIgnoreIt).map((cookie) => cookie.name));
