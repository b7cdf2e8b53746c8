// Prices a cart from the database: current names, prices, shipping and stock of each line's variant, shipping by the
// owner's rule in force (docs/product.md#price-re-check, #shipping, #options-and-variants).
// The cart page uses it to re-check the stored cart; checkout uses the same figures to place the order.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { productImages, products, productVariants } from "~/db/schema";
import {
  cartLineKey,
  cartTotals,
  MAX_LINE_QUANTITY,
  NO_CART_CAMPAIGN,
  mergeCartLines,
  type PersonalLineView,
  type PricedCart,
  type PricedCartLine,
  type RemovedReason,
} from "~/lib/cart";
import { checkPersonalValues, isPersonalised, type Personalisation, personalFeeKurus, type PersonalValues, personalUploadIds } from "~/lib/personalisation";
import { findPersonalUploads, signedUploadLinks } from "~/modules/personalisation/uploads.server";
import type { CartRequest } from "~/lib/cart-request";
import { namedOptionValues, variantLabel } from "~/lib/variants";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { campaignPricingFor } from "~/modules/campaigns/offers.server";
import { effectiveOriginalPriceSql, effectivePriceSql } from "~/modules/catalog/sale-price.server";

export interface PriceCartOptions {
  /** The discount code the shopper gave (the cookie `indirim_kodu`); null or absent: none. */
  code?: string | null;
  /** The buyer's e-mail when known (checkout): a code used by it as often as allowed is refused. */
  email?: string;
  now?: Date;
}

export async function priceCart(db: Executor, request: CartRequest, { code = null, email, now = new Date() }: PriceCartOptions = {}): Promise<PricedCart> {
  const wanted = mergeCartLines(request);
  const variantIds = wanted.flatMap((line) => (line.variantId ? [line.variantId] : []));
  const unnamedProducts = wanted.flatMap((line) => (line.variantId ? [] : [line.productId]));
  const rows =
    wanted.length > 0
      ? await db
          .select({
            productId: products.id,
            variantId: productVariants.id,
            slug: products.slug,
            name: products.name,
            options: products.options,
            optionValues: productVariants.optionValues,
            // The price in force now: a scheduled sale's while it holds (docs/product.md#sale-prices).
            priceKurus: effectivePriceSql(new Date()),
            originalPriceKurus: effectiveOriginalPriceSql(new Date()),
            shippingCostKurus: products.shippingCostKurus,
            stock: productVariants.stock,
            personalisation: products.personalisation,
            image: sql<
              string | null
            >`coalesce(${productVariants.imagePath}, (select pi.path from ${productImages} pi where pi.product_id = ${products.id} order by pi.position asc limit 1))`,
          })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(
            and(
              eq(products.isActive, true),
              eq(productVariants.isActive, true),
              or(
                variantIds.length > 0 ? inArray(productVariants.id, variantIds) : sql`false`,
                unnamedProducts.length > 0 ? inArray(productVariants.productId, unnamedProducts) : sql`false`,
              ),
            ),
          )
      : [];
  const byVariant = new Map(rows.map((row) => [row.variantId, row]));
  // A line from before variants names its product only: it buys the product's one variant, if it has just one.
  const onlyVariant = new Map<string, (typeof rows)[number] | null>();
  for (const row of rows) {
    if (!unnamedProducts.includes(row.productId)) continue;
    onlyVariant.set(row.productId, onlyVariant.has(row.productId) ? null : row);
  }
  const lines: PricedCartLine[] = [];
  const removed: PricedCart["removed"] = [];
  const found: { line: (typeof wanted)[number]; row: (typeof rows)[number] }[] = [];
  for (const line of wanted) {
    const row = line.variantId ? byVariant.get(line.variantId) : onlyVariant.get(line.productId);
    const removal = (reason: RemovedReason) => removed.push({ productId: line.productId, variantId: line.variantId, ...personalOf(line), reason });
    if (!row || (line.variantId && row.productId !== line.productId)) removal("unavailable");
    else if (row.stock <= 0) removal("soldOut");
    else found.push({ line, row });
  }
  const personal = await checkPersonalLines(db, found);
  for (const [index, { line, row }] of found.entries()) {
    const check = personal[index];
    if (!check.ok) {
      removed.push({ productId: line.productId, variantId: line.variantId, ...personalOf(line), reason: "personalisation" });
      continue;
    }
    lines.push({
      productId: row.productId,
      variantId: row.variantId,
      variantLabel: variantLabel(namedOptionValues(row.options, row.optionValues)),
      productName: row.name,
      slug: row.slug,
      // The personalisation's fee is part of the unit price (and of the price before a discount, so the discount stays the same).
      price: row.priceKurus + check.feeKurus,
      originalPrice: row.originalPriceKurus === null ? null : row.originalPriceKurus + check.feeKurus,
      shippingCost: row.shippingCostKurus,
      quantity: line.quantity,
      image: row.image,
      stock: row.stock,
      ...(check.values ? { personal: check.values, personalView: check.view } : {}),
    });
  }
  // Two lines that turned out to be one (one named the variant, one from before variants; values kept alike) are one line.
  const merged = new Map<string, PricedCartLine>();
  for (const line of lines) {
    const key = cartLineKey(line);
    const before = merged.get(key);
    merged.set(key, before ? { ...before, quantity: before.quantity + line.quantity } : line);
  }
  // The stock is the variant's, shared by all its lines (two names on the same mug): lines take it in order.
  const taken = new Map<string, number>();
  const clamped: PricedCartLine[] = [];
  for (const line of merged.values()) {
    const left = line.stock - (taken.get(line.variantId) ?? 0);
    if (left <= 0) {
      removed.push({ productId: line.productId, variantId: line.variantId, ...personalOf(line), reason: "soldOut" });
      continue;
    }
    const quantity = Math.min(line.quantity, left, MAX_LINE_QUANTITY);
    taken.set(line.variantId, (taken.get(line.variantId) ?? 0) + quantity);
    clamped.push({ ...line, quantity });
  }
  // Each line's stepper goes up to what the variant's other lines leave it.
  const priced = clamped.map((line) => ({ ...line, stock: line.stock - ((taken.get(line.variantId) ?? 0) - line.quantity) }));
  const { shipping } = await getShopSettings(db);
  const totals = cartTotals(priced, shipping);
  if (priced.length === 0 && !code) return { lines: priced, removed, totals, campaign: NO_CART_CAMPAIGN };
  // The campaigns (docs/product.md#campaigns), by the one pricing function placing an order uses too.
  const { pricing, codeMinBasketKurus } = await campaignPricingFor(
    db,
    priced.map((line) => ({
      key: cartLineKey(line),
      productId: line.productId,
      unitPriceKurus: line.price,
      quantity: line.quantity,
      shippingCostKurus: line.shippingCost,
    })),
    shipping,
    code,
    now,
    { email },
  );
  return {
    lines: priced,
    removed,
    totals: { ...totals, shipping: pricing.shipping, discount: pricing.discountTotal, total: pricing.total },
    campaign: {
      discounts: pricing.discounts.map(({ campaignId, kind, label, target, amountKurus }) => ({ campaignId, kind, label, target, amountKurus })),
      lineDiscounts: pricing.lineDiscounts,
      code: pricing.code,
      ...(codeMinBasketKurus !== undefined ? { codeMinBasketKurus } : {}),
      hints: pricing.hints,
    },
  };
}

