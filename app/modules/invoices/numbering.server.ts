// Invoice numbers (docs/product.md#invoices): per series and year, consecutive with no gaps, safe with several
// servers. The next number is taken in the invoice's own transaction by one upsert of invoice_sequences: the row
// lock it takes makes a second server's transaction wait for this one to end, and a transaction that rolls back
// gives its number back with it, so no number is ever skipped or given twice.
import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { istanbulDay } from "~/lib/dates";
import { invoiceNumber } from "~/lib/invoice";

/** The invoice year of an instant: its calendar year in Istanbul (an invoice issued at 00:30 on 1 January is the new year's). */
export function invoiceYear(issuedAt: Date): number {
  return Number(istanbulDay(issuedAt).slice(0, 4));
}

export interface TakenNumber {
  series: string;
  year: number;
  sequence: number;
  number: string;
}

/** Takes `count` consecutive numbers of the series and year in `tx` (the first of them is answered first). */
export async function takeInvoiceNumbers(tx: Executor, series: string, year: number, count: number): Promise<TakenNumber[]> {
  if (count <= 0) return [];
  const result = await tx.execute(
    sql`INSERT INTO invoice_sequences (series, year, last_sequence) VALUES (${series}, ${year}, ${count})
        ON CONFLICT (series, year) DO UPDATE SET last_sequence = invoice_sequences.last_sequence + ${count}
        RETURNING last_sequence`,
  );
  const last = Number((result as unknown as { rows: { last_sequence: number | string }[] }).rows[0].last_sequence);
  return Array.from({ length: count }, (_, i) => {
    const sequence = last - count + 1 + i;
    return { series, year, sequence, number: invoiceNumber(series, year, sequence) };
  });
}

/** The next number of the series and year, taken in `tx`. */
export async function takeInvoiceNumber(tx: Executor, series: string, year: number): Promise<TakenNumber> {
  const [taken] = await takeInvoiceNumbers(tx, series, year, 1);
  return taken;
}
