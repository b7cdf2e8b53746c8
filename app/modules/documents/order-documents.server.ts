// Each order's pre-information form and distance-sales contract (docs/product.md#order-contract): the terms the checkout
// shows (and their hash, posted back with the form), the two documents stored with the order in its transaction exactly
// as shown, read back for the PDF, and their personal values erased when the order is anonymised. Never regenerated.
import { createHash } from "node:crypto";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orderDocuments } from "~/db/schema";
import { cartLineKey, type PricedCart } from "~/lib/cart";
import type { LegalDocument } from "~/lib/i18n/pages/shared";
import {
  canonicalDocumentText,
  CONTRACT_VERSION,
  type ContractShopFacts,
  contractTermsFrom,
  contractTermsText,
  eraseContractPersonalData,
  type OrderContractParties,
  type OrderContractTerms,
  type OrderDocumentKind,
  orderContractDocuments,
} from "~/lib/order-contract";
import type { OrderSeller } from "~/lib/shop-settings";
import type { VatRate } from "~/lib/vat";
import { productVatRates } from "~/modules/catalog/vat-rates.server";
import type { PaymentMethod } from "~/lib/payment-mode";

export const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The hash of the order part the page showed: placeOrder refuses the order when its own terms hash otherwise. */
export function contractTermsHash(terms: OrderContractTerms): string {
  return sha256Hex(contractTermsText(terms));
}

/** The checkout's terms for a priced cart: the same figures placeOrder will charge, each line's KDV rate from the catalog. */
export async function contractTermsForCart(
  db: Executor,
  priced: PricedCart,
  facts: { seller: OrderSeller; shop: ContractShopFacts; defaultVatRate: VatRate; paymentMethod: PaymentMethod },
): Promise<OrderContractTerms> {
  const rates = await productVatRates(
    db,
    priced.lines.map((l) => l.productId),
    facts.defaultVatRate,
  );
  return contractTermsFrom({
    seller: facts.seller,
    shop: facts.shop,
    lines: priced.lines.map((l) => ({
      name: l.productName,
      option: l.variantLabel ?? "",
      quantity: l.quantity,
      unitPriceKurus: l.price,
      discountKurus: priced.campaign.lineDiscounts[cartLineKey(l)] ?? 0,
      vatRate: rates.get(l.productId) ?? facts.defaultVatRate,
      personalised: Boolean(l.personal && Object.keys(l.personal).length > 0),
    })),
    subtotalKurus: priced.totals.subtotal,
    discountKurus: priced.totals.discount,
    shippingKurus: priced.totals.shipping,
    totalKurus: priced.totals.total,
    paymentMethod: facts.paymentMethod,
  });
}

/** Stores both documents with the order (call it in the order's transaction). */
export async function storeOrderDocuments(tx: Executor, orderId: string, terms: OrderContractTerms, parties: OrderContractParties, now: Date): Promise<void> {
  await tx.insert(orderDocuments).values(
    orderContractDocuments(terms, parties).map(({ kind, doc }) => ({
      orderId,
      kind,
      version: String(CONTRACT_VERSION),
      body: doc,
      sha256: sha256Hex(canonicalDocumentText(doc)),
      createdAt: now,
    })),
  );
}

export interface StoredOrderDocument {
  kind: OrderDocumentKind;
  version: string;
  body: LegalDocument;
  /** Of the text as shown and agreed (kept when the personal values are erased later). */
  sha256: string;
  createdAt: Date;
  anonymisedAt: Date | null;
}

const KIND_ORDER: Record<OrderDocumentKind, number> = { pre_information: 0, distance_sales: 1 };

/** The order's stored documents, the pre-information form first; [] for an order placed before they were stored. */
export async function readOrderDocuments(db: Executor, orderId: string): Promise<StoredOrderDocument[]> {
  const rows = await db
    .select({
      kind: orderDocuments.kind,
      version: orderDocuments.version,
      body: orderDocuments.body,
      sha256: orderDocuments.sha256,
      createdAt: orderDocuments.createdAt,
      anonymisedAt: orderDocuments.anonymisedAt,
    })
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.kind));
  return rows
    .map((r) => ({ ...r, body: typeof r.body === "string" ? (JSON.parse(r.body) as LegalDocument) : r.body }))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

/** The documents' titles and hashes of orders, for the KVKK export. */
export async function orderDocumentSummaries(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderDocuments.orderId,
      kind: orderDocuments.kind,
      version: orderDocuments.version,
      sha256: orderDocuments.sha256,
      createdAt: orderDocuments.createdAt,
    })
    .from(orderDocuments)
    .where(inArray(orderDocuments.orderId, [...orderIds]))
    .orderBy(asc(orderDocuments.orderId), asc(orderDocuments.kind));
}

/**
 * Replaces the personal values in the orders' stored documents (buyer's e-mail and billing details, recipient's name,
 * address and phone) by `[silindi]`, keeping the amounts and every other word; marks them anonymised. The sha256 stays
 * that of the text agreed. Call it in the anonymising transaction.
 */
export async function eraseOrderDocumentsPersonalData(tx: Executor, orderIds: readonly string[], now = new Date()): Promise<number> {
  if (orderIds.length === 0) return 0;
  const rows = await tx
    .select({ id: orderDocuments.id, body: orderDocuments.body })
    .from(orderDocuments)
    .where(and(inArray(orderDocuments.orderId, [...orderIds]), isNull(orderDocuments.anonymisedAt)));
  for (const row of rows) {
    const body = typeof row.body === "string" ? (JSON.parse(row.body) as LegalDocument) : row.body;
    await tx
      .update(orderDocuments)
      .set({ body: eraseContractPersonalData(body), anonymisedAt: now })
      .where(eq(orderDocuments.id, row.id));
  }
  return rows.length;
}
