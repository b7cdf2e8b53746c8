import type { Database } from "~/db/client.server";
import type { Env } from "~/env.server";
import type { Logger } from "~/modules/platform/logger.server";

/** What the server hands every loader and action (server/app.ts builds it per request). */
export interface ShopContext {
  db: Database;
  env: Env;
  logger: Logger;
  requestId: string;
  /** The shopper's address (from X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
  /** This response's Content-Security-Policy nonce (a fresh one per request; app/entry.server.tsx uses it). */
  cspNonce: string;
  /** Background jobs: ask the mail worker to deliver queued mail now. */
  jobs: { kickMail(): void };
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: React Router's context gets our fields
  interface AppLoadContext extends ShopContext {}
}
