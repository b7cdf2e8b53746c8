// The shop's HTTP server: bundled by Vite together with the React Router app (see server.js).
import "react-router";
import type { ServerBuild } from "react-router";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import type { ViteDevServer } from "vite";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { acquireDataDirLock } from "~/db/data-dir-lock.server";
import { type Env, env as readEnv, setEnv } from "~/env.server";
import { createLogger, type Logger } from "~/modules/platform/logger.server";
import { catalogCache, catalogCacheMode } from "~/modules/catalog/cache.server";
import { seedDemoCatalogIfEmpty } from "~/modules/catalog/demo-seed.server";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { checkHealth } from "~/modules/health/health.server";
import { startMailWorker } from "~/modules/mail/outbox.server";
import { createMailTransport } from "~/modules/mail/transport.server";
import { startOrderJobs } from "~/modules/jobs/order-jobs.server";
import { startInvoiceSending } from "~/modules/invoices/invoice-sending.server";
import { frontDoor } from "./http/front-door";
import { gracefulServer } from "./http/graceful-close";
import { BROTLI_WINDOW_BITS, createPageCache, isCatalogPath, type PageCache } from "./http/page-cache";
import { serveMedia } from "./http/media-route";
import { servePrivateMedia } from "./http/private-media-route";
import { createFileStorage } from "~/modules/media/storage.server";
import { configureImageBase, publicImageBase } from "~/lib/media";
import { sentUrl } from "./http/page-cache-key";
import { startShopPageWarmer } from "./http/page-cache-warmer";
import { createSecurityHeaders } from "./http/security-headers";
import { serveBuildAssets } from "./http/static-assets";
import {
  bodyLimitFor,
  bodyLimitMiddleware,
  clientAddress,
  errorHandler,
  rateLimitMiddleware,
  securityHeadersMiddleware,
  trustProxySetting,
} from "./http/middleware";
import { memoryCounter, RateLimiter, rateLimitRules } from "./http/rate-limit";
import { methodGuard, privateAnswerGuard, sameOriginGuard } from "./http/request-guards";
import { createShopRequestHandler } from "./http/request-handler";

// server.js asks the bundle whether to run the shop here or as WEB_CONCURRENCY worker processes.
export { clusterPlan, runClusterPrimary } from "./cluster";

export interface StartOptions {
  viteDevServer?: ViteDevServer;
  clientDir?: string;
}

export async function startShop(options: StartOptions = {}) {
  const config: Env = readEnv();
  setEnv(config);
  const logger = createLogger(config.LOG_LEVEL);

  const lock = config.DATABASE_URL ? null : acquireDataDirLock(config.DATA_DIR);
  let database: DatabaseHandle;
  try {
    database = config.DATABASE_URL
      ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL })
      : await openDatabase({ kind: "pglite", dir: path.join(config.DATA_DIR, "pglite") });
  } catch (error) {
    lock?.release();
    throw error;
  }
  logger.info({ database: database.kind }, "database ready, migrations applied");

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    // Created when missing; an existing admin's password is left as the owner set it.
    const outcome = await upsertAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, { resetPassword: false });
    if (outcome === "created") logger.info({ email: config.ADMIN_EMAIL }, "admin account created");
  }

  const seeded = await seedDemoCatalogIfEmpty(database.db, config, logger);
  if (seeded) logger.info({ products: seeded.products }, "demo catalogue loaded");

  const mailWorker = startMailWorker({ db: database.db, transport: createMailTransport(config), logger, storage: createFileStorage(config) });
  const orderJobs = startOrderJobs({ db: database.db, env: config, logger, onPaid: () => mailWorker.kick() });
  // Issued invoices to the e-Arşiv integrator (Paraşüt) when the settings choose one (docs/decisions/0031).
  const invoiceSending = startInvoiceSending({ db: database.db, env: config, logger });
  const jobs = { kickMail: () => mailWorker.kick() };
  const rules = rateLimitRules(config);
  // PGlite: one process only (the data-folder lock), so its memory is the shared state; PostgreSQL: the database.
  const limiter = new RateLimiter(database.kind === "pglite" ? memoryCounter() : database.db, { logger });
  limiter.startPruning(rules.search.windowMs);

  const serverBuild: ServerBuild | undefined = options.viteDevServer ? undefined : await import("virtual:react-router/server-build");
  // Catalogue pages kept in memory for the current catalogue version (docs/decisions/0008). The version is
  // asked of the database at least once a second, so within a second of losing its database the shop stops
  // serving stored pages and answers 503 like the rest.
  const catalog = catalogCache(database.db);
  const pageCache = createPageCache({ cacheable: isCatalogPath, version: () => catalog.currentVersion(), memory: catalogCacheMode() === "on" });
  const app = createExpressApp({ database, config, logger, jobs, limiter, serverBuild, pageCache, ...options });
  const server = http.createServer();
  const graceful = gracefulServer(server);
  server.on("request", graceful.listener(frontDoor({ app, pageCache, rules, logger })));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ port, url: config.PUBLIC_URL }, "shop listening");
  // The most visited pages rendered again after each catalogue change, asked of this server itself.
  const loopback = typeof address === "object" && address && !["0.0.0.0", "::"].includes(address.address) ? address.address : "127.0.0.1";
  const warmer =
    catalogCacheMode() === "on"
      ? startShopPageWarmer({
          db: database.db,
          pageCache,
          version: () => catalog.currentVersion(),
          origin: `http://${loopback.includes(":") ? `[${loopback}]` : loopback}:${port}`,
          logger,
          checkEveryMs: 1000,
        })
      : null;

  let stopping: Promise<void> | null = null;
  async function stop(signal: string) {
    stopping ??= (async () => {
      logger.info({ signal }, "shutting down: finishing in-flight requests");
      // Stop accepting; let requests in flight finish (their connections close after the answer); idle
      // keep-alive sockets go at once; whatever is still open after 10 s is cut.
      warmer?.stop();
      await graceful.close(10_000);
      limiter.stop();
      await orderJobs.stop();
      await invoiceSending.stop();
      await mailWorker.stop();
      await database.close();
      lock?.release();
      logger.info("stopped");
    })();
    return stopping;
  }

  return { server, port, database, logger, config, stop };
}

