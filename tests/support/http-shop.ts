// The whole shop over HTTP inside the test process: the server's own Express app (server/app.ts's
// createExpressApp, behind the front door) with a React Router build put together from app/routes.ts
// (the same route ids as the Vite plugin's), on a port of its own and a test database. For tests that
// must see what a client sees (headers, status, the log) without building the app first.
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type ServerBuild, UNSAFE_withComponentProps as withComponentProps, UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import { type Env, parseEnv } from "~/env.server";
import pino from "pino";
import type { Logger } from "~/modules/platform/logger.server";
import { catalogCache } from "~/modules/catalog/cache.server";
import { createExpressApp } from "../../server/app";
import { frontDoor } from "../../server/http/front-door";
import { createPageCache, isCatalogPath, type PageCache } from "../../server/http/page-cache";
import { type PageWarmer, startShopPageWarmer } from "../../server/http/page-cache-warmer";
import { memoryCounter, RateLimiter, rateLimitRules } from "../../server/http/rate-limit";

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  file: string;
  children?: RouteEntry[];
}

let buildPromise: Promise<ServerBuild> | undefined;

/** A server build like the Vite plugin's, from app/routes.ts and the route modules themselves. */
export function testServerBuild(): Promise<ServerBuild> {
  buildPromise ??= (async () => {
    const routeConfig = (await import("~/routes")).default as RouteEntry[];
    const routes: ServerBuild["routes"] = {};
    const assetRoutes: ServerBuild["assets"]["routes"] = {};
    const add = async (entry: RouteEntry, parentId: string | undefined) => {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      const source = await import(/* @vite-ignore */ path.join(import.meta.dirname, "../../app", entry.file));
      // What the Vite plugin does to a route module: its components get loaderData, params… as props.
      const module = {
        ...source,
        default: source.default && withComponentProps(source.default),
        ErrorBoundary: source.ErrorBoundary && withErrorBoundaryProps(source.ErrorBoundary),
      };
      routes[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module };
      assetRoutes[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module: `/assets/${id}.js`,
        hasAction: typeof module.action === "function",
        hasLoader: typeof module.loader === "function",
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: typeof source.ErrorBoundary === "function",
        imports: [],
        css: [],
      } as unknown as ServerBuild["assets"]["routes"][string];
      for (const child of entry.children ?? []) await add(child, id);
    };
    await add({ id: "root", path: "", file: "root.tsx" }, undefined);
    for (const entry of routeConfig) await add(entry, "root");
    return {
      entry: { module: await import("~/entry.server") },
      routes,
      assets: { entry: { module: "/assets/entry.client.js", imports: [] }, routes: assetRoutes, url: "/assets/manifest.js", version: "test" },
      publicPath: "/",
      assetsBuildDirectory: "build/client",
      future: {},
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
      basename: "/",
    } as unknown as ServerBuild;
  })();
  return buildPromise;
}

export interface LogLine {
  /** pino's level: 50 error, 40 warn. */
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A pino logger (warn and above) that keeps its lines for the test instead of writing them out. */
export function recordingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level: "warn" }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

export interface HttpShop {
  url: string;
  env: Env;
  log: LogLine[];
  pageCache: PageCache;
  /** The page warmer, without its timer: `await shop.warmer.check()` does one round. */
  warmer: PageWarmer;
  close(): Promise<void>;
}

/** The shop on 127.0.0.1:<free port> over `database`; `env` as the process environment would give it. */
export async function startHttpShop(database: DatabaseHandle, env: Record<string, string> = {}): Promise<HttpShop> {
  const { logger, lines } = recordingLogger();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = parseEnv({ PUBLIC_URL: url, RATE_LIMIT_ENABLED: "false", ...env });
  const rules = rateLimitRules(config);
  const limiter = new RateLimiter(memoryCounter(), { logger });
  const catalog = catalogCache(database.db);
  const pageCache = createPageCache({ cacheable: isCatalogPath, version: () => catalog.currentVersion(), memory: true });
  const app = createExpressApp({
    database,
    config,
    logger,
    jobs: { kickMail: () => {} },
    limiter,
    serverBuild: await testServerBuild(),
    pageCache,
  });
  server.on("request", frontDoor({ app, pageCache, rules, logger }));
  return {
    url,
    env: config,
    log: lines,
    pageCache,
    warmer: startShopPageWarmer({ db: database.db, pageCache, version: () => catalog.currentVersion(), origin: url, logger }),
    close: () =>
      new Promise<void>((resolve) => {
        limiter.stop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
