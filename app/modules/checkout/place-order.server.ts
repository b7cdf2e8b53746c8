// Placing an order, in one transaction (docs/product.md#placing-an-order): prices from the database, stock reserved with one
// conditional update per line (orders/stock.server.ts), an unguessable id, a unique order number, and one order per submitted form.
// The checkout module (modules/checkout) reads and checks the checkout form, limits unpaid orders and places the order;
// what an order is once placed (its number, stock, states, payments) belongs to modules/orders.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { isRetryableTransactionError, isUniqueViolation } from "~/db/errors.server";
import { orderItems, orders, productImages } from "~/db/schema";
import type { CodeRefusal } from "~/lib/campaigns";
import { mergeCartLines } from "~/lib/cart";
import type { CartRequest } from "~/lib/cart-request";
import type { OrderBilling } from "~/lib/billing";
import type { OrderContactFields } from "~/lib/checkout-fields";
import { SHIPPING_VAT_RATE, saleVat } from "~/lib/vat";
import { productVatRates } from "~/modules/catalog/vat-rates.server";
import { orderSellerFrom } from "~/lib/shop-settings";
import { checkPersonalLines, claimPersonalUploads, type PersonalLine } from "~/modules/orders/personal-lines.server";
import { OrderNumberStart, orderNumberCandidate } from "~/modules/orders/order-number.server";
import { resolveVariantLines, type StockLine, StockRefusedError, takeStock } from "~/modules/orders/stock.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { recordOrderDiscounts } from "~/modules/campaigns/code-uses.server";
import { campaignPricingFor } from "~/modules/campaigns/offers.server";
import { newThanksCode } from "~/modules/thanks/thanks-codes.server";
import { checkDeliveryDate } from "./delivery-date-field.server";
import { orderContractTerms } from "./order-contract-terms.server";
import { mayPlaceUnpaidOrder, recordUnpaidOrderAddress, type UnpaidOrderLimit } from "./unpaid-limit.server";

import type { PaymentMethod } from "~/lib/payment-mode";

export type { PaymentMethod };

export class OrderRefusedError extends Error {
  constructor(
    readonly reason: "emptyCart" | "unavailable" | "outOfStock" | "tooManyUnpaid" | "deliveryDate" | "personalisation" | "discountCode" | "contractChanged",
    readonly productName?: string,
    readonly available?: number,
    /** Why the shopper's discount code no longer applies (reason "discountCode"), and its minimum basket when known. */
    readonly code?: { refusal: CodeRefusal; minBasketKurus?: number },
  ) {
    super(`order refused: ${reason}${productName ? ` (${productName})` : ""}${code ? ` (${code.refusal})` : ""}`);
  }

  get codeRefusal(): CodeRefusal | undefined {
    return this.code?.refusal;
  }

  get minBasketKurus(): number | undefined {
    return this.code?.minBasketKurus;
  }
}

export interface PlaceOrderInput {
  fields: OrderContactFields;
  items: CartRequest;
  paymentMethod: PaymentMethod;
  /** The form's one-time key: the same key again returns the order it already made. */
  submissionKey?: string | null;
  /** Who places it and how many unpaid orders they may hold (unpaid-limit.server.ts); absent: no limit. */
  unpaidLimit?: UnpaidOrderLimit;
  /** The day the gift should arrive, as posted (docs/product.md#delivery-date): refused unless the calendar allows it at `now`; absent: as soon as possible. */
  requestedDeliveryDate?: string | null;
  /** The discount code the shopper gave (docs/product.md#discount-codes): refused with the order when it no longer applies. */
  discountCode?: string | null;
  /** The sender's billing details, checked (docs/product.md#billing-details); null or absent: none given. */
  billing?: OrderBilling | null;
  /**
   * The hash of the contract terms the checkout showed (docs/product.md#order-contract): the order is refused
   * ("contractChanged") when what it prices now hashes otherwise; "" (a form without it) never matches; absent: not checked.
   */
  contractTermsHash?: string | null;
  /** The sender lets the recipient thank them through a code on the card (docs/product.md#thank-you-notes); absent: not allowed. */
  thanksAllowed?: boolean;
}

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  totalKurus: number;
  /** false when a resubmitted form found its earlier order. */
  created: boolean;
}

const MAX_ATTEMPTS = 30;
const orderNumberStart = new OrderNumberStart();

function refuseStock(error: unknown): never {
  throw error instanceof StockRefusedError ? new OrderRefusedError(error.reason, error.productName, error.available) : error;
}

async function findBySubmissionKey(db: Database | Transaction, key: string): Promise<PlacedOrder | null> {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, totalKurus: orders.totalKurus })
    .from(orders)
    .where(eq(orders.submissionKey, key))
    .limit(1);
  return row ? { ...row, created: false } : null;
}

