import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
const { db, close } = await openDatabase({ kind: "pglite", dir: path.join(process.argv[2], "pglite") });
for (const q of process.argv.slice(3)) {
  for (let i = 0; i < 3; i++) await db.execute(sql.raw(q));
  const c = process.cpuUsage();
  for (let i = 0; i < 30; i++) await db.execute(sql.raw(q));
  const u = process.cpuUsage(c);
  console.log(`${((u.user + u.system) / 1000 / 30).toFixed(2)} ms CPU  ${q.slice(0, 110)}`);
}
await close();
