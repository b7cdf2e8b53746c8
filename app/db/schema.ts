// The whole data model. Money is integer kuruş everywhere (docs/product.md#money).
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
// Relative, not "~/", so drizzle-kit can load the schema too.
import type { OrderSeller } from "../lib/shop-settings";
import type { OrderLineOption, ProductOption } from "../lib/variants";
import { NO_PERSONALISATION, type OrderLinePersonal, type Personalisation, PROOF_STATES, type ProofState } from "../lib/personalisation";
import type { CampaignKind, CampaignScope, DiscountRule, DiscountTarget, OrderDiscountLine } from "../lib/campaigns";
import { ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES, type PaymentStatus } from "../lib/order-lifecycle";
import type { OrderBilling } from "../lib/billing";
import type { LegalDocument } from "../lib/i18n/pages/shared";
import type { VatBreakdownRow, VatRate } from "../lib/vat";
import { REVIEW_STATUSES, type ReviewStatus } from "../lib/reviews";
import { THANKS_AUTHORS, THANKS_CLOSERS, type ThanksAuthor, type ThanksCloser } from "../lib/thanks";
import {
  INVOICE_KINDS as INVOICE_KINDS_SQL,
  INVOICE_PROVIDER_STATES as INVOICE_PROVIDER_STATES_SQL,
  type InvoiceBuyer,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceProviderState,
  type InvoiceSeller,
} from "../lib/invoice";
import { foldTurkishSql } from "../modules/platform/turkish-sql.server";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    isActive: boolean("is_active").notNull().default(true),
    /** The KDV rate of the category's products that name none (docs/product.md#vat); null: the shop's default. */
    vatRate: integer("vat_rate").$type<VatRate>(),
    createdAt: createdAt(),
    /** The sitemap's lastmod (docs/product.md#search-engines): set by every admin save of the category. */
    updatedAt: updatedAt(),
  },
  // One category a name, compared Turkish-folded ("Kupa", "KUPA" and "kupa " are one name; docs/product.md#admin-categories).
  (t) => [
    uniqueIndex("categories_name_folded_unique").on(foldTurkishSql(sql`${t.name}`)),
    check("categories_vat_rate", sql`${t.vatRate} IS NULL OR ${t.vatRate} IN (0, 1, 10, 20)`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    priceKurus: integer("price_kurus").notNull(),
    originalPriceKurus: integer("original_price_kurus"),
    stock: integer("stock").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    isNew: boolean("is_new").notNull().default(false),
    shippingCostKurus: integer("shipping_cost_kurus").notNull().default(2999),
    dimensionWidth: doublePrecision("dimension_width"),
    dimensionHeight: doublePrecision("dimension_height"),
    dimensionDepth: doublePrecision("dimension_depth"),
    dimensionUnit: text("dimension_unit").notNull().default("cm"),
    weightValue: doublePrecision("weight_value"),
    weightUnit: text("weight_unit").notNull().default("g"),
    /** Up to three options, each a name and its ordered values (docs/product.md#options-and-variants); [] for a product sold one way. */
    options: jsonb("options").$type<ProductOption[]>().notNull().default([]),
    /**
     * The columns below up to `variantCount` summarise the product's active variants (product_variants), kept by
     * modules/catalog/variant-summary.server.ts in the transaction that changes a variant: `priceKurus` and
     * `originalPriceKurus` are the cheapest variant in stock (the cheapest of all when none is), `stock` their sum,
     * `maxPriceKurus` the dearest variant's price. The shop's lists filter and sort on them without reading variants.
     */
    maxPriceKurus: integer("max_price_kurus").notNull().default(0),
    variantCount: integer("variant_count").notNull().default(1),
    /** What the buyer gives for the gift (a photo, a name) and whether they approve a proof (docs/product.md#personalised-gifts). */
    personalisation: jsonb("personalisation").$type<Personalisation>().notNull().default(NO_PERSONALISATION),
    /** A scheduled sale (docs/product.md#sale-prices): from this instant its variants' sale prices apply, through the minute `saleEndsAt`. */
    saleStartsAt: timestamp("sale_starts_at", { withTimezone: true }),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    /** The product's KDV rate (docs/product.md#vat); null: its categories' (the highest of them), else the shop's default. */
    vatRate: integer("vat_rate").$type<VatRate>(),
    /** Name and description folded the Turkish way (lib/turkish.ts), for search. */
    searchText: text("search_text").notNull().default(""),
    /** The product's own brand for structured data and the feed (docs/product.md#search-engines); null: the shop's name. */
    brand: text("brand"),
    /**
     * Its approved reviews in figures (docs/product.md#reviews), kept by modules/reviews/ratings.server.ts in the
     * transaction that approves or hides one: cards show the average (ratingTotal / reviewCount) without reading reviews.
     */
    reviewCount: integer("review_count").notNull().default(0),
    ratingTotal: integer("rating_total").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_price_nonnegative", sql`${t.priceKurus} >= 0`),
    check("products_original_price_nonnegative", sql`${t.originalPriceKurus} IS NULL OR ${t.originalPriceKurus} >= 0`),
    check("products_stock_nonnegative", sql`${t.stock} >= 0`),
    check("products_shipping_nonnegative", sql`${t.shippingCostKurus} >= 0`),
    check("products_dimension_unit", sql`${t.dimensionUnit} IN ('cm', 'inch')`),
    check("products_weight_unit", sql`${t.weightUnit} IN ('g', 'kg', 'oz', 'lb')`),
    check("products_vat_rate", sql`${t.vatRate} IS NULL OR ${t.vatRate} IN (0, 1, 10, 20)`),
    // The shop's list order (newest first, id to break ties): a page reads 24 rows, not every product.
    index("products_active_created_id_idx").on(t.isActive, t.createdAt.desc().nullsFirst(), t.id),
    // The admin list's order (every product, active or not): a page reads its 20 rows, not the whole catalogue.
    index("products_created_id_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    index("products_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Storage key, e.g. products/{productId}_{timestamp}_{filename}.webp */
    path: text("path").notNull().unique(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.position)],
);

/**
 * What a product sells (docs/product.md#options-and-variants): one row per combination of its options' values, each
 * with its own price, stock and SKU. A product without options has exactly one variant, with `optionValues` [].
 * A variant with orders is deactivated, never deleted (order_items keep their snapshot and the link).
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    /** One value per product option, in the options' order ("180 cm"); [] for a product without options. */
    optionValues: jsonb("option_values").$type<string[]>().notNull().default([]),
    /** The merchant's stock-keeping unit, unique across the shop. */
    sku: text("sku").notNull(),
    priceKurus: integer("price_kurus").notNull(),
    originalPriceKurus: integer("original_price_kurus"),
    /** The price during the product's scheduled sale (products.saleStartsAt … saleEndsAt; docs/product.md#sale-prices); null: not on sale. */
    salePriceKurus: integer("sale_price_kurus"),
    stock: integer("stock").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    /** Weight and dimensions when they differ from the product's (its units). */
    weightValue: doublePrecision("weight_value"),
    dimensionWidth: doublePrecision("dimension_width"),
    dimensionHeight: doublePrecision("dimension_height"),
    dimensionDepth: doublePrecision("dimension_depth"),
    /** One of the product's images (product_images.path) shown when this variant is chosen; null: the product's first. */
    imagePath: text("image_path"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("product_variants_sku_unique").on(t.sku),
    // One active variant per combination; deactivated ones (kept for their orders) may repeat one.
    uniqueIndex("product_variants_combination_unique")
      .on(t.productId, t.optionValues)
      .where(sql`${t.isActive}`),
    index("product_variants_product_idx").on(t.productId, t.position),
    check("product_variants_price_nonnegative", sql`${t.priceKurus} >= 0`),
    check("product_variants_original_price_nonnegative", sql`${t.originalPriceKurus} IS NULL OR ${t.originalPriceKurus} >= 0`),
    check("product_variants_stock_nonnegative", sql`${t.stock} >= 0`),
    check("product_variants_sale_price_nonnegative", sql`${t.salePriceKurus} IS NULL OR ${t.salePriceKurus} >= 0`),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index("product_categories_category_idx").on(t.categoryId)],
);