export async function placeOrder(db: Database, input: PlaceOrderInput, now = new Date()): Promise<PlacedOrder> {
  // One line per variant (takeStock locks them in id order, so concurrent orders never deadlock).
  const lines = mergeCartLines(input.items);
  if (lines.length === 0) throw new OrderRefusedError("emptyCart");
  // The settings in force now: the calendar, and the shipping rule (the order keeps what it charged, orders.shipping_kurus).
  const settings = await getShopSettings(db);
  const shippingRule = settings.shipping;
  const deliveryDate = checkDeliveryDate(settings, input.requestedDeliveryDate, now);
  if (!deliveryDate.ok) throw new OrderRefusedError("deliveryDate");
  const requestedDeliveryDate = deliveryDate.date;
  // The seller in force now stays the order's (its page and mails), whatever the settings say later.
  const seller = orderSellerFrom(await getShopSettings(db));

  const firstAttempt = orderNumberStart.firstAttempt(now);
  for (let attempt = firstAttempt; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (input.submissionKey) {
          const existing = await findBySubmissionKey(tx, input.submissionKey);
          if (existing) return existing;
        }
        // Before any product row is locked, so every checkout takes its locks in the same order.
        if (input.unpaidLimit && !(await mayPlaceUnpaidOrder(tx, input.unpaidLimit))) throw new OrderRefusedError("tooManyUnpaid");
        // A line from before variants and one naming the same variant are one line, capped like any other; the same
        // variant with different personal values (two names on one mug) stays two lines, its stock taken once for both.
        const variantLines = mergeCartLines(
          (await resolveVariantLines(tx, lines).catch(refuseStock)).map((line, i) => ({
            ...line,
            ...(lines[i].personal ? { personal: lines[i].personal } : {}),
          })),
        ) as (StockLine & { productId: string; personal?: Record<string, string> })[];
        const taken = await takeStock(tx, variantLines, { activeOnly: true }).catch(refuseStock);
        const byVariant = new Map(taken.map((t) => [t.variantId, t]));
        // Each line's personal values checked again against its product, its photos against the uploads (docs/product.md#personalised-gifts).
        const personal = await checkPersonalLines(tx, variantLines as PersonalLine[]);
        if (!personal.ok) throw new OrderRefusedError("personalisation", personal.productName);
        const reserved = variantLines.map((line, i) => {
          const stock = byVariant.get(line.variantId) as (typeof taken)[number];
          const fee = personal.lines[i].feeKurus;
          return {
            ...stock,
            quantity: line.quantity,
            priceKurus: stock.priceKurus + fee,
            originalPriceKurus: stock.originalPriceKurus === null ? null : stock.originalPriceKurus + fee,
            personalisation: personal.lines[i].snapshot,
          };
        });
        // The campaigns by the one pricing function the cart used (docs/product.md#campaigns); a code that stopped applying
        // since the cart refuses the order, so the shopper is told before paying, never charged another total silently.
        const { pricing, codeMinBasketKurus } = await campaignPricingFor(
          tx,
          reserved.map((r, i) => ({
            key: String(i),
            productId: r.productId,
            unitPriceKurus: r.priceKurus,
            quantity: r.quantity,
            shippingCostKurus: r.shippingCostKurus,
          })),
          shippingRule,
          input.discountCode ?? null,
          now,
          { email: input.fields.senderEmail },
        );
        if (pricing.code && !pricing.code.applied)
          throw new OrderRefusedError("discountCode", undefined, undefined, { refusal: pricing.code.refusal, minBasketKurus: codeMinBasketKurus });
        // The KDV of what is paid for each line and for the shipping, rounded per line (docs/product.md#vat).
        const vatRates = await productVatRates(
          tx,
          reserved.map((r) => r.productId),
          settings.invoicing.defaultVatRate,
        );
        const lineDiscounts = reserved.map((_, i) => pricing.lineDiscounts[String(i)] ?? 0);
        const shippingDiscountKurus = pricing.discountTotal - lineDiscounts.reduce((sum, d) => sum + d, 0);
        const lineVatRates = reserved.map((r) => vatRates.get(r.productId) ?? settings.invoicing.defaultVatRate);
        const vat = saleVat(
          reserved.map((r, i) => ({ rate: lineVatRates[i], grossKurus: r.priceKurus * r.quantity - lineDiscounts[i] })),
          pricing.shipping - shippingDiscountKurus,
        );
        // The contract's terms as this transaction priced them: refused when the page showed others, stored below.
        const contract = orderContractTerms({ input, settings, seller, reserved, lineDiscounts, lineVatRates, pricing });
        if (input.contractTermsHash !== undefined && input.contractTermsHash !== contract.hash) throw new OrderRefusedError("contractChanged");
        const itemIds = reserved.map(() => randomUUID());
        const orderNumber = orderNumberCandidate(now, attempt);
        const newOrder = tx
          .insert(orders)
          .values({
            orderNumber,
            subtotalKurus: pricing.subtotal,
            shippingKurus: pricing.shipping,
            discountKurus: pricing.discountTotal,
            totalKurus: pricing.total,
            ...input.fields,
            paymentMethod: input.paymentMethod,
            submissionKey: input.submissionKey ?? null,
            requestedDeliveryDate,
            seller,
            proofState: personal.requiresProof ? "awaiting_proof" : null,
            billing: input.billing ?? null,
            // A fresh random code on each attempt: never derived from the id or number (a clash only retries).
            thanksCode: input.thanksAllowed ? newThanksCode() : null,
            vatKurus: vat.vatKurus,
            vatBreakdown: vat.breakdown,
            shippingDiscountKurus,
            shippingVatRate: SHIPPING_VAT_RATE,
            shippingVatKurus: vat.shippingVatKurus,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: orders.id });
        // The order and its lines in one statement (the transaction is the embedded database's bottleneck),
        // each line with its variant's picture, else its product's first.
        const itemRows = sql.join(
          reserved.map(
            (r, i) =>
              sql`(${itemIds[i]}::uuid, ${r.productId}::uuid, ${r.variantId}::uuid, ${r.sku}::text, ${JSON.stringify(r.optionValues)}::jsonb, ${r.name}::text, ${r.slug}::text, ${r.priceKurus}::int, ${r.originalPriceKurus}::int, ${r.shippingCostKurus}::int, ${r.quantity}::int, ${r.imagePath}::text, ${JSON.stringify(r.personalisation)}::jsonb, ${lineDiscounts[i]}::int, ${lineVatRates[i]}::int, ${vat.lineVatKurus[i]}::int)`,
          ),
          sql`, `,
        );
        const inserted = await tx.execute(sql`
          with new_order as (${newOrder.getSQL()})
          insert into ${orderItems} (id, order_id, product_id, variant_id, sku, option_values, product_name, product_slug, unit_price_kurus, original_price_kurus, shipping_cost_kurus, quantity, image_path, personalisation, discount_kurus, vat_rate, vat_kurus)
          select line.id, new_order.id, line.product_id, line.variant_id, line.sku, line.option_values, line.name, line.slug, line.price, line.original_price, line.shipping, line.quantity,
            coalesce(line.image_path, (select pi.path from ${productImages} pi where pi.product_id = line.product_id order by pi.position limit 1)), line.personalisation, line.discount, line.vat_rate, line.vat_kurus
          from new_order, (values ${itemRows}) as line (id, product_id, variant_id, sku, option_values, name, slug, price, original_price, shipping, quantity, image_path, personalisation, discount, vat_rate, vat_kurus)
          returning order_id`);
        const order = { id: (inserted as unknown as { rows: { order_id: string }[] }).rows[0].order_id, orderNumber, totalKurus: pricing.total };
        // The discounts with the order, each code's use taken exactly (a code used up meanwhile refuses the order and rolls it back).
        const held = await recordOrderDiscounts(
          tx,
          { id: order.id, senderEmail: input.fields.senderEmail },
          pricing.discounts,
          new Map(itemIds.map((id, i) => [String(i), id])),
          now,
        );
        if (!held.ok) throw new OrderRefusedError("discountCode", undefined, undefined, { refusal: held.refusal });
        await contract.store(tx, order.id, requestedDeliveryDate, now);
        // The photos become the order's; one claimed by another order meanwhile refuses this one (and rolls it back).
        if (!(await claimPersonalUploads(tx, order.id, personal.uploads, now)))
          throw new OrderRefusedError("personalisation", personal.uploads[0]?.productName);
        // Only a limit counts the addresses; without one (max 0) recording them would serve nothing.
        if (input.unpaidLimit && input.unpaidLimit.max > 0) await recordUnpaidOrderAddress(tx, order.id, input.unpaidLimit.address, now);
        return { ...order, created: true };
      });
    } catch (error) {
      if (attempt + 1 - firstAttempt >= MAX_ATTEMPTS) throw error;
      if (isUniqueViolation(error, "orders_order_number_unique")) {
        orderNumberStart.noteCollision(now);
        continue;
      }
      if (isRetryableTransactionError(error)) continue;
      // Two orders drew the same thank-you code (90 random bits: practically never): draw again.
      if (isUniqueViolation(error, "orders_thanks_code_unique")) continue;
      if (input.submissionKey && isUniqueViolation(error, "orders_submission_key_unique")) {
        // The same form was submitted twice at the same moment: the other request made the order.
        const existing = await findBySubmissionKey(db, input.submissionKey);
        if (existing) return existing;
      }
      throw error;
    }
  }
}
