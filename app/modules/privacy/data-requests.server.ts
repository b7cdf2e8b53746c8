// KVKK data requests and retention (docs/product.md#kvkk): every order of one sender e-mail address, as JSON or
// CSV for the person who asked, and the anonymisation of the personal data in those orders — or, by the order
// jobs, in every order older than the retention period (the settings' dataRetention). Anonymising erases the
// recipient's name, address, city, postcode and phone, the sender's e-mail, billing details and anonymous message, and the
// same person's data elsewhere: the order's mails (their outbox rows and the .eml files written of them), its
// PayTR records, the address that placed it while unpaid, and the admin's free-text notes on it. Amounts,
// items, dates, statuses and order numbers stay, so the accounts and the dashboard's figures do not change.
import { eraseOrderDocumentsPersonalData, orderDocumentSummaries } from "~/modules/documents/order-documents.server";
import type { AuditEntry } from "~/modules/audit/audit-log.server";
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FileStorage } from "~/modules/media/storage.server";
import { erasePersonalDataOfOrders } from "~/modules/personalisation/retention.server";
import { bumpCatalogVersion } from "~/modules/catalog/cache.server";
import { eraseReviewPersonalData, type ExportedReview, reviewsOfOrders } from "./reviews.server";
import { eraseThankYouNotes, type ExportedThankYouNotes, thankYouNotesOfOrders } from "./thank-you-notes.server";
import { eraseInvoicePersonalData, withInvoiceNumbers } from "~/modules/invoices/privacy.server";
import type { Database, Executor, Transaction } from "~/db/client.server";
import { mailOutbox, orderEvents, orders, paymentEvents, personalUploads, unpaidOrderAddresses } from "~/db/schema";
import { writeTarGzEntries } from "~/modules/ops/tar.server";
import { eraseMailFiles } from "~/modules/mail/transport.server";
import { CHECKOUT_FIELD_MAX_LENGTH, ORDER_CONTACT_FIELDS, type OrderContactFields } from "~/lib/checkout-fields";
import { privacyText } from "~/lib/i18n/privacy";
import { stripNul } from "~/lib/input";
import { istanbulDay } from "~/lib/dates";
import { LEGAL_MIN_ORDER_YEARS } from "~/lib/shop-settings";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { csvDateTime, csvItems, csvSkus, excelCsv, kurusToCsvAmount } from "~/modules/orders/admin-orders-csv.server";
import { type AdminOrderRow, listAdminOrdersForExport } from "~/modules/orders/admin-orders.server";
import { orderDiscountNames } from "~/lib/order-discounts";
import { adminOrdersText } from "~/lib/i18n/admin-orders";

/** No order holds a longer sender e-mail (the checkout's limit). */
export const DATA_REQUEST_EMAIL_MAX_LENGTH = CHECKOUT_FIELD_MAX_LENGTH.senderEmail;

/** The e-mail address of a request as typed (trimmed, without NUL), or null when it is not one. */
export function dataRequestEmail(input: unknown): string | null {
  const email = stripNul(String(input ?? "")).trim();
  if (email.length < 3 || email.length > DATA_REQUEST_EMAIL_MAX_LENGTH || !/^[^\s@]+@[^\s@]+$/.test(email)) return null;
  return email;
}

/**
 * Every order placed with this sender e-mail, newest first, whatever its state: compared trimmed, case- and
 * Turkish-letter-insensitive ("AYŞE@ÖRNEK.COM" and "ayse@ornek.com" are one address; so are İ, I, ı and i).
 */
export async function findOrdersOfEmail(db: Executor, email: string): Promise<ExportedOrder[]> {
  const rows = await withInvoiceNumbers(db, await listAdminOrdersForExport(db, { senderEmail: email.trim() }));
  const documents = await orderDocumentSummaries(
    db,
    rows.map((r) => r.id),
  );
  const reviewsByOrder = await reviewsOfOrders(
    db,
    rows.map((r) => r.id),
  );
  const thanksByOrder = await thankYouNotesOfOrders(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    reviews: reviewsByOrder.get(row.id) ?? [],
    thankYouNotes: thanksByOrder.get(row.id) ?? { answersAllowed: false, thread: null },
    contractDocuments: documents
      .filter((d) => d.orderId === row.id)
      .map((d) => ({ kind: d.kind, version: d.version, sha256: d.sha256, createdAt: new Date(d.createdAt).toISOString() })),
  }));
}