export type { OrderStatus, PaymentStatus };

/** 'a', 'b', 'c' for a CHECK constraint over a list of fixed names. */
function sqlList(values: readonly string[]): string {
  return values.map((v) => `'${v}'`).join(", ");
}

export const orders = pgTable(
  "orders",
  {
    /** Unguessable id used in the confirmation URL (docs/product.md#order-page). */
    id: uuid("id").primaryKey().defaultRandom(),
    orderNumber: text("order_number").notNull().unique(),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    subtotalKurus: integer("subtotal_kurus").notNull(),
    shippingKurus: integer("shipping_kurus").notNull(),
    /** Every discount of the order together, on products and shipping (order_discounts; docs/product.md#campaign-orders). */
    discountKurus: integer("discount_kurus").notNull().default(0),
    totalKurus: integer("total_kurus").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientAddress: text("recipient_address").notNull(),
    recipientCity: text("recipient_city").notNull(),
    recipientPostalCode: text("recipient_postal_code").notNull(),
    recipientPhone: text("recipient_phone").notNull(),
    senderEmail: text("sender_email").notNull(),
    anonymousMessage: text("anonymous_message").notNull(),
    paymentMethod: text("payment_method").notNull(),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("pending"),
    /** The reference sent to the payment provider (PayTR's merchant_oid). */
    paymentReference: text("payment_reference").unique(),
    /** Where the shopper pays (PayTR's iframe address with its one-time token), while the payment is pending. */
    paymentUrl: text("payment_url"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    transactionId: text("transaction_id"),
    trackingNumber: text("tracking_number"),
    /** The carrier's id in shop settings' carriers (app/lib/shop-settings.ts#Carrier), chosen with the tracking number. */
    carrier: text("carrier"),
    /** When the admin set the order to delivered (docs/product.md#order-page). */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The Istanbul day the sender asked the gift to arrive on, "2026-11-27"; null: as soon as possible (docs/product.md#delivery-date). */
    requestedDeliveryDate: date("requested_delivery_date", { mode: "string" }),
    /** Set by the browser's form; a resubmitted form finds the order it already made. */
    submissionKey: text("submission_key").unique(),
    /** When reserved stock went back to the shelf (failed, expired or cancelled). */
    stockReleasedAt: timestamp("stock_released_at", { withTimezone: true }),
    /** What has been given back to the shopper so far (docs/product.md#refunds); revenue is total less this. */
    refundedKurus: integer("refunded_kurus").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the sender's and recipient's personal data were erased (docs/product.md#kvkk); amounts, items and dates stay. */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    /**
     * The seller as the shop's settings named it when the order was placed (app/modules/settings): the order's
     * page and mails keep showing it after the owner changes the settings. Null for orders placed before it was kept.
     */
    seller: jsonb("seller").$type<OrderSeller>(),
    /** Where the order's proof stands (docs/product.md#proof); null when no line needs one. */
    proofState: text("proof_state").$type<ProofState>(),
    /** The sender's billing details (docs/product.md#billing-details); null: none given, invoiced as `Nihai Tüketici`. Never shown to the recipient. */
    billing: jsonb("billing").$type<OrderBilling>(),
    /** The KDV in the total, line by line (docs/product.md#vat): `vatBreakdown` sums the lines and the shipping per rate. */
    vatKurus: integer("vat_kurus").notNull().default(0),
    vatBreakdown: jsonb("vat_breakdown").$type<VatBreakdownRow[]>().notNull().default([]),
    /** The shipping's share of the discounts (a free-shipping offer), and its KDV rate and amount. */
    shippingDiscountKurus: integer("shipping_discount_kurus").notNull().default(0),
    shippingVatRate: integer("shipping_vat_rate").$type<VatRate>().notNull().default(20),
    shippingVatKurus: integer("shipping_vat_kurus").notNull().default(0),
    /** The installment count the shopper chose on the provider's form (docs/product.md#installments); null: not known (paid at once or simulated). */
    installmentCount: integer("installment_count"),
    /** What the buyer paid as the provider reports it, installment interest included; revenue stays totalKurus. */
    paidKurus: integer("paid_kurus"),
    /** The provider's own references for later refunds and queries (iyzico's paymentId and per-line payment transactions). */
    providerPayment: jsonb("provider_payment").$type<ProviderPayment>(),
    /** When the sender was invited to review the order's products (docs/product.md#reviews); null: not (yet). */
    reviewInvitedAt: timestamp("review_invited_at", { withTimezone: true }),
    /**
     * The code on the message card for the recipient's thank-you (docs/product.md#thank-you-notes): 90 random bits,
     * never the id or number; null when the sender did not allow answers, and once the order is anonymised.
     */
    thanksCode: text("thanks_code").unique(),
  },
  (t) => [
    check("orders_proof_state", sql.raw(`proof_state IS NULL OR proof_state IN (${sqlList(PROOF_STATES)})`)),
    check("orders_status", sql.raw(`status IN (${sqlList(ORDER_STATUSES)})`)),
    check("orders_payment_status", sql.raw(`payment_status IN (${sqlList(PAYMENT_STATUSES)})`)),
    check("orders_refunded", sql`${t.refundedKurus} >= 0 AND ${t.refundedKurus} <= ${t.totalKurus}`),
    check("orders_totals", sql`${t.totalKurus} = ${t.subtotalKurus} + ${t.shippingKurus} - ${t.discountKurus}`),
    check("orders_discount", sql`${t.discountKurus} >= 0 AND ${t.discountKurus} <= ${t.subtotalKurus} + ${t.shippingKurus}`),
    // The admin list's and the dashboard's order (newest first, id to break ties).
    index("orders_created_id_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_status_created_id_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_payment_pending_idx").on(t.paymentStatus, t.createdAt),
    // The retention job's next batch: the oldest orders not yet anonymised, without walking the anonymised ones.
    index("orders_not_anonymised_created_idx")
      .on(t.createdAt)
      .where(sql`${t.anonymisedAt} IS NULL`),
  ],
);

export const ORDER_EVENT_KINDS = ["order_status", "payment_status", "tracking_number", "refund", "note", "proof"] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/**
 * An order's history (docs/product.md#order-history): one row per change, written in the same transaction
 * as the change. `actor` is "system", "paytr" or the admin's e-mail. Notes are internal, never shown to the shopper.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order the changes were written in (the history's order; `createdAt` may swap under concurrency). */
    seq: integer("seq").generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<OrderEventKind>().notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    actor: text("actor").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [check("order_events_kind", sql.raw(`kind IN (${sqlList(ORDER_EVENT_KINDS)})`)), index("order_events_order_idx").on(t.orderId, t.createdAt)],
);

/** Units of an order line a refund pays back (docs/product.md#refunds). */
export interface RefundLine {
  itemId: string;
  quantity: number;
}

export const REFUND_STATES = ["pending", "completed", "failed"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * A refund asked of a payment provider (docs/product.md#refunds), recorded before the call so that a
 * timeout is checked with the provider before any second try. `referenceNo` is sent as PayTR's reference_no.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountKurus: integer("amount_kurus").notNull(),
    referenceNo: text("reference_no").notNull().unique(),
    state: text("state").$type<RefundState>().notNull().default("pending"),
    /** How many times the refund was sent to the provider. */
    attempts: integer("attempts").notNull().default(0),
    /** The lines (order_items.id) and quantities this refund pays back, when the admin refunded lines rather than an amount. */
    lines: jsonb("lines").$type<RefundLine[]>().notNull().default([]),
    /** The calls that make up this refund at the provider when it takes several (iyzico: one per payment transaction). */
    providerParts: jsonb("provider_parts").$type<ProviderRefundPart[]>().notNull().default([]),
    /** The provider's answer when it refused. */
    reason: text("reason"),
    actor: text("actor").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("order_refunds_state", sql.raw(`state IN (${sqlList(REFUND_STATES)})`)),
    check("order_refunds_amount_positive", sql`${t.amountKurus} > 0`),
    index("order_refunds_order_idx").on(t.orderId),
    index("order_refunds_state_idx").on(t.state),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    /** The variant sold (stock goes back to it); null once it is gone. The snapshot below keeps what it was. */
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    /** The variant's SKU and option values when ordered (docs/product.md#options-and-variants); [] for a product without options. */
    sku: text("sku"),
    optionValues: jsonb("option_values").$type<OrderLineOption[]>().notNull().default([]),
    productName: text("product_name").notNull(),
    productSlug: text("product_slug").notNull(),
    unitPriceKurus: integer("unit_price_kurus").notNull(),
    originalPriceKurus: integer("original_price_kurus"),
    shippingCostKurus: integer("shipping_cost_kurus").notNull(),
    quantity: integer("quantity").notNull(),
    /** What the line's discounts took off its price × quantity, in all (docs/product.md#campaign-orders); the line's paid amount is the rest. */
    discountKurus: integer("discount_kurus").notNull().default(0),
    imagePath: text("image_path"),
    /** The buyer's texts, choices and photos for this line (docs/product.md#personalised-gifts); [] when none. */
    personalisation: jsonb("personalisation").$type<OrderLinePersonal[]>().notNull().default([]),
    /** The line's KDV rate when ordered and the KDV in what was paid for it (unit price × quantity − discount), rounded per line. */
    vatRate: integer("vat_rate").$type<VatRate>().notNull().default(20),
    vatKurus: integer("vat_kurus").notNull().default(0),
  },
  (t) => [
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    check("order_items_vat_rate", sql`${t.vatRate} IN (0, 1, 10, 20)`),
    index("order_items_order_idx").on(t.orderId),
  ],
);

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    /** Two-factor sign-in (docs/product.md#two-factor-sign-in): the TOTP secret (base32) once confirmed. */
    totpSecret: text("totp_secret"),
    /** A secret shown during enrolment, until the admin confirms it with a code. */
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step"),
    /**
     * Staff accounts (docs/product.md#staff-accounts): exactly one "owner" (the first admin; a partial unique
     * index keeps it one), every other admin is "staff". Only the owner manages accounts.
     */
    role: text("role", { enum: ["owner", "staff"] })
      .notNull()
      .default("staff"),
    /** Set while the owner has disabled the account: no sign-in, no session. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  },
  (t) => [
    check("admin_users_role", sql`${t.role} in ('owner', 'staff')`),
    uniqueIndex("admin_users_one_owner")
      .on(t.role)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/** One-time recovery codes for an admin who lost the phone; only their SHA-256 is stored. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("admin_recovery_codes_user_idx").on(t.userId)],
);

/**
 * A password accepted for an account with two-factor sign-in, waiting for its code: not a session. The cookie
 * holds a random token; only its SHA-256 is stored.
 */
export const adminSignInChallenges = pgTable(
  "admin_sign_in_challenges",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("admin_sign_in_challenges_user_idx").on(t.userId)],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    /** SHA-256 of the cookie's token; the token itself is never stored. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** For the admin's list of their sessions: written at most once a minute (session.server.ts). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    /** A short summary of the browser ("Chrome, Windows"), never the whole User-Agent. */
    browser: text("browser"),
    /** The client address that signed in. */
    address: text("address"),
  },
  (t) => [index("admin_sessions_user_idx").on(t.userId)],
);

