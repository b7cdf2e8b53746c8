import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
const { db, close } = await openDatabase({ kind: "pglite", dir: path.join(process.argv[2], "pglite") });
for (const q of process.argv.slice(3)) {
  if (q.startsWith("!")) { await db.execute(sql.raw(q.slice(1))); continue; }
  await db.execute(sql.raw(q));
  const t = performance.now();
  for (let i = 0; i < 20; i++) await db.execute(sql.raw(q));
  console.log(`${((performance.now() - t) / 20).toFixed(2)} ms  ${q.slice(0, 150)}`);
}
await close();