function personalOf(line: { personal?: PersonalValues }): { personal?: PersonalValues } {
  return line.personal && Object.keys(line.personal).length > 0 ? { personal: line.personal } : {};
}

type PersonalLineCheck = { ok: false } | { ok: true; feeKurus: number; values?: PersonalValues; view?: PersonalLineView[] };

/**
 * Each line's personal values checked against its product's fields as they are now, and each photo against its
 * upload: it exists, was made for this product's field, is not erased and no order has claimed it
 * (docs/product.md#personalised-gifts). A line whose values no longer hold is refused; the others get the fee and the view.
 */
async function checkPersonalLines(
  db: Executor,
  found: readonly { line: { personal?: PersonalValues }; row: { productId: string; personalisation: Personalisation } }[],
): Promise<PersonalLineCheck[]> {
  const checks = found.map(({ line, row }) =>
    line.personal || isPersonalised(row.personalisation) ? checkPersonalValues(row.personalisation, line.personal) : null,
  );
  const uploadIds = found.flatMap(({ row }, index) => {
    const check = checks[index];
    return check?.ok ? personalUploadIds(row.personalisation, check.values) : [];
  });
  const uploads = new Map((await findPersonalUploads(db, [...new Set(uploadIds)])).map((upload) => [upload.id, upload]));
  const links = await signedUploadLinks(db, [...uploads.values()], "thumb");
  return found.map(({ row }, index): PersonalLineCheck => {
    const check = checks[index];
    if (check === null) return { ok: true, feeKurus: 0 };
    if (!check.ok) return { ok: false };
    const view: PersonalLineView[] = [];
    for (const field of row.personalisation.fields) {
      const value = check.values[field.id];
      if (!value) continue;
      if (field.kind !== "photo") {
        view.push({ fieldId: field.id, label: field.label, text: value });
        continue;
      }
      const upload = uploads.get(value);
      const link = links.get(value);
      if (!upload || upload.productId !== row.productId || upload.fieldId !== field.id || upload.erasedAt || upload.orderId || !link) return { ok: false };
      view.push({ fieldId: field.id, label: field.label, text: "", imageUrl: link, imageSize: "thumb", lowResolution: upload.lowResolution });
    }
    if (view.length === 0) return { ok: true, feeKurus: 0 };
    return { ok: true, feeKurus: personalFeeKurus(row.personalisation, check.values), values: check.values, view };
  });
}
