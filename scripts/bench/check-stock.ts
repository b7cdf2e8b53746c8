// After a bench server has stopped: checks that order placement oversold nothing. For every product the
// load bought from, the stock left plus the units held by the orders the load placed (not released) must be
// exactly what the generator gave it, and no stock may be negative.
//   tsx --tsconfig tsconfig.json scripts/bench/check-stock.ts --data-dir DIR [--database-url URL] --expect '{"<id>": 100000, ...}'
// Prints one JSON line: { ok, placedOrders, checked, problems[] }.
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";

const { values } = parseArgs({
  options: { "data-dir": { type: "string" }, "database-url": { type: "string" }, expect: { type: "string" } },
});
const expected: Record<string, number> = JSON.parse(values.expect ?? "{}");
const database = values["database-url"]
  ? await openDatabase({ kind: "postgres", url: values["database-url"] })
  : await openDatabase({ kind: "pglite", dir: path.join(values["data-dir"] ?? "", "pglite") });
try {
  const { rows } = (await database.db.execute(sql`
    select p.id, p.stock,
      coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
                where oi.product_id = p.id and o.order_number not like 'ORD-BENCH-%' and o.stock_released_at is null), 0)::int as held
    from products p where p.id::text in (select jsonb_array_elements_text(${JSON.stringify(Object.keys(expected))}::jsonb))`)) as unknown as {
    rows: { id: string; stock: number; held: number }[];
  };
  const problems = rows
    .filter((r) => r.stock < 0 || r.stock + r.held !== expected[r.id])
    .map((r) => ({ id: r.id, stock: r.stock, held: r.held, expected: expected[r.id] }));
  const counted = (await database.db.execute(sql`select count(*)::int as placed from orders where order_number not like 'ORD-BENCH-%'`)) as unknown as {
    rows: { placed: number }[];
  };
  const [{ placed }] = counted.rows;
  console.log(
    JSON.stringify({ ok: problems.length === 0 && rows.length === Object.keys(expected).length, placedOrders: placed, checked: rows.length, problems }),
  );
} finally {
  await database.close();
}
