// Personalised order lines (docs/product.md#personalised-gifts): placing an order checks each line's values again
// against its product and its photos against the uploads, then claims the uploads for the order; the order's page,
// the mails, the admin's order detail, the packing slip and the print sheet show what the line keeps, with signed links
// to the photos (docs/product.md#personal-photos): thumbnails for the buyer, the original for the admin.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orderItems, orders, personalUploads, products } from "~/db/schema";
import { isUuid } from "~/lib/input";
import { parseOrderLineOptions } from "~/lib/order-lines";
import { isValidPrintSize, type PersonalLineSnapshotView } from "~/lib/order-line-personal";
import {
  checkPersonalValues,
  NO_PERSONALISATION,
  type OrderLinePersonal,
  orderLinePersonal,
  type Personalisation,
  type PersonalValues,
  personalFeeKurus,
  requiredDpi,
} from "~/lib/personalisation";
import { contentTypeOf } from "~/modules/media/s3-storage.server";
import type { FileStorage } from "~/modules/media/storage.server";
import { findPersonalUploads, signedUploadLinks } from "~/modules/personalisation/uploads.server";

/** A checkout line with the buyer's values as posted (never trusted). */
export interface PersonalLine {
  productId: string;
  variantId: string;
  quantity: number;
  personal?: Readonly<Record<string, string>>;
}

export interface CheckedPersonalLine {
  feeKurus: number;
  snapshot: OrderLinePersonal[];
}

export type PersonalLinesCheck =
  { ok: true; lines: CheckedPersonalLine[]; uploads: { id: string; productName: string }[]; requiresProof: boolean } | { ok: false; productName: string };

/**
 * Checks every line's values against its product's fields (lib/personalisation.ts, checkPersonalValues) and every
 * photo against its upload: it exists, was made for that product and field, is not erased and no order has claimed
 * it. The uploads are locked until the transaction ends, so the claim that follows cannot be raced.
 */
export async function checkPersonalLines(tx: Executor, lines: readonly PersonalLine[]): Promise<PersonalLinesCheck> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const rows =
    productIds.length === 0
      ? []
      : await tx
          .select({ id: products.id, name: products.name, personalisation: products.personalisation })
          .from(products)
          .where(inArray(products.id, productIds));
  const byProduct = new Map(rows.map((row) => [row.id, row]));
  const checked: { values: PersonalValues; personalisation: Personalisation; productName: string; productId: string }[] = [];
  for (const line of lines) {
    const product = byProduct.get(line.productId);
    const personalisation = product?.personalisation ?? NO_PERSONALISATION;
    const productName = product?.name ?? "";
    const check = checkPersonalValues(personalisation, line.personal);
    if (!check.ok) return { ok: false, productName };
    checked.push({ values: check.values, personalisation, productName, productId: line.productId });
  }
  const wanted = new Map<string, { productId: string; fieldId: string; productName: string }>();
  for (const line of checked)
    for (const field of line.personalisation.fields)
      if (field.kind === "photo" && line.values[field.id])
        wanted.set(line.values[field.id], { productId: line.productId, fieldId: field.id, productName: line.productName });
  const ids = [...wanted.keys()];
  const uploads =
    ids.length === 0
      ? []
      : await tx
          .select({ id: personalUploads.id, productId: personalUploads.productId, fieldId: personalUploads.fieldId })
          .from(personalUploads)
          .where(and(inArray(personalUploads.id, ids), isNull(personalUploads.orderId), isNull(personalUploads.erasedAt)))
          .for("update");
  const usable = new Set(uploads.filter((u) => u.productId === wanted.get(u.id)?.productId && u.fieldId === wanted.get(u.id)?.fieldId).map((u) => u.id));
  for (const [id, want] of wanted) if (!usable.has(id)) return { ok: false, productName: want.productName };
  return {
    ok: true,
    lines: checked.map((line) => ({
      feeKurus: personalFeeKurus(line.personalisation, line.values),
      snapshot: orderLinePersonal(line.personalisation, line.values),
    })),
    uploads: ids.map((id) => ({ id, productName: wanted.get(id)?.productName ?? "" })),
    requiresProof: checked.some((line) => line.personalisation.requiresProof && line.personalisation.fields.length > 0),
  };
}

/** Claims the checked uploads for the order (only those no order holds yet); false when any was claimed meanwhile. */
export async function claimPersonalUploads(tx: Executor, orderId: string, uploads: readonly { id: string }[], now: Date): Promise<boolean> {
  if (uploads.length === 0) return true;
  const claimed = await tx
    .update(personalUploads)
    .set({ orderId, claimedAt: now })
    .where(
      and(
        inArray(
          personalUploads.id,
          uploads.map((u) => u.id),
        ),
        isNull(personalUploads.orderId),
        isNull(personalUploads.erasedAt),
      ),
    )
    .returning({ id: personalUploads.id });
  return claimed.length === uploads.length;
}

export interface PersonalViewOptions {
  /** The admin's view: also the print size, the DPI needed, a preview link and the original's download address. */
  admin?: boolean;
  now?: Date;
}

/** Where the admin downloads a photo's original (app/routes/admin/personal-original.tsx). */
export function personalOriginalPath(uploadId: string): string {
  return `/admin/personal-original?upload=${encodeURIComponent(uploadId)}`;
}

/**
 * What each line's personal values show: the texts, and for photos a signed thumbnail link (and for the admin a
 * preview link, the original's download, the print size and the low-resolution flag). An erased photo or text says so.
 */
