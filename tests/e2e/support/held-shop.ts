// A shop inside the test process: the BUILT app (build/server and build/client) over an embedded database the test
// holds open, so it can place an order, mark it delivered and run the review invitations with no delay
// (docs/product.md#reviews) — steps no browser takes — and read what the pages stored and the mails queued
// (docs/product.md#thank-you-notes).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "../../../app/db/client.server";
import { products } from "../../../app/db/schema";
import { parseEnv } from "../../../app/env.server";
import { catalogCache } from "../../../app/modules/catalog/cache.server";
import { seedDemoCatalogIfEmpty } from "../../../app/modules/catalog/demo-seed.server";
import { placeOrder } from "../../../app/modules/checkout/place-order.server";
import { completePayment } from "../../../app/modules/orders/payment-state.server";
import { createLogger } from "../../../app/modules/platform/logger.server";
import { inviteDueReviews } from "../../../app/modules/reviews/invitations.server";
import { updateShopSettings } from "../../../app/modules/settings/shop-settings.server";
import type { createExpressApp } from "../../../server/app";
import { frontDoor } from "../../../server/http/front-door";
import { createPageCache, isCatalogPath } from "../../../server/http/page-cache";
import { memoryCounter, RateLimiter, rateLimitRules } from "../../../server/http/rate-limit";
import { checkoutFields } from "../../support/order-fixtures";
import { invitationMail, markShippedAndDelivered, reviewLinksOf } from "../../support/review-fixtures";

const repo = path.resolve(import.meta.dirname, "../../..");

export interface HeldShop {
  url: string;
  database: DatabaseHandle;
  /** A paid order of the product `slug`, delivered now and invited at once: its review links as paths. */
  invitedOrder(slugs: readonly string[]): Promise<{ orderId: string; links: string[] }>;
  stop(): Promise<void>;
}

export async function startHeldShop(port: number): Promise<HeldShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "held-shop-"));
  const url = `http://127.0.0.1:${port}`;
  const config = parseEnv({ NODE_ENV: "production", PUBLIC_URL: url, DATA_DIR: dataDir, RATE_LIMIT_ENABLED: "false", LOG_LEVEL: "warn" });
  const logger = createLogger("warn");
  const database = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "db") });
  await seedDemoCatalogIfEmpty(database.db, config, logger);
  // No delay: the invitation is due the moment the order is delivered.
  await updateShopSettings(database.db, { actor: { id: null, email: "sahip@example.com" }, clientIp: null }, (current) => ({
    ...current,
    reviews: { ...current.reviews, inviteDelayDays: 0 },
  }));
  // The built server (server/app.ts with the React Router build inside), as `npm start` runs it.
  const bundle = (await import(pathToFileURL(path.join(repo, "build/server/index.js")).href)) as { createExpressApp: typeof createExpressApp };
  const catalog = catalogCache(database.db);
  const pageCache = createPageCache({ cacheable: isCatalogPath, version: () => catalog.currentVersion(), memory: false });
  const limiter = new RateLimiter(memoryCounter());
  const app = bundle.createExpressApp({
    database,
    config,
    logger,
    jobs: { kickMail() {} },
    limiter,
    serverBuild: undefined,
    pageCache,
    clientDir: path.join(repo, "build/client"),
  });
  const server = http.createServer(frontDoor({ app, pageCache, rules: rateLimitRules(config), logger }));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  return {
    url,
    database,
    async invitedOrder(slugs) {
      const db = database.db;
      const items = [];
      for (const slug of slugs) {
        const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
        items.push({ productId: product.id, quantity: 1 });
      }
      const placed = await placeOrder(db, { fields: checkoutFields, items, paymentMethod: "simulated" });
      await completePayment(db, { orderId: placed.id }, { publicUrl: url });
      const now = new Date();
      await markShippedAndDelivered(db, placed.id, { shippedAt: now, deliveredAt: now });
      await inviteDueReviews(db, { publicUrl: url, now: new Date(now.getTime() + 1000) });
      const links = reviewLinksOf(await invitationMail(db, placed.id)).map((link) => link.slice(url.length));
      return { orderId: placed.id, links };
    },
    async stop() {
      limiter.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
