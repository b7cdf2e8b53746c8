import { expect, it } from "vitest";
import { checkHealth } from "~/modules/health/health.server";
import { createTestDatabase, availableDatabaseKinds } from "../support/databases";

for (const kind of availableDatabaseKinds()) {
  it(`health is ok while the ${kind} database answers, 503 once it cannot`, async () => {
    const handle = await createTestDatabase(kind);
    expect(await checkHealth(handle.db, kind)).toEqual({ httpStatus: 200, report: { status: "ok", database: kind } });
    await handle.close();
    expect(await checkHealth(handle.db, kind)).toEqual({ httpStatus: 503, report: { status: "unavailable", database: kind } });
  });
}
