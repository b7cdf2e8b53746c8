// Invoices and KVKK (docs/product.md#invoices, #kvkk). An invoice is kept with its order as long as the order is
// (the law's record); anonymising the order erases the personal data the invoice copied: an individual buyer's name,
// TCKN, address and e-mail (a `Nihai Tüketici` buyer names no one and stays so), and a company buyer's e-mail (the
// sender's); a company's title, VKN, tax office and address are no one's personal data and stay. Numbers, dates,
// lines and amounts stay. The KVKK export lists each order's invoice numbers.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { invoices } from "~/db/schema";
import { FINAL_CONSUMER_NAME, FINAL_CONSUMER_TCKN } from "~/lib/billing";
import type { InvoiceBuyer } from "~/lib/invoice";

/** The buyer with its personal data erased. */
export function erasedBuyer(buyer: InvoiceBuyer): InvoiceBuyer {
  if (buyer.kind === "company") return { ...buyer, email: "" };
  if (buyer.name === FINAL_CONSUMER_NAME && buyer.taxNumber === FINAL_CONSUMER_TCKN) return { ...buyer, address: null, email: "" };
  return { kind: "individual", name: "", taxNumber: "", taxOffice: "", address: null, email: "" };
}

/** Erases the personal data of these orders' invoices (not anonymised yet), in the anonymisation's transaction. */
export async function eraseInvoicePersonalData(tx: Executor, orderIds: string[], now = new Date()): Promise<number> {
  if (orderIds.length === 0) return 0;
  const rows = await tx
    .select({ id: invoices.id, buyer: invoices.buyer })
    .from(invoices)
    .where(and(inArray(invoices.orderId, orderIds), isNull(invoices.anonymisedAt)));
  for (const row of rows)
    await tx
      .update(invoices)
      .set({ buyer: erasedBuyer(row.buyer), anonymisedAt: now, updatedAt: now })
      .where(eq(invoices.id, row.id));
  return rows.length;
}

/** The rows (orders of a KVKK export) each with its invoices' numbers, oldest first. */
export async function withInvoiceNumbers<Row extends { id: string }>(db: Executor, rows: Row[]): Promise<(Row & { invoiceNumbers: string[] })[]> {
  const byOrder = new Map<string, string[]>();
  if (rows.length > 0) {
    const found = await db
      .select({ orderId: invoices.orderId, number: invoices.number })
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(invoices.issuedAt), asc(invoices.number));
    for (const { orderId, number } of found) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), number]);
  }
  return rows.map((row) => ({ ...row, invoiceNumbers: byOrder.get(row.id) ?? [] }));
}
