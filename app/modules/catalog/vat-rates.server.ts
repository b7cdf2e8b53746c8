// Which KDV rate a product is sold at (docs/product.md#vat): its own rate, else the highest rate its categories
// name (a product in a 10% and a 20% category is not sold at the lower one by accident), else the shop's default.
import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { categories, productCategories, products } from "~/db/schema";
import { isVatRate, type VatRate } from "~/lib/vat";

export async function productVatRates(db: Executor, productIds: readonly string[], defaultRate: VatRate): Promise<Map<string, VatRate>> {
  const ids = [...new Set(productIds)];
  const rates = new Map<string, VatRate>(ids.map((id) => [id, defaultRate]));
  if (ids.length === 0) return rates;
  // Written out with aliases: in a one-table select Drizzle leaves columns unqualified, which the subquery would misread.
  const result = await db.execute<{ id: string; rate: number | null }>(sql`
    select p.id, coalesce(p.vat_rate, (
      select max(c.vat_rate) from ${productCategories} pc join ${categories} c on c.id = pc.category_id where pc.product_id = p.id
    )) as rate
    from ${products} p
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  const rows = (result as unknown as { rows: { id: string; rate: number | null }[] }).rows;
  for (const row of rows) {
    const rate = row.rate === null ? null : Number(row.rate);
    if (isVatRate(rate)) rates.set(row.id, rate);
  }
  return rates;
}
