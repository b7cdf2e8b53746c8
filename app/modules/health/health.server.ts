import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

export interface HealthReport {
  status: "ok" | "unavailable";
  database: string;
}

/** GET /healthz: 200 when the database answers a query, 503 when it cannot. */
export async function checkHealth(db: Database, kind: string, timeoutMs = 3000): Promise<{ httpStatus: 200 | 503; report: HealthReport }> {
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error("database health check timed out")), timeoutMs).unref()),
    ]);
    return { httpStatus: 200, report: { status: "ok", database: kind } };
  } catch {
    return { httpStatus: 503, report: { status: "unavailable", database: kind } };
  }
}
