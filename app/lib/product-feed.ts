// The product feed (docs/product.md#product-feed): RSS 2.0 with Google Merchant Center's `g:` namespace, one item
// per product sold one way and one per variant of a product with options; the same file serves a Meta catalog.
// Pure: modules/catalog/product-feed.server.ts reads the catalogue and the settings and hands them here.
import { campaignOverAt } from "./campaigns";
import { absoluteImageUrl } from "./media";
import { kurusToDecimalString } from "./money";
import { saleIsLive } from "./sale-price";
import type { ShippingRule } from "./shop-settings";
import { isColourOption, isSizeOption, type ProductOption, VARIANT_PARAM } from "./variants";
import { truncateText, XML_HEADER, xmlElement, xmlText } from "./xml";

/** Where the shop serves the feed (app/routes.ts). */
export const PRODUCT_FEED_PATH = "/feeds/products.xml";

/** Merchant Center's limits for the fields the feed writes. */
export const FEED_LIMITS = { title: 150, description: 5000, additionalImages: 10, productTypes: 10, optionValue: 100 } as const;

export interface FeedShop {
  /** The shop's public origin, e.g. https://example.com. */
  origin: string;
  shopName: string;
  description: string;
  shipping: ShippingRule;
}

export interface FeedVariant {
  sku: string;
  optionValues: string[];
  priceKurus: number;
  originalPriceKurus: number | null;
  salePriceKurus: number | null;
  stock: number;
  imagePath: string | null;
}

export interface FeedProduct {
  id: string;
  slug: string;
  name: string;
  description: string;
  brand: string | null;
  shippingCostKurus: number;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  options: ProductOption[];
  /** Image storage paths, in the product's order. */
  images: string[];
  /** Category names. */
  categories: string[];
  /** The active variants, in order; a product without options has one, with optionValues []. */
  variants: FeedVariant[];
}

/** What the feed says of one variant's price: `price` the regular one, `sale` what is charged in the sale (and when). */
export interface FeedPrice {
  priceKurus: number;
  saleKurus: number | null;
  /** The sale's start and the instant it is over; null: the sale price holds until the product changes. */
  saleWindow: { start: Date; end: Date } | null;
  /** What a buyer pays now (free shipping is reckoned on it). */
  chargedKurus: number;
}

/**
 * A variant's prices for the feed at `now`: a scheduled sale that is live or still to come gives its sale price and
 * window (the regular price is what is charged outside it); otherwise an original price above the price is the
 * regular price and the price the sale price, with no dates (docs/product.md#sale-prices).
 */
export function feedPrice(variant: FeedVariant, window: { saleStartsAt: Date | null; saleEndsAt: Date | null }, now: Date): FeedPrice {
  const { priceKurus, originalPriceKurus, salePriceKurus } = variant;
  if (salePriceKurus !== null && salePriceKurus < priceKurus && window.saleStartsAt && window.saleEndsAt) {
    const end = campaignOverAt(window.saleEndsAt);
    if (end > now) {
      const live = saleIsLive(window, now);
      return { priceKurus, saleKurus: salePriceKurus, saleWindow: { start: window.saleStartsAt, end }, chargedKurus: live ? salePriceKurus : priceKurus };
    }
  }
  if (originalPriceKurus !== null && originalPriceKurus > priceKurus) {
    return { priceKurus: originalPriceKurus, saleKurus: priceKurus, saleWindow: null, chargedKurus: priceKurus };
  }
  return { priceKurus, saleKurus: null, saleWindow: null, chargedKurus: priceKurus };
}

/** 12345 → "123.45 TRY". */
export function feedMoney(kurus: number): string {
  return `${kurusToDecimalString(kurus)} TRY`;
}

/** An instant as Merchant Center's dates want it: YYYY-MM-DDThh:mmZ. */
function feedInstant(instant: Date): string {
  return `${instant.toISOString().slice(0, 16)}Z`;
}

/** The ISO 8601 interval of `sale_price_effective_date`, e.g. 2026-11-27T21:00Z/2026-11-30T21:00Z. */
export function feedDateRange(start: Date, end: Date): string {
  return `${feedInstant(start)}/${feedInstant(end)}`;
}

