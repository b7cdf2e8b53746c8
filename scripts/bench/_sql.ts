import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
const { db, close } = await openDatabase({ kind: "pglite", dir: path.join(process.argv[2], "pglite") });
for (const q of process.argv.slice(3)) {
  const t = performance.now();
  const r = (await db.execute(sql.raw(q))) as any;
  console.log(`-- ${(performance.now() - t).toFixed(1)} ms`);
  for (const row of r.rows) console.log(Object.values(row).join(" | "));
}
await close();
