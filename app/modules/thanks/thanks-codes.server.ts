// The thank-you code on a gift's message card (docs/product.md#thank-you-notes): made when the order is placed, if the
// sender allowed answers; 90 random bits, never derived from the order's id or number. Whoever holds the card may open
// `/tesekkur/<code>` from shipping until the settings' days after delivery, and reads only the card's own message.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orders } from "~/db/schema";
import { normaliseThanksCode, THANKS_CODE_ALPHABET, THANKS_CODE_LENGTH, thanksCodeExpiresAt, thanksCodeState, type ThanksCodeState } from "~/lib/thanks";

/** A new code: each character 5 bits of one random byte (256 is a multiple of 32, so every letter is as likely). */
export function newThanksCode(): string {
  const bytes = randomBytes(THANKS_CODE_LENGTH);
  let code = "";
  for (const byte of bytes) code += THANKS_CODE_ALPHABET[byte & 31];
  return code;
}

/** The order behind an open (or not yet open, or expired) code: only what the recipient's page may use. */
export interface ThanksCodeOrder {
  orderId: string;
  /** The canonical code (as stored). */
  code: string;
  state: ThanksCodeState;
  /** The message the card carried: the one thing of the order the recipient is shown. */
  cardMessage: string;
  /** When the code stops working; null while the gift is not delivered. Never shown (it would date the order). */
  expiresAt: Date | null;
}

/** The order a code (as typed or scanned) names, or null: no such code, not a code at all, or an anonymised order. */
export async function findThanksCode(db: Executor, rawCode: unknown, validDays: number, now = new Date()): Promise<ThanksCodeOrder | null> {
  const code = normaliseThanksCode(rawCode);
  if (!code) return null;
  const [row] = await db
    .select({
      orderId: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      deliveredAt: orders.deliveredAt,
      anonymisedAt: orders.anonymisedAt,
      anonymousMessage: orders.anonymousMessage,
    })
    .from(orders)
    .where(eq(orders.thanksCode, code));
  if (!row || row.anonymisedAt) return null;
  return {
    orderId: row.orderId,
    code,
    state: thanksCodeState(row, validDays, now),
    cardMessage: row.anonymousMessage,
    expiresAt: thanksCodeExpiresAt(row.deliveredAt, validDays),
  };
}