/** The files at the top of the client build other than /assets (e.g. /favicon.svg), as request paths. */
function listPublicFiles(clientDir: string): Set<string> {
  const files = fs.readdirSync(clientDir, { recursive: true, withFileTypes: true });
  return new Set(
    files
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
      .filter((file) => !file.startsWith("/assets/")),
  );
}

export function createExpressApp({
  database,
  config,
  logger,
  viteDevServer,
  clientDir,
  jobs,
  limiter,
  serverBuild,
  pageCache,
}: {
  database: DatabaseHandle;
  config: Env;
  logger: Logger;
  jobs: { kickMail(): void };
  limiter: RateLimiter;
  serverBuild: ServerBuild | undefined;
  pageCache: PageCache;
} & StartOptions) {
  // Image URLs built on the server (pages, JSON-LD, Open Graph) point at MEDIA_PUBLIC_URL when it is set.
  configureImageBase(publicImageBase(config));
  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-For only from TRUST_PROXY proxies (a hop count: 1 = the nearest proxy's view; 0 = ignore it).
  app.set("trust proxy", trustProxySetting(config));

  app.use((req, res, next) => {
    const requestId = randomUUID();
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ requestId, method: req.method, url: sentUrl(req), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    next();
  });
  app.use(securityHeadersMiddleware(createSecurityHeaders(config, { development: Boolean(viteDevServer) })));
  app.use(methodGuard(), privateAnswerGuard());
  // Pages rendered on the fly: brotli's quality 4 (compression()'s default) with a small window (page-cache.ts).
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } } }));

  app.get("/healthz", async (_req, res) => {
    const { httpStatus, report } = await checkHealth(database.db, database.kind);
    if (httpStatus !== 200) logger.error("health check failed: the database does not answer");
    res.status(httpStatus).setHeader("Cache-Control", "no-store").json(report);
  });

  app.use(sameOriginGuard(config.PUBLIC_URL, logger));
  app.use(bodyLimitMiddleware());
  app.use(rateLimitMiddleware(limiter, rateLimitRules(config), logger));

  app.get("/media/*path", serveMedia({ dataDir: config.DATA_DIR, logger, storage: createFileStorage(config) }));
  app.all("/private-media/*path", servePrivateMedia({ db: database.db, storage: createFileStorage(config), logger }));

  if (viteDevServer) {
    app.use(viteDevServer.middlewares);
  } else if (clientDir) {
    app.use("/assets", serveBuildAssets(path.join(clientDir, "assets")));
    // The few other files of the build (favicon…) by name: a static handler asked about every page's path
    // would look on disk first (a stat and an error object per page request).
    const publicFiles = listPublicFiles(clientDir);
    const servePublic = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));
  }

  // Catalogue pages: ETag + 304, public s-maxage caching (docs/decisions/0008); with the pages-in-memory mode,
  // stored and served.
  app.use(pageCache.middleware);

  const databaseAnswers = async () => (await checkHealth(database.db, database.kind, 1500)).httpStatus === 200;
  app.use(
    createShopRequestHandler({
      // Under Vite the build is asked for on every request (it changes as files are edited); built, it is
      // one object, so React Router prepares its route table once instead of per request.
      build: serverBuild ?? (() => import("virtual:react-router/server-build")),
      // Errors reach the browser sanitised ("production") except under Vite's dev server.
      mode: viteDevServer ? "development" : "production",
      bodyLimit: bodyLimitFor,
      databaseAnswers,
      getLoadContext: (req, res) => ({
        db: database.db,
        env: config,
        logger: logger.child({ requestId: res.locals.requestId }),
        requestId: res.locals.requestId as string,
        clientIp: clientAddress(req),
        cspNonce: res.locals.cspNonce as string,
        jobs,
      }),
    }),
  );
  app.use(errorHandler(logger));
  return app;
}
