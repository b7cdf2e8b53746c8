// The campaigns a cart or an order is priced with (docs/product.md#campaigns): the live automatic offers, the campaign
// behind a code the shopper gave, and each product's categories (for a campaign's scope). The pricing itself is
// lib/campaigns.ts's priceWithOffers, the one function for the cart, the checkout and the stored order.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { campaigns, discountCodes, orderDiscounts, orders, productCategories } from "~/db/schema";
import {
  type CampaignPricing,
  type CodeRefusal,
  discountCodeKey,
  MAX_CODE_LENGTH,
  type Offer,
  offerTiming,
  type PricingLine,
  priceWithOffers,
} from "~/lib/campaigns";
import type { ShippingRule } from "~/lib/shop-settings";

type CampaignRow = typeof campaigns.$inferSelect;

function offerOf(row: CampaignRow, label: string, codeId?: string): Offer {
  return {
    campaignId: row.id,
    kind: row.kind,
    label,
    rule: row.rule,
    scope: row.scope,
    minBasketKurus: row.minBasketKurus,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    combinesWithAutomatic: row.combinesWithAutomatic,
    ...(codeId ? { codeId } : {}),
  };
}

/** The automatic offers switched on and live at `now`. */
export async function liveAutomaticOffers(db: Executor, now: Date): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.kind, "automatic"), eq(campaigns.isActive, true)));
  return rows.map((row) => offerOf(row, row.name)).filter((offer) => offerTiming(offer, now) === "live");
}

export interface FoundCode {
  offer: Offer;
  minBasketKurus: number;
}

/**
 * The campaign behind a code, found Turkish-folded ("yilbasi" = "YILBAŞI"); a refusal when it is unknown, switched off,
 * used up, or (given the buyer's e-mail) already used by that e-mail as often as allowed. Whether it has started, has
 * ended or fits the cart is priceWithOffers's to say. Reads only: placing an order takes the use (code-uses.server.ts).
 */
export async function findCodeOffer(db: Executor, codeText: string, { email }: { email?: string } = {}): Promise<FoundCode | { refusal: CodeRefusal }> {
  if (codeText.trim().length > MAX_CODE_LENGTH) return { refusal: "tooLong" };
  const key = discountCodeKey(codeText);
  if (!key) return { refusal: "unknown" };
  const [found] = await db
    .select({ campaign: campaigns, codeId: discountCodes.id, code: discountCodes.code, maxUses: discountCodes.maxUses, codeUsed: discountCodes.usedCount })
    .from(discountCodes)
    .innerJoin(campaigns, eq(campaigns.id, discountCodes.campaignId))
    .where(eq(discountCodes.codeKey, key))
    .limit(1);
  if (!found || !found.campaign.isActive || found.campaign.kind !== "code") return { refusal: "unknown" };
  const { campaign } = found;
  if ((found.maxUses !== null && found.codeUsed >= found.maxUses) || (campaign.totalUses !== null && campaign.usedCount >= campaign.totalUses)) {
    return { refusal: "usedUp" };
  }
  if (email && campaign.usesPerEmail !== null && (await usesByEmail(db, campaign.id, email)) >= campaign.usesPerEmail) return { refusal: "emailUsed" };
  return { offer: offerOf(campaign, found.code, found.codeId), minBasketKurus: campaign.minBasketKurus };
}

/** Orders of this e-mail (compared lower-cased) holding a use of the campaign: not released. */
export async function usesByEmail(db: Executor, campaignId: string, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderDiscounts)
    .innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
    .where(and(eq(orderDiscounts.campaignId, campaignId), isNull(orderDiscounts.releasedAt), sql`lower(${orders.senderEmail}) = lower(${email})`));
  return Number(row?.n ?? 0);
}

/** Each product's categories, for the campaigns' scopes. */
export async function categoriesOfProducts(db: Executor, productIds: readonly string[]): Promise<Map<string, string[]>> {
  const ids = [...new Set(productIds)];
  const byProduct = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byProduct;
  const rows = await db.select().from(productCategories).where(inArray(productCategories.productId, ids));
  for (const row of rows) byProduct.get(row.productId)?.push(row.categoryId);
  return byProduct;
}

export interface CampaignLine {
  key: string;
  productId: string;
  unitPriceKurus: number;
  quantity: number;
  shippingCostKurus: number;
}

export interface PricedWithCampaigns {
  pricing: CampaignPricing;
  /** The code's minimum basket (for the refusal "minimumNotMet"). */
  codeMinBasketKurus?: number;
}

/** Prices lines with the campaigns live at `now` and the shopper's code (null: none), by priceWithOffers. */
export async function campaignPricingFor(
  db: Executor,
  lines: readonly CampaignLine[],
  rule: ShippingRule,
  codeText: string | null,
  now: Date,
  { email }: { email?: string } = {},
): Promise<PricedWithCampaigns> {
  const automatic = await liveAutomaticOffers(db, now);
  const code = codeText?.trim() ? await findCodeOffer(db, codeText, { email }) : null;
  // Scopes need the products' categories only when some campaign is in play (most carts: none).
  const categories =
    automatic.length > 0 || (code && "offer" in code)
      ? await categoriesOfProducts(
          db,
          lines.map((line) => line.productId),
        )
      : new Map<string, string[]>();
  const pricingLines: PricingLine[] = lines.map((line) => ({ ...line, categoryIds: categories.get(line.productId) ?? [] }));
  const pricing = priceWithOffers(pricingLines, rule, { automatic, codeText, code: code && "offer" in code ? code.offer : code }, now);
  return { pricing, ...(code && "offer" in code ? { codeMinBasketKurus: code.minBasketKurus } : {}) };
}