/** An order as the export gives it: with its invoices' numbers and its stored contract texts' kinds and hashes. */
export type ExportedOrder = AdminOrderRow & {
  invoiceNumbers?: string[];
  contractDocuments?: { kind: string; version: string; sha256: string; createdAt: string }[];
  /** The reviews written from the order (docs/product.md#reviews). */
  reviews?: ExportedReview[];
  /** The recipient's thank-you notes and the sender's answers (docs/product.md#thank-you-notes). */
  thankYouNotes?: ExportedThankYouNotes;
};

/** These orders (e.g. the ones just anonymised), newest first. */
export function findOrdersById(db: Executor, ids: string[]): Promise<AdminOrderRow[]> {
  return listAdminOrdersForExport(db, { ids });
}

// ---------------------------------------------------------------------------------------------------------
// Export

/** The orders as one JSON document for the person who asked (KVKK m.11): what is stored, field by field; `shop`: the company answering. */
export function dataRequestJson(email: string, rows: ExportedOrder[], shop: string, now = new Date()): string {
  const document = {
    request: { email, exportedAt: now.toISOString(), shop },
    orders: rows.map((row) => ({
      orderNumber: row.orderNumber,
      createdAt: new Date(row.createdAt).toISOString(),
      status: row.status,
      paymentStatus: row.paymentStatus,
      paymentMethod: row.paymentMethod,
      paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
      recipient: {
        name: row.recipientName,
        address: row.recipientAddress,
        city: row.recipientCity,
        postalCode: row.recipientPostalCode,
        phone: row.recipientPhone,
      },
      senderEmail: row.senderEmail,
      anonymousMessage: row.anonymousMessage,
      // The sender's billing details as given at checkout (docs/product.md#billing-details); null: none given.
      billing: row.billing,
      requestedDeliveryDate: row.requestedDeliveryDate,
      items: row.items,
      subtotalKurus: row.subtotalKurus,
      shippingKurus: row.shippingKurus,
      // The discounts the order got (docs/product.md#campaign-orders): the code or offer's name, target and amount; nothing personal.
      discountKurus: row.discountKurus,
      discounts: row.discounts,
      totalKurus: row.totalKurus,
      refundedKurus: row.refundedKurus,
      trackingNumber: row.trackingNumber,
      carrier: row.carrier,
      deliveredAt: row.deliveredAt ? new Date(row.deliveredAt).toISOString() : null,
      anonymisedAt: row.anonymisedAt ? new Date(row.anonymisedAt).toISOString() : null,
      // The numbers of the order's invoices (docs/product.md#invoices): the sale and any return documents.
      invoiceNumbers: row.invoiceNumbers ?? [],
      // The texts agreed before paying (docs/product.md#order-contract): which, their version and SHA-256; the texts are in the order's PDF.
      contractDocuments: row.contractDocuments ?? [],
      // The reviews written from the order (docs/product.md#reviews): product, stars, title, text, status, date, the shop's reply.
      reviews: row.reviews ?? [],
      // Whether the recipient could answer, and the thank-you conversation (docs/product.md#thank-you-notes): each message's
      // author, text, date and whether a photo came with it; the recipient's nickname, the name the sender told, closed or reported.
      thankYouNotes: row.thankYouNotes ?? { answersAllowed: false, thread: null },
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The orders as a CSV file for Excel, written as the admin's order CSV is (excelCsv). */
export function dataRequestCsv(rows: AdminOrderRow[]): string {
  const t = privacyText.export;
  const records = rows.map((row) => [
    row.orderNumber,
    csvDateTime(row.createdAt),
    adminOrdersText.orderStatus[row.status],
    adminOrdersText.paymentStatus[row.paymentStatus],
    row.recipientName,
    row.recipientAddress,
    row.recipientCity,
    row.recipientPostalCode,
    row.recipientPhone,
    row.senderEmail,
    row.anonymousMessage,
    row.requestedDeliveryDate ?? "",
    csvItems(row),
    kurusToCsvAmount(row.totalKurus),
    row.trackingNumber ?? "",
    row.anonymisedAt ? t.yes : t.no,
    csvSkus(row),
    kurusToCsvAmount(row.discountKurus),
    orderDiscountNames(row.discounts),
  ]);
  return excelCsv([[...t.columns], ...records]);
}

/** kvkk-veri-talebi-YYYYMMDD.json / .csv, dated in Istanbul. */
export function dataRequestFilename(extension: "json" | "csv" | "tar.gz", now = new Date()): string {
  return privacyText.export.filename(istanbulDay(now).replace(/-/g, ""), extension);
}

/**
 * The export with the person's photos as files (docs/product.md#kvkk): a .tar.gz holding the JSON export and, under
 * `fotograflar/{orderNumber}/`, the original of every photo of those orders not erased yet.
 */
export async function dataRequestArchive(
  db: Executor,
  storage: FileStorage,
  email: string,
  rows: AdminOrderRow[],
  shop: string,
  now = new Date(),
): Promise<Buffer> {
  const entries: [string, Buffer][] = [["veri-talebi.json", Buffer.from(dataRequestJson(email, rows, shop, now))]];
  const numbers = new Map(rows.map((row) => [row.id, row.orderNumber]));
  const uploads =
    rows.length === 0
      ? []
      : await db
          .select({ id: personalUploads.id, orderId: personalUploads.orderId, fieldId: personalUploads.fieldId, originalKey: personalUploads.originalKey })
          .from(personalUploads)
          .where(and(inArray(personalUploads.orderId, [...numbers.keys()]), isNull(personalUploads.erasedAt)));
  for (const upload of uploads) {
    const bytes = await storage.read(upload.originalKey);
    if (!bytes || !upload.orderId) continue;
    const extension = upload.originalKey.split(".").pop() ?? "jpg";
    entries.push([`fotograflar/${numbers.get(upload.orderId)}/${upload.fieldId}-${upload.id}.${extension}`, bytes]);
  }
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), "kvkk-export-"));
  try {
    const file = path.join(folder, "export.tar.gz");
    await writeTarGzEntries(file, entries);
    return await fs.promises.readFile(file);
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Anonymisation

export interface AnonymisationResult {
  /** The orders anonymised by this call, oldest first (an order anonymised before is not counted again). */
  orderNumbers: string[];
  orderIds: string[];
  /** Mails of those orders erased (sent ones kept as empty rows) or dropped (not sent yet). */
  mails: number;
  /** PayTR notifications of those orders whose payload was reduced to its non-personal fields. */
  paymentEvents: number;
  /** Admin notes on those orders erased. */
  notes: number;
  /** Reviews of those orders whose initials and photo were erased (the caller bumps the catalogue version after the commit). */
  reviews: number;
  /** Thank-you conversations of those orders deleted, with their messages and photos; the orders' codes taken off. */
  thankYouNotes: number;
}

/** The fields of a PayTR notification kept after anonymisation: none of them names or reaches a person. */
const PAYMENT_PAYLOAD_KEPT = new Set([
  "merchant_oid",
  "status",
  "total_amount",
  "payment_amount",
  "payment_type",
  "currency",
  "installment_count",
  "merchant_id",
  "test_mode",
  "failed_reason_code",
  "failed_reason_msg",
  "reason",
]);

/** A payment record's payload without its personal fields (an unreadable one becomes "{}"). */
export function anonymisedPaymentPayload(payload: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return "{}";
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return "{}";
  return JSON.stringify(Object.fromEntries(Object.entries(parsed).filter(([key]) => PAYMENT_PAYLOAD_KEPT.has(key))));
}

/**
 * Anonymises these orders (those not anonymised yet) and everything else holding their people's data, in `tx`.
 * `mailDir`: the folder of mail files (mailFilesDir), whose files of these orders' mails are deleted.
 */
async function anonymiseOrdersIn(tx: Transaction, ids: string[], now: Date, mailDir: string | null, storage: FileStorage | null): Promise<AnonymisationResult> {
  const empty: AnonymisationResult = { orderNumbers: [], orderIds: [], mails: 0, paymentEvents: 0, notes: 0, reviews: 0, thankYouNotes: 0 };
  if (ids.length === 0) return empty;
  const changed = await tx
    .update(orders)
    .set({
      ...(Object.fromEntries(ORDER_CONTACT_FIELDS.map((field) => [field, ""])) as OrderContactFields),
      // PayTR's payment page for this order, with its token: of no use any more.
      paymentUrl: null,
      // The billing details (docs/product.md#billing-details): a name, TCKN or address of a person.
      billing: null,
      anonymisedAt: now,
    })
    .where(and(inArray(orders.id, ids), isNull(orders.anonymisedAt)))
    .returning({ id: orders.id, orderNumber: orders.orderNumber, createdAt: orders.createdAt, paymentReference: orders.paymentReference });
  if (changed.length === 0) return empty;
  changed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.orderNumber.localeCompare(b.orderNumber));
  const orderIds = changed.map((o) => o.id);

  await tx.delete(unpaidOrderAddresses).where(inArray(unpaidOrderAddresses.orderId, orderIds));
  // The contract texts stay with the order, their personal values erased (docs/product.md#order-contract).
  await eraseOrderDocumentsPersonalData(tx, orderIds, now);

  // An order's mails are keyed "{kind}:{orderId}[:…]" (see the enqueueMail calls). One not sent yet is dropped:
  // it has no one to go to now. A sent one stays as an empty row, the record that it was sent.
  const ofTheseOrders = sql`split_part(${mailOutbox.dedupeKey}, ':', 2) in (${sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const dropped = await tx
    .delete(mailOutbox)
    .where(and(ofTheseOrders, isNull(mailOutbox.sentAt)))
    .returning({ id: mailOutbox.id });
  const erased = await tx
    .update(mailOutbox)
    .set({ toAddress: "", subject: "", html: "", text: "", lastError: null })
    .where(ofTheseOrders)
    .returning({ id: mailOutbox.id });

  const references = changed.flatMap((o) => (o.paymentReference ? [o.paymentReference] : []));
  let paymentEventCount = 0;
  if (references.length > 0) {
    const records = await tx
      .select({ id: paymentEvents.id, payload: paymentEvents.payload })
      .from(paymentEvents)
      .where(inArray(paymentEvents.reference, references));
    for (const record of records) {
      const payload = anonymisedPaymentPayload(record.payload);
      if (payload === record.payload) continue;
      await tx.update(paymentEvents).set({ payload }).where(eq(paymentEvents.id, record.id));
      paymentEventCount++;
    }
  }

  // The admin's notes are free text and may name the sender or the recipient; status changes carry none.
  const notes = await tx
    .update(orderEvents)
    .set({ note: null })
    .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.kind, "note"), sql`${orderEvents.note} is not null`))
    .returning({ id: orderEvents.id });

  // The buyers' photos, the proof images (on disk or S3) and the personalisation texts (docs/product.md#personal-data-retention).
  await erasePersonalDataOfOrders(tx, storage, orderIds, now);
  await eraseInvoicePersonalData(tx, orderIds, now);
  // The reviews keep their stars and text; the initials and the photo go (docs/product.md#reviews).
  const reviewCount = await eraseReviewPersonalData(tx, storage, orderIds);
  // The thank-you conversations go whole, and the card's code with them (docs/product.md#thank-you-notes).
  const thankYouNotes = await eraseThankYouNotes(tx, storage, orderIds);

  // The .eml files of those mails (named by their row's id), before the commit: should the transaction fail
  // after this, the files are gone and the rows still hold the data, which asking again erases.
  if (mailDir)
    await eraseMailFiles(
      mailDir,
      [...dropped, ...erased].map((m) => m.id),
    );

  return {
    orderNumbers: changed.map((o) => o.orderNumber),
    orderIds,
    mails: dropped.length + erased.length,
    paymentEvents: paymentEventCount,
    notes: notes.length,
    reviews: reviewCount,
    thankYouNotes,
  };
}

/** Anonymises these orders (see anonymiseOrdersIn); an order anonymised before is left as it is. */
export function anonymiseOrders(
  db: Executor,
  ids: string[],
  now = new Date(),
  mailDir: string | null = null,
  storage: FileStorage | null = null,
): Promise<AnonymisationResult> {
  return db.transaction((tx) => anonymiseOrdersIn(tx, ids, now, mailDir, storage));
}

/** Orders a transaction when anonymising one address's orders. */
const ANONYMISE_CHUNK = 500;

/** The audit log's record of a data request's export or anonymisation: order numbers and counts, never the e-mail. */
export function dataRequestAuditEntry(
  action: "data_request.export" | "data_request.anonymise",
  found: { orderNumbers: string[]; format?: string; mails?: number; paymentEvents?: number; notes?: number },
): AuditEntry | null {
  if (found.orderNumbers.length === 0) return null;
  const { orderNumbers, ...counts } = found;
  const changes = Object.fromEntries(
    Object.entries({ orders: orderNumbers.length, orderNumbers: orderNumbers.join(", "), ...counts }).map(([field, value]) => [
      field,
      { before: null, after: value },
    ]),
  );
  return { action, target: { type: "data_request", label: privacyText.auditLabel(orderNumbers.length) }, changes };
}

/**
 * A KVKK erasure request: anonymises every order of this sender e-mail (matched as findOrdersOfEmail does).
 * Asking again finds nothing and changes nothing.
 */
export async function anonymiseOrdersOfEmail(
  db: Executor,
  email: string,
  now = new Date(),
  mailDir: string | null = null,
  storage: FileStorage | null = null,
): Promise<AnonymisationResult> {
  const ids = (await findOrdersOfEmail(db, email)).map((r) => r.id).reverse();
  const total: AnonymisationResult = { orderNumbers: [], orderIds: [], mails: 0, paymentEvents: 0, notes: 0, reviews: 0, thankYouNotes: 0 };
  // A few hundred orders a transaction: a shop's busiest address never makes one statement of too many parameters.
  for (let start = 0; start < ids.length; start += ANONYMISE_CHUNK) {
    const part = await anonymiseOrders(db, ids.slice(start, start + ANONYMISE_CHUNK), now, mailDir, storage);
    total.orderNumbers.push(...part.orderNumbers);
    total.orderIds.push(...part.orderIds);
    total.mails += part.mails;
    total.paymentEvents += part.paymentEvents;
    total.notes += part.notes;
    total.reviews += part.reviews;
    total.thankYouNotes += part.thankYouNotes;
  }
  return total;
}

/** The instant before which orders are past retention: `years` calendar years before `now`. */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * One batch of the retention job: anonymises at most `batchSize` orders placed before the retention period,
 * oldest first, skipping anonymised ones (an index of the orders not anonymised finds them without reading
 * the rest). Rows another process is anonymising are skipped, so several processes may run it at once.
 */
/** Orders anonymised at most per run of the order jobs (every 10 s): a backlog drains over many runs. */
export const ANONYMISE_BATCH_SIZE = 100;

export async function anonymiseExpiredOrders(
  db: Database,
  {
    now = new Date(),
    orderYears,
    batchSize = ANONYMISE_BATCH_SIZE,
    mailDir = null,
    storage = null,
  }: { now?: Date; orderYears?: number; batchSize?: number; mailDir?: string | null; storage?: FileStorage | null } = {},
): Promise<AnonymisationResult> {
  // The settings' period unless told otherwise, never below the legal minimum.
  const years = orderYears ?? Math.max(LEGAL_MIN_ORDER_YEARS, (await getShopSettings(db)).dataRetention.orderYears);
  const cutoff = retentionCutoff(now, years);
  const result = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(isNull(orders.anonymisedAt), lt(orders.createdAt, cutoff)))
      .orderBy(asc(orders.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return anonymiseOrdersIn(
      tx,
      due.map((o) => o.id),
      now,
      mailDir,
      storage,
    );
  });
  // After the commit: product pages showing those reviews drop the initials and photos.
  if (result.reviews > 0) await bumpCatalogVersion(db);
  return result;
}