/** The shipping price of an item charged `chargedKurus`: the shop's rule, free from its threshold. */
export function feedShippingKurus(rule: ShippingRule, productShippingKurus: number, chargedKurus: number): number {
  if (rule.freeFrom !== null && chargedKurus >= rule.freeFrom) return 0;
  return rule.kind === "flat" ? rule.flatFee : productShippingKurus;
}

/** Description as plain text: tags and runs of spaces gone (line breaks kept), within the limit; the name when empty. */
function plainDescription(description: string, name: string): string {
  const text = description
    .replace(/<[^>]*>/g, " ")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n[\s]*/g, "\n")
    .trim();
  return truncateText(text || name, FEED_LIMITS.description);
}

function productUrl(origin: string, slug: string): string {
  return `${origin}/product/${encodeURIComponent(slug)}`;
}

/** One `<item>` per product sold one way, one per variant of a product with options. */
export function feedItems(product: FeedProduct, shop: FeedShop, now: Date): string[] {
  const url = productUrl(shop.origin, product.slug);
  const grouped = product.options.length > 0;
  return product.variants.map((variant) => {
    const price = feedPrice(variant, product, now);
    const image = variant.imagePath ?? product.images[0];
    const additional = product.images.filter((path) => path !== image).slice(0, FEED_LIMITS.additionalImages);
    const values = grouped ? variant.optionValues.filter((value) => value.trim() !== "") : [];
    const title = values.length > 0 ? `${product.name} - ${values.join(" / ")}` : product.name;
    const option = (test: (name: string) => boolean) => {
      const index = product.options.findIndex((o) => test(o.name));
      const value = index < 0 ? undefined : variant.optionValues[index];
      return value ? truncateText(value, FEED_LIMITS.optionValue) : null;
    };
    const fields = [
      xmlElement("g:id", grouped ? variant.sku : product.id),
      grouped ? xmlElement("g:item_group_id", product.id) : "",
      xmlElement("g:title", truncateText(title, FEED_LIMITS.title)),
      xmlElement("g:description", plainDescription(product.description, product.name)),
      xmlElement("g:link", grouped ? `${url}?${VARIANT_PARAM}=${encodeURIComponent(variant.sku)}` : url),
      image ? xmlElement("g:image_link", absoluteImageUrl(shop.origin, image, 1280)) : "",
      ...additional.map((path) => xmlElement("g:additional_image_link", absoluteImageUrl(shop.origin, path, 1280))),
      xmlElement("g:availability", variant.stock > 0 ? "in_stock" : "out_of_stock"),
      xmlElement("g:price", feedMoney(price.priceKurus)),
      price.saleKurus === null ? "" : xmlElement("g:sale_price", feedMoney(price.saleKurus)),
      price.saleWindow ? xmlElement("g:sale_price_effective_date", feedDateRange(price.saleWindow.start, price.saleWindow.end)) : "",
      xmlElement("g:brand", product.brand?.trim() || shop.shopName),
      xmlElement("g:condition", "new"),
      xmlElement("g:identifier_exists", "no"),
      grouped ? xmlElement("g:color", option(isColourOption)) : "",
      grouped ? xmlElement("g:size", option(isSizeOption)) : "",
      ...product.categories.slice(0, FEED_LIMITS.productTypes).map((name) => xmlElement("g:product_type", name)),
      `<g:shipping>${xmlElement("g:country", "TR")}${xmlElement("g:price", feedMoney(feedShippingKurus(shop.shipping, product.shippingCostKurus, price.chargedKurus)))}</g:shipping>`,
    ];
    return `<item>${fields.join("")}</item>`;
  });
}

/** The whole feed: the channel from the shop, its items (none while the shop is being set up). */
export function productFeedXml(shop: FeedShop, products: readonly FeedProduct[], now: Date): string {
  const items = products.flatMap((product) => feedItems(product, shop, now));
  return `${XML_HEADER}
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel>
<title>${xmlText(shop.shopName)}</title>
<link>${xmlText(`${shop.origin}/`)}</link>
<description>${xmlText(shop.description)}</description>
${items.join("\n")}
</channel>
</rss>
`;
}