export async function personalLineViews(
  db: Executor,
  lines: readonly { personalisation: OrderLinePersonal[] | null }[],
  options: PersonalViewOptions = {},
): Promise<PersonalLineSnapshotView[][]> {
  const ids = lines.flatMap((line) => (line.personalisation ?? []).flatMap((value) => (value.uploadId ? [value.uploadId] : [])));
  if (ids.length === 0) return lines.map((line) => (line.personalisation ?? []).map((value) => plainView(value)));
  const uploads = await findPersonalUploads(db, [...new Set(ids)]);
  const byId = new Map(uploads.map((upload) => [upload.id, upload]));
  const thumbs = await signedUploadLinks(db, uploads, "thumb", { now: options.now });
  const previews = options.admin ? await signedUploadLinks(db, uploads, "preview", { now: options.now }) : new Map<string, string>();
  const fields = options.admin ? await photoFields(db, uploads) : new Map<string, { printWidthCm: number; printHeightCm: number }>();
  return lines.map((line) =>
    (line.personalisation ?? []).map((value) => {
      const upload = value.uploadId ? byId.get(value.uploadId) : undefined;
      if (!value.uploadId) return plainView(value);
      const erased = Boolean(value.erasedAt) || !upload || Boolean(upload.erasedAt);
      const view: PersonalLineSnapshotView = { ...plainView(value), erased, thumbUrl: erased ? null : (thumbs.get(value.uploadId) ?? null) };
      if (!upload) return view;
      view.lowResolution = upload.lowResolution;
      if (options.admin) {
        view.width = upload.width;
        view.height = upload.height;
        const size = fields.get(`${upload.productId}/${upload.fieldId}`);
        if (size && isValidPrintSize(size)) view.print = { ...size, dpi: requiredDpi(size) };
        if (!erased) {
          view.previewUrl = previews.get(upload.id) ?? null;
          view.originalUrl = personalOriginalPath(upload.id);
        }
      }
      return view;
    }),
  );
}

function plainView(value: OrderLinePersonal): PersonalLineSnapshotView {
  return {
    fieldId: value.fieldId,
    kind: value.kind,
    label: value.label,
    text: value.erasedAt ? "" : value.text,
    uploadId: value.uploadId,
    erased: Boolean(value.erasedAt),
    thumbUrl: null,
  };
}

/** The photo fields' print sizes as the products define them now, by `productId/fieldId`. */
async function photoFields(db: Executor, uploads: readonly { productId: string | null; fieldId: string }[]) {
  const productIds = [...new Set(uploads.flatMap((u) => (u.productId ? [u.productId] : [])))];
  const sizes = new Map<string, { printWidthCm: number; printHeightCm: number }>();
  if (productIds.length === 0) return sizes;
  const rows = await db.select({ id: products.id, personalisation: products.personalisation }).from(products).where(inArray(products.id, productIds));
  for (const row of rows)
    for (const field of row.personalisation.fields)
      if (field.kind === "photo") sizes.set(`${row.id}/${field.id}`, { printWidthCm: field.printWidthCm, printHeightCm: field.printHeightCm });
  return sizes;
}

/** An ordered photo's original for the admin to download: its stream, size, type and a file name with the order number. */
export async function openPersonalOriginal(db: Executor, storage: FileStorage, uploadId: string) {
  if (!isUuid(uploadId)) return null;
  const [row] = await db
    .select({ key: personalUploads.originalKey, fieldId: personalUploads.fieldId, erasedAt: personalUploads.erasedAt, orderNumber: orders.orderNumber })
    .from(personalUploads)
    .innerJoin(orders, eq(orders.id, personalUploads.orderId))
    .where(eq(personalUploads.id, uploadId));
  if (!row || row.erasedAt) return null;
  const info = await storage.stat(row.key);
  const stream = info ? await storage.stream(row.key) : null;
  if (!info || !stream) return null;
  const extension = row.key.slice(row.key.lastIndexOf(".") + 1);
  return { stream, size: info.size, contentType: contentTypeOf(row.key), filename: `${row.orderNumber}-${row.fieldId}-${uploadId.slice(0, 8)}.${extension}` };
}

/** The print sheet of an order (docs/product.md#personalised-gifts): its number and each personalised line with the admin's view. */
export async function getPrintSheet(db: Executor, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      proofState: orders.proofState,
      requestedDeliveryDate: orders.requestedDeliveryDate,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const rows = await db
    .select(PRINTED_LINE_COLUMNS)
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(...PRINTED_LINE_ORDER);
  const personalised = rows.filter((row) => row.personalisation.length > 0);
  const views = await personalLineViews(db, personalised, { admin: true });
  const lines = personalised.map(({ personalisation: _, optionValues, ...row }, i) => ({
    ...row,
    optionValues: parseOrderLineOptions(optionValues),
    personal: views[i],
  }));
  return { ...order, lines };
}

/** An order line as printed papers show it (the print sheet, the packing slips), in the order they list lines. */
export const PRINTED_LINE_COLUMNS = {
  productName: orderItems.productName,
  optionValues: orderItems.optionValues,
  sku: orderItems.sku,
  quantity: orderItems.quantity,
  personalisation: orderItems.personalisation,
};
export const PRINTED_LINE_ORDER = [asc(orderItems.productName), asc(orderItems.sku), asc(orderItems.id)] as const;
