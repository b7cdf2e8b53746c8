// Orders with a thank-you code for the recipient's page (docs/product.md#thank-you-notes): a paid order made shipped
// and delivered at given moments, with a code set directly and sender and recipient details no page may show
// (SECRETS), each distinct from the shop's own address, which every page's footer and every mail prints.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";
import { formatThanksCode } from "~/lib/thanks";
import { newThanksCode } from "~/modules/thanks/thanks-codes.server";
import { deliveredOrder } from "./review-fixtures";

export const SECRET_DETAILS = {
  senderEmail: "gizli.gonderen@example.com",
  recipientName: "Zeynep Saklıdere",
  recipientAddress: "Saklı Çıkmazı No: 9",
  recipientCity: "Kırklareli",
  recipientPhone: "05329876543",
  billingName: "Faturacı Gizlibey",
  cardMessage: "Yeni evin hayırlı olsun, kahkahan hiç eksik olmasın!",
};

export interface CodedOrder {
  id: string;
  orderNumber: string;
  code: string;
  /** `/tesekkur/abc123-def456-ghj789` */
  path: string;
  /** Strings that must never reach the recipient's page or the relay mail. */
  secrets: string[];
}

/** A paid order delivered `moments` (default: now), with a thanks code and SECRET_DETAILS; `status` overrides the state. */
export async function codedOrder(
  db: Database,
  moments: { shippedAt?: Date; deliveredAt?: Date } = { shippedAt: new Date(), deliveredAt: new Date() },
  override: Partial<typeof orders.$inferInsert> = {},
): Promise<CodedOrder> {
  const placed = await deliveredOrder(db, moments);
  const code = newThanksCode();
  const [row] = await db
    .update(orders)
    .set({
      thanksCode: code,
      senderEmail: SECRET_DETAILS.senderEmail,
      recipientName: SECRET_DETAILS.recipientName,
      recipientAddress: SECRET_DETAILS.recipientAddress,
      recipientCity: SECRET_DETAILS.recipientCity,
      recipientPhone: SECRET_DETAILS.recipientPhone,
      anonymousMessage: SECRET_DETAILS.cardMessage,
      billing: { kind: "individual", name: SECRET_DETAILS.billingName, tckn: "", address: null },
      ...override,
    })
    .where(eq(orders.id, placed.id))
    .returning({ orderNumber: orders.orderNumber });
  const { cardMessage: _shown, ...hidden } = SECRET_DETAILS;
  return {
    id: placed.id,
    orderNumber: row.orderNumber,
    code,
    path: `/tesekkur/${formatThanksCode(code)}`,
    secrets: [...Object.values(hidden), row.orderNumber, placed.id],
  };
}
