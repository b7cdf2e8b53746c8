// The product page's structured data (docs/product.md#options-and-variants, #search-engines): a product sold one way
// is a schema.org Product; a product with options a ProductGroup with one Product per variant. What Google's
// merchant listings ask for: brand, shipping, return policy, and the rating and a few reviews when there are some.
import { absoluteImageUrl } from "./media";
import { kurusToDecimalString } from "./money";
import { isPersonalised, type Personalisation } from "./personalisation";
import { reviewsPageText } from "./i18n/reviews-page";
import { JSON_LD_REVIEW_COUNT, type PublicReview, type RatingSummary } from "./reviews";
import type { ShopSettings } from "./shop-settings";
import { isColourOption, isSizeOption, namedOptionValues, type ProductOption, type ShopVariant, VARIANT_PARAM, variantLabel } from "./variants";

/** What of a product its structured data tells. */
export interface JsonLdProduct {
  id: string;
  slug: string;
  name: string;
  description: string;
  priceKurus: number;
  /** The product's own shipping cost: its shipping under the "highest" rule (docs/product.md#shipping). */
  shippingCostKurus: number;
  stock: number;
  /** The product's own brand; null or absent: the shop's name. */
  brand?: string | null;
  /** A personalised gift (made to the buyer's text or photo) cannot be returned. */
  personalisation?: Personalisation;
  images: { path: string }[];
  categories: { name: string }[];
  options: ProductOption[];
  variants: ShopVariant[];
}

/** The approved reviews the page shows: their summary and the newest first. */
export interface JsonLdReviews {
  summary: RatingSummary | null;
  reviews: PublicReview[];
}

/** The schema.org property an option's value is (`size`, `color`), or null: then an `additionalProperty`. */
function optionProperty(name: string): "size" | "color" | null {
  return isColourOption(name) ? "color" : isSizeOption(name) ? "size" : null;
}

/**
 * The product's structured data: the shop as its brand, the owner's company as the seller, their return terms.
 * A product with options is a `ProductGroup` whose `hasVariant` lists each variant as a `Product` with its own
 * offer at its own address (`?secim=<sku>`), as Google's product-variant guidance describes (one page, variants
 * chosen by a URL parameter); `variesBy` names the schema.org properties the options are.
 */
export function productJsonLd(product: JsonLdProduct, origin: string, settings: ShopSettings, reviews?: JsonLdReviews) {
  const url = `${origin}/product/${product.slug}`;
  const offer = (offerUrl: string, priceKurus: number, stock: number) => productOffer(offerUrl, priceKurus, stock, product, origin, settings);
  const images = product.images.map((img) => absoluteImageUrl(origin, img.path, 1280));
  const shared = {
    "@context": "https://schema.org",
    name: product.name,
    description: product.description,
    url,
    image: images,
    category: product.categories.map((c) => c.name).join(", ") || undefined,
    brand: { "@type": "Brand", name: product.brand?.trim() || settings.shopName },
    ...ratingJsonLd(reviews),
  };
  if (product.options.length === 0) {
    return { ...shared, "@type": "Product", sku: product.id, offers: offer(url, product.priceKurus, product.stock) };
  }
  const properties = product.options.map((option) => optionProperty(option.name));
  return {
    ...shared,
    "@type": "ProductGroup",
    productGroupID: product.id,
    variesBy: properties.flatMap((property) => (property ? [`https://schema.org/${property}`] : [])),
    hasVariant: product.variants.map((variant) => {
      const named = namedOptionValues(product.options, variant.optionValues);
      const variantUrl = `${url}?${new URLSearchParams({ [VARIANT_PARAM]: variant.sku })}`;
      const additional = named.filter((_, index) => !properties[index]);
      return {
        "@type": "Product",
        sku: variant.sku,
        name: `${product.name} – ${variantLabel(named)}`,
        image: variant.imagePath ? absoluteImageUrl(origin, variant.imagePath, 1280) : images[0],
        ...Object.fromEntries(named.flatMap(({ value }, index) => (properties[index] ? [[properties[index], value]] : []))),
        additionalProperty: additional.length ? additional.map(({ name, value }) => ({ "@type": "PropertyValue", name, value })) : undefined,
        offers: offer(variantUrl, variant.priceKurus, variant.stock),
      };
    }),
  };
}

/** The rating and up to JSON_LD_REVIEW_COUNT reviews, on the Product or the ProductGroup; nothing without reviews. */
function ratingJsonLd(reviews: JsonLdReviews | undefined) {
  if (!reviews?.summary || reviews.summary.count === 0) return {};
  const shown = reviews.reviews.slice(0, JSON_LD_REVIEW_COUNT);
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: reviews.summary.average, reviewCount: reviews.summary.count, bestRating: 5, worstRating: 1 },
    review: shown.length
      ? shown.map((review) => ({
          "@type": "Review",
          author: { "@type": "Person", name: review.initials ?? reviewsPageText.anonymous },
          reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          name: review.title,
          reviewBody: review.body,
          datePublished: review.createdAt.slice(0, 10),
        }))
      : undefined,
  };
}

/**
 * What shipping one item costs to Turkey under the shop's rule (docs/product.md#shipping): the flat fee or the
 * product's own cost, nothing once the price reaches the free-shipping threshold; prepared the same or the next
 * day, then the settings' business days on the way.
 */
function shippingDetails(priceKurus: number, product: JsonLdProduct, settings: ShopSettings) {
  const { kind, flatFee, freeFrom } = settings.shipping;
  const rateKurus = freeFrom !== null && priceKurus >= freeFrom ? 0 : kind === "flat" ? flatFee : product.shippingCostKurus;
  const { min, max } = settings.delivery.turkeyBusinessDays;
  return {
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: kurusToDecimalString(rateKurus), currency: "TRY" },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: "TR" },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 1, unitCode: "DAY" },
      transitTime: { "@type": "QuantitativeValue", minValue: min, maxValue: max, unitCode: "DAY" },
    },
  };
}

/**
 * The return terms (docs/product.md#legal-and-company-pages): withdrawal within the settings' days, returned free by
 * mail; a personalised gift is made to the buyer's wishes and cannot be returned (Mesafeli Sözleşmeler Yönetmeliği m.15).
 */
export function returnPolicyJsonLd(origin: string, settings: ShopSettings, personalised = false) {
  const link = `${origin}/refund-policy`;
  if (personalised) {
    return {
      "@type": "MerchantReturnPolicy",
      applicableCountry: "TR",
      returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
      merchantReturnLink: link,
    };
  }
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: "TR",
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: settings.withdrawalDays,
    returnMethod: "https://schema.org/ReturnByMail",
    returnFees: "https://schema.org/FreeReturn",
    merchantReturnLink: link,
  };
}

/** One offer: its address, price, availability, shipping, the owner's company as the seller and their return terms. */
function productOffer(url: string, priceKurus: number, stock: number, product: JsonLdProduct, origin: string, settings: ShopSettings) {
  return {
    "@type": "Offer",
    url,
    price: kurusToDecimalString(priceKurus),
    priceCurrency: "TRY",
    availability: stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
    seller: { "@type": "Organization", name: settings.companyName, url: `${origin}/` },
    shippingDetails: shippingDetails(priceKurus, product, settings),
    hasMerchantReturnPolicy: returnPolicyJsonLd(origin, settings, isPersonalised(product.personalisation)),
  };
}