/** Mail waits here until delivered, so a mail server that is down delays mail and never loses it (docs/product.md#mail). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** e.g. "order-confirmation:{orderId}"; the same mail is never queued twice. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** Images sent inline with the mail (a personal photo's thumbnail), read from storage when it is sent; gone files are left out. */
    attachments: jsonb("attachments").$type<MailAttachmentRef[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.sentAt, t.nextAttemptAt)],
);

/** Every payment notification received, verified or not, for the record. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    reference: text("reference").notNull(),
    status: text("status").notNull(),
    verified: boolean("verified").notNull(),
    /** What the notification changed: "applied", "repeat", "rejected", "unknown-order", "amount-mismatch". */
    outcome: text("outcome").notNull(),
    payload: text("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_reference_idx").on(t.reference)],
);

/** Failed sign-ins per account and per client address, shared by every process (docs/product.md#admin-sign-in). */
export const loginThrottle = pgTable("login_throttle", {
  /** "email:{address}" or "ip:{address}" */
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * Per-address request counters (server/http/rate-limit.ts), shared by every process: one row
 * per "{bucket}:{address}" holding the hits of its current fixed window. Old rows are pruned periodically.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

/**
 * The catalogue version (one row, id 1): every admin change to products, their images or categories bumps
 * it, and every process's catalogue cache starts over when it sees a new one (docs/decisions/0008).
 */
export const catalogVersion = pgTable(
  "catalog_version",
  {
    id: integer("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("catalog_version_one_row", sql`${t.id} = 1`)],
);

/**
 * The client address (app/lib/client-address.ts, IPv6 by its /64) that placed each unpaid order, for the
 * limit on unpaid orders per address (modules/checkout/unpaid-limit.server.ts; docs/product.md#placing-an-order).
 * Only orders whose payment is still pending count; rows of orders past that are deleted by the order jobs,
 * so an address is kept no longer than its order is unpaid.
 */
export const unpaidOrderAddresses = pgTable(
  "unpaid_order_addresses",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("unpaid_order_addresses_address_idx").on(t.address)],
);

/**
 * One-time links to set an admin's password (docs/product.md#staff-accounts), sent by mail when the owner adds
 * an account. Only the SHA-256 of the link's token is stored; a link works once and until it expires.
 */
export const adminPasswordTokens = pgTable(
  "admin_password_tokens",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("admin_password_tokens_user_idx").on(t.userId)],
);

/** What an audited write changed: field → value before and after (docs/product.md#audit-log). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * Every admin write, with who, when, from which address and what changed (docs/product.md#audit-log); written
 * in the same transaction as the write (modules/audit/audit-log.server.ts). Append-only: a trigger (migration
 * 0014) refuses UPDATE and DELETE, except the foreign key clearing actor_id when an account is removed; the
 * actor's e-mail is copied so the record still says who. Never holds a shopper's personal data.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Keeps the records of one transaction (which share a time) in the order they were written. */
    seq: integer("seq").generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    actorId: uuid("actor_id").references(() => adminUsers.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    clientIp: text("client_ip"),
    /** A stable code, "product.update", "order.status" (app/lib/audit.ts). */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    /** How a person names the target when it was written: an order number, a product's name. */
    targetLabel: text("target_label"),
    changes: jsonb("changes").$type<AuditChanges>(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt.desc(), t.seq.desc()),
    index("admin_audit_log_actor_created_idx").on(t.actorEmail, t.createdAt.desc()),
    index("admin_audit_log_action_created_idx").on(t.action, t.createdAt.desc()),
  ],
);

/**
 * The shop's settings (one row, id 1): the owner's company, appearance, shipping, calendar, legal and notice
 * settings as one JSON document in the shape of app/lib/shop-settings.ts#ShopSettings, read through
 * app/modules/settings/shop-settings.server.ts. No row: the demo company (a fresh install).
 */
export const shopSettingsTable = pgTable(
  "shop_settings",
  {
    id: integer("id").primaryKey(),
    data: jsonb("data").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("shop_settings_one_row", sql`${t.id} = 1`)],
);

/** An inline image of a queued mail: `cid` is what the HTML's <img src="cid:…"> names, `storageKey` the file in storage. */
export interface MailImageRef {
  cid: string;
  filename: string;
  storageKey: string;
}

/** The order's contract PDF (docs/product.md#order-contract), rendered from order_documents when the mail is sent. */
export interface MailContractRef {
  kind: "orderContract";
  orderId: string;
  filename: string;
}

/** What a queued mail carries, read when it is sent: inline images, and the order's contract as a regular attachment. */
export type MailAttachmentRef = MailImageRef | MailContractRef;

/**
 * A buyer's photo for a personalised gift (docs/product.md#personal-photos): private files under `personal/{id}/`
 * in storage, never under /media, served only through signed links. Unclaimed uploads are deleted after 24 hours;
 * once an order claims one, the retention job erases its files N days after delivery (the row stays, `erasedAt` set).
 */
export const personalUploads = pgTable(
  "personal_uploads",
  {
    /** Unguessable: the buyer's browser holds it in the cart line until the order claims the upload. */
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    fieldId: text("field_id").notNull(),
    /** Storage keys: the original (auto-oriented, metadata stripped, full resolution), a preview and a thumbnail. */
    originalKey: text("original_key").notNull(),
    previewKey: text("preview_key").notNull(),
    thumbKey: text("thumb_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Bytes of the three files together (the dashboard's total). */
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    /** Below what the field's print size needs: accepted, with a warning. */
    lowResolution: boolean("low_resolution").notNull().default(false),
    /** A keyed hash of the uploader's address, for the per-address limit; never the address itself. */
    uploaderKey: text("uploader_key").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** When the files were deleted (retention or anonymisation); the row stays so the order can say so. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("personal_uploads_order_idx").on(t.orderId),
    index("personal_uploads_unclaimed_idx")
      .on(t.createdAt)
      .where(sql`${t.orderId} IS NULL`),
    index("personal_uploads_uploader_idx").on(t.uploaderKey, t.createdAt),
  ],
);

export const PROOF_ANSWERS = ["approved", "change_requested", "auto_approved"] as const;
export type ProofAnswer = (typeof PROOF_ANSWERS)[number];

/** A proof the shop sent for an order's personalised lines (docs/product.md#proof), and the buyer's answer. */
export const orderProofs = pgTable(
  "order_proofs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The proof image in private storage (`personal/proofs/{orderId}/…`). */
    imageKey: text("image_key").notNull(),
    /** What the shop wrote with it, shown to the buyer. */
    note: text("note").notNull().default(""),
    createdBy: text("created_by").notNull(),
    answer: text("answer").$type<ProofAnswer>(),
    /** The buyer's note with a change request. */
    answerNote: text("answer_note"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("order_proofs_answer", sql.raw(`answer IS NULL OR answer IN (${sqlList(PROOF_ANSWERS)})`)),
    index("order_proofs_order_idx").on(t.orderId, t.createdAt),
  ],
);

/** Secrets the app makes for itself on first use and every app server shares (the key that signs private links). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * A campaign (docs/product.md#campaigns): a discount code campaign (`kind` "code", its codes in discount_codes) or an
 * automatic offer. `rule` and `scope` are app/lib/campaigns.ts's shapes; `endsAt` is the campaign's last minute (it
 * lasts through it). `usedCount` counts the orders holding a use of a code campaign, kept with `totalUses` by one
 * conditional update, so that concurrent checkouts never take more uses than there are.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    kind: text("kind").$type<CampaignKind>().notNull(),
    rule: jsonb("rule").$type<DiscountRule>().notNull(),
    scope: jsonb("scope").$type<CampaignScope>().notNull().default({ kind: "all" }),
    minBasketKurus: integer("min_basket_kurus").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Uses of all the campaign's codes together; null: no limit. */
    totalUses: integer("total_uses"),
    /** Orders one buyer e-mail may place with the campaign; null: no limit. */
    usesPerEmail: integer("uses_per_email"),
    combinesWithAutomatic: boolean("combines_with_automatic").notNull().default(false),
    /** Switched off by the owner (a campaign with orders is never deleted). */
    isActive: boolean("is_active").notNull().default(true),
    usedCount: integer("used_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("campaigns_kind", sql`${t.kind} IN ('code', 'automatic')`),
    check("campaigns_min_basket_nonnegative", sql`${t.minBasketKurus} >= 0`),
    check("campaigns_uses", sql`${t.usedCount} >= 0 AND (${t.totalUses} IS NULL OR ${t.usedCount} <= ${t.totalUses})`),
    check("campaigns_dates", sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} <= ${t.endsAt}`),
  ],
);

/**
 * The codes of a code campaign: one the owner named ("SEVGILI20"), or many single-use ones made in bulk (`maxUses` 1).
 * `codeKey` is the code folded the Turkish way (lib/campaigns.ts, discountCodeKey): "yilbasi" finds "YILBAŞI".
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    codeKey: text("code_key").notNull(),
    maxUses: integer("max_uses"),
    usedCount: integer("used_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_key_unique").on(t.codeKey),
    index("discount_codes_campaign_idx").on(t.campaignId),
    check("discount_codes_uses", sql`${t.usedCount} >= 0 AND (${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses})`),
  ],
);

/**
 * A discount an order got (docs/product.md#campaign-orders): which campaign and code, how much, on which lines (`lines`:
 * order line id → kuruş) or on shipping. Written with the order by the one pricing function (lib/campaigns.ts);
 * `releasedAt` is set when an order that was never paid expires, fails or is cancelled: its code use is given back.
 */
export const orderDiscounts = pgTable(
  "order_discounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    codeId: uuid("code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    kind: text("kind").$type<CampaignKind>().notNull(),
    /** As the shopper saw it: the code ("SEVGILI20") or the offer's name ("3 al 2 öde"). */
    label: text("label").notNull(),
    target: text("target").$type<DiscountTarget>().notNull(),
    amountKurus: integer("amount_kurus").notNull(),
    lines: jsonb("lines").$type<OrderDiscountLine[]>().notNull().default([]),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("order_discounts_kind", sql`${t.kind} IN ('code', 'automatic')`),
    check("order_discounts_target", sql`${t.target} IN ('items', 'shipping')`),
    check("order_discounts_amount_positive", sql`${t.amountKurus} > 0`),
    index("order_discounts_order_idx").on(t.orderId),
    index("order_discounts_campaign_idx").on(t.campaignId, t.createdAt),
  ],
);

export const ORDER_DOCUMENT_KINDS = ["pre_information", "distance_sales"] as const;
/** The pre-information form and the distance-sales contract of one order (docs/product.md#order-contract). */
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

/**
 * The texts a buyer was shown and agreed to before paying, stored when the order is placed exactly as shown and never
 * regenerated: `body` the document, `sha256` the hash of its canonical text (app/lib/order-contract.ts), `version` the
 * template's version. Anonymisation erases the personal parts of `body` (the hash stays, as the proof of what was
 * shown) and sets `anonymisedAt`.
 */
export const orderDocuments = pgTable(
  "order_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<OrderDocumentKind>().notNull(),
    version: text("version").notNull(),
    body: jsonb("body").$type<LegalDocument>().notNull(),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
  },
  (t) => [
    check("order_documents_kind", sql.raw(`kind IN (${sqlList(ORDER_DOCUMENT_KINDS)})`)),
    uniqueIndex("order_documents_order_kind_unique").on(t.orderId, t.kind),
  ],
);

/**
 * Invoices (docs/product.md#invoices): one "sale" per paid order, and a "return" document per refund or cancellation
 * after it, linked to the sale. Numbered without gaps per series and year from invoice_sequences, in the transaction
 * that records the invoice. What the invoice says (seller, buyer, lines, totals) is copied in, never read again from
 * the order or the settings. `provider*` follow sending it to the e-Arşiv integrator.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    kind: text("kind").$type<InvoiceKind>().notNull(),
    number: text("number").notNull().unique(),
    series: text("series").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /**
     * For a return document: the sale invoice it corrects (an invoices.id, kept by the invoice module: no foreign key, so a
     * backup's rows load in any order), and the refund it records (null for a cancellation's).
     */
    relatedInvoiceId: uuid("related_invoice_id"),
    refundId: uuid("refund_id").references(() => orderRefunds.id, { onDelete: "set null" }),
    seller: jsonb("seller").$type<InvoiceSeller>().notNull(),
    buyer: jsonb("buyer").$type<InvoiceBuyer>().notNull(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    grossKurus: integer("gross_kurus").notNull(),
    netKurus: integer("net_kurus").notNull(),
    vatKurus: integer("vat_kurus").notNull(),
    vatBreakdown: jsonb("vat_breakdown").$type<VatBreakdownRow[]>().notNull(),
    /** The integrator it is sent to ("parasut"), null when none is configured. */
    provider: text("provider"),
    providerState: text("provider_state").$type<InvoiceProviderState>().notNull().default("not_sent"),
    providerAttempts: integer("provider_attempts").notNull().default(0),
    providerNextAttemptAt: timestamp("provider_next_attempt_at", { withTimezone: true }),
    /** Who holds the row while sending it (a lease, as the mail outbox's), so two servers never send it twice. */
    providerClaimedUntil: timestamp("provider_claimed_until", { withTimezone: true }),
    providerError: text("provider_error"),
    /** The integrator's ids (e.g. Paraşüt's contact, sales invoice and e-archive ids) and its PDF address once issued. */
    providerRef: jsonb("provider_ref").$type<Record<string, string>>().notNull().default({}),
    providerPdfUrl: text("provider_pdf_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
  },
  (t) => [
    check("invoices_kind", sql.raw(`kind IN (${sqlList(INVOICE_KINDS_SQL)})`)),
    check("invoices_provider_state", sql.raw(`provider_state IN (${sqlList(INVOICE_PROVIDER_STATES_SQL)})`)),
    check("invoices_series", sql`${t.series} ~ '^[A-Z]{3}$'`),
    check("invoices_sequence", sql`${t.sequence} BETWEEN 1 AND 999999999`),
    check("invoices_return_related", sql`(${t.kind} = 'sale') = (${t.relatedInvoiceId} IS NULL)`),
    uniqueIndex("invoices_series_year_sequence_unique").on(t.series, t.year, t.sequence),
    uniqueIndex("invoices_one_sale_per_order")
      .on(t.orderId)
      .where(sql`${t.kind} = 'sale'`),
    uniqueIndex("invoices_one_per_refund")
      .on(t.refundId)
      .where(sql`${t.refundId} IS NOT NULL`),
    index("invoices_order_idx").on(t.orderId),
    index("invoices_issued_idx").on(t.issuedAt, t.number),
    index("invoices_provider_due_idx").on(t.providerState, t.providerNextAttemptAt),
  ],
);

/** The last number given per invoice series and year: taken by `UPDATE … SET last_sequence = last_sequence + 1` in the invoice's transaction. */
export const invoiceSequences = pgTable(
  "invoice_sequences",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    lastSequence: integer("last_sequence").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** iyzico's references of a settled payment: its paymentId and, per basket item (our order_items.id or "shipping"), the payment transaction. */
export interface ProviderPayment {
  paymentId: string;
  transactions: { itemId: string; paymentTransactionId: string; paidKurus: number }[];
}

/** One call of a refund at the provider: which transaction, how much, under which conversation id, and whether it was made. */
export interface ProviderRefundPart {
  paymentTransactionId: string;
  amountKurus: number;
  conversationId: string;
  state: "pending" | "completed" | "failed";
}

/**
 * Each provider's installment rates as last fetched (docs/product.md#installments): refreshed in the background at most
 * once a day; a page only ever reads this row, so a provider that is down never delays it.
 */
export const installmentRates = pgTable("installment_rates", {
  provider: text("provider").primaryKey(),
  /** InstallmentRates (app/lib/installments.ts); null until a fetch succeeded. */
  rates: jsonb("rates"),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }),
  /** The last try, successful or not, so a provider that is down is asked again only after a pause. */
  attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
  error: text("error"),
});

/**
 * Verified reviews (docs/product.md#reviews): one per order line, written through the signed link mailed to the
 * order's sender. Shown only when approved; `hidden` is final. Anonymisation erases `reviewerInitials` and the photo
 * and keeps the stars.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    /** Null once the product is deleted; the review then shows nowhere. */
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** `A. Y.` from the name the reviewer gave (only the initials are kept); null after anonymisation. */
    reviewerInitials: text("reviewer_initials"),
    /** Stored image key (app/modules/media, public under `reviews/`) of the reviewer's photo, EXIF stripped; null: none. */
    photoKey: text("photo_key"),
    status: text("status").$type<ReviewStatus>().notNull().default("pending"),
    /** The shop's public answer (`Mağaza yanıtı`). */
    storeReply: text("store_reply"),
    storeRepliedAt: timestamp("store_replied_at", { withTimezone: true }),
    helpfulCount: integer("helpful_count").notNull().default(0),
    createdAt: createdAt(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    check("reviews_rating", sql`${t.rating} BETWEEN 1 AND 5`),
    check("reviews_status", sql.raw(`status IN (${sqlList(REVIEW_STATUSES)})`)),
    check("reviews_helpful", sql`${t.helpfulCount} >= 0`),
    // A product's approved reviews, newest or most helpful first; the admin's queue by status.
    index("reviews_product_status_created_idx").on(t.productId, t.status, t.createdAt.desc().nullsFirst()),
    index("reviews_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst()),
    index("reviews_order_idx").on(t.orderId),
  ],
);

/** Who found a review helpful (a keyed hash of their address), so one voter counts once. */
export const reviewHelpfulVotes = pgTable(
  "review_helpful_votes",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    voter: text("voter").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter] })],
);

/**
 * A recipient's thank-you conversation with the anonymous sender of one order (docs/product.md#thank-you-notes),
 * begun by the recipient's first note. The sender's name is here only once the sender chose to tell it.
 */
export const thankYouThreads = pgTable(
  "thank_you_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** What the recipient chose to be called; null: nothing. */
    recipientNickname: text("recipient_nickname"),
    /** The name the sender chose to tell (`Kim olduğumu söyle`); null: still anonymous. Never the e-mail. */
    senderName: text("sender_name"),
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: text("closed_by").$type<ThanksCloser>(),
    /** Reported (`Bildir`) by either side: closed, and only then readable by the owner. */
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    reportedBy: text("reported_by").$type<ThanksAuthor>(),
    createdAt: createdAt(),
  },
  (t) => [
    check("thank_you_threads_closed_by", sql.raw(`closed_by IS NULL OR closed_by IN (${sqlList(THANKS_CLOSERS)})`)),
    check("thank_you_threads_reported_by", sql.raw(`reported_by IS NULL OR reported_by IN (${sqlList(THANKS_AUTHORS)})`)),
    // The dashboard's count of gifts thanked this month; the owner's list of reported threads.
    index("thank_you_threads_created_idx").on(t.createdAt),
    index("thank_you_threads_reported_idx").on(t.reportedAt),
  ],
);

/** One message of a thread: a recipient's note (optionally with a photo) or the sender's one answer to it. */
export const thankYouMessages = pgTable(
  "thank_you_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => thankYouThreads.id, { onDelete: "cascade" }),
    author: text("author").$type<ThanksAuthor>().notNull(),
    body: text("body").notNull(),
    /** A recipient's photo, private under `personal/thanks/` (served by signed links only). */
    photoKey: text("photo_key"),
    /** The note a sender's answer answers: one answer per note, by the unique constraint. */
    replyToId: uuid("reply_to_id")
      .unique()
      .references((): AnyPgColumn => thankYouMessages.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("thank_you_messages_author", sql.raw(`author IN (${sqlList(THANKS_AUTHORS)})`)),
    check("thank_you_messages_reply", sql`(${t.author} = 'sender') = (${t.replyToId} IS NOT NULL)`),
    index("thank_you_messages_thread_created_idx").on(t.threadId, t.createdAt),
  ],
);
