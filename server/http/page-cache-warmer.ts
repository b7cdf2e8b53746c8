// Pages ready before the first shopper asks: when the catalogue version changes (an admin edit, or the
// start), the most visited catalogue pages are rendered again in the background and stored by the page
// cache (server/http/page-cache.ts), so the first shopper after an edit is answered from memory instead
// of waiting for a render (and a crowd arriving together does not render the same page many times).
// Stored pages are fresh for 5 s only (stock may change with orders), so for `keepFreshMs` after a change
// the pages are rendered again as they expire: the owner checking an edit a minute later, or the first
// shopper, still gets a stored page. After that, the pages expire and render on demand as before.
// Bounded: one page at a time, at most `maxPages`; nothing while the database does not answer.
import http from "node:http";
import type { Database } from "~/db/client.server";
import { listingHref } from "~/lib/listing-params";
import type { Logger } from "~/modules/platform/logger.server";
import { cachedShopCategories } from "~/modules/catalog/cache.server";
import type { PageCache } from "./page-cache";

export interface PageWarmerOptions {
  /** The catalogue version now (it throws while the database does not answer). */
  version(): Promise<number>;
  /** The canonical URLs to have stored, most visited first. */
  pages(): Promise<string[]>;
  /** Whether a fresh page of the current version is stored under this URL already. */
  isStored(url: string): Promise<boolean>;
  /** Asks the shop for the page the way a shopper would (so it renders and stores it); its HTTP status. */
  render(url: string): Promise<number>;
  logger: Logger;
  /** How often (ms) to look at the version; 0: only when check() is called. */
  checkEveryMs?: number;
  maxPages?: number;
  /** How long after a catalogue change the pages are kept rendered (default 2 minutes). */
  keepFreshMs?: number;
  now?: () => number;
}

export interface PageWarmer {
  /** Looks at the version and, if it changed since the last complete round, renders the pages (shared while under way). */
  check(): Promise<void>;
  stop(): void;
}

export function startPageWarmer(options: PageWarmerOptions): PageWarmer {
  const maxPages = options.maxPages ?? 50;
  const keepFreshMs = options.keepFreshMs ?? 120_000;
  const now = options.now ?? Date.now;
  let warmedVersion: number | null = null;
  /** When the current version was first seen. */
  let changedAt = 0;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function round() {
    let version: number;
    try {
      version = await options.version();
    } catch {
      return; // an outage: nothing to render, the shop answers 503
    }
    if (version !== warmedVersion) changedAt = now();
    else if (now() - changedAt >= keepFreshMs) return;
    let rendered = 0;
    for (const url of (await options.pages()).slice(0, maxPages)) {
      if (stopped) return;
      // A newer edit while this round ran: the next round renders the newer pages.
      if ((await options.version()) !== version) return;
      if (await options.isStored(url)) continue;
      const status = await options.render(url);
      // 0: no answer at all.
      if (status >= 500 || status === 0) {
        options.logger.warn({ url, status }, "page warm-up stopped: the shop answered with an error");
        return;
      }
      rendered++;
    }
    if (warmedVersion !== version) options.logger.debug({ version, rendered }, "catalogue pages rendered ahead of shoppers");
    warmedVersion = version;
    if (rendered > 0) options.logger.trace({ version, rendered }, "catalogue pages kept rendered");
  }

  function check(): Promise<void> {
    running ??= round()
      .catch((error: unknown) => options.logger.warn({ err: error }, "page warm-up failed"))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = options.checkEveryMs ? setInterval(() => void check(), options.checkEveryMs) : null;
  timer?.unref();
  return {
    check,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}

/** The pages shoppers open most: the home page, the product list's first page, each category's first page. */
export async function mostVisitedPages(db: Database): Promise<string[]> {
  const categories = await cachedShopCategories(db);
  return ["/", "/products", ...categories.map((category) => listingHref({ category: category.slug }))];
}

/** A GET of `url` from the shop listening at `origin` (e.g. http://127.0.0.1:3000), body discarded. */
export function requestOwnPage(origin: string, url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(new URL(url, origin), { headers: { "accept-encoding": "identity", "user-agent": "page-warmer" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", () => resolve(0));
    });
    request.on("error", () => resolve(0));
  });
}

/** The shop's warmer: the most visited pages, asked of the shop's own server at `origin`. */
export function startShopPageWarmer({
  db,
  pageCache,
  version,
  origin,
  logger,
  checkEveryMs,
}: {
  db: Database;
  pageCache: PageCache;
  version: () => Promise<number>;
  origin: string;
  logger: Logger;
  checkEveryMs?: number;
}): PageWarmer {
  return startPageWarmer({
    version,
    pages: () => mostVisitedPages(db),
    isStored: (url) => pageCache.isStored(url),
    render: (url) => requestOwnPage(origin, url),
    logger,
    checkEveryMs,
  });
}
