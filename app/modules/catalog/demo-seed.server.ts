import type { Database } from "~/db/client.server";
import type { Env } from "~/env.server";
import type { Logger } from "~/lib/logger.server";

export async function seedDemoCatalogIfEmpty(_db: Database, _env: Env, _logger: Logger): Promise<{ products: number } | null> {
  return null;
}
