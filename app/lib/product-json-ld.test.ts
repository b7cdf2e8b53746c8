import { describe, expect, it } from "vitest";
import { validateJsonLd } from "../../tests/support/structured-data";
import { NO_PERSONALISATION, type Personalisation } from "./personalisation";
import { type JsonLdProduct, productJsonLd } from "./product-json-ld";
import type { PublicReview } from "./reviews";
import { DEMO_SHOP_SETTINGS, type ShopSettings } from "./shop-settings";

const origin = "https://hediye.example";

const settings: ShopSettings = {
  ...DEMO_SHOP_SETTINGS,
  shopName: "Sürpriz Hediye",
  companyName: "Sürpriz Hediye E-Ticaret Ltd. Şti.",
  withdrawalDays: 14,
  shipping: { kind: "highest", flatFee: 0, freeFrom: 50000 },
  delivery: { ...DEMO_SHOP_SETTINGS.delivery, turkeyBusinessDays: { min: 1, max: 3 } },
};

const mug: JsonLdProduct = {
  id: "p-kupa",
  slug: "isimli-kupa",
  name: "İsimli Kupa",
  description: "Porselen kupa.",
  priceKurus: 24990,
  shippingCostKurus: 2999,
  stock: 4,
  images: [{ path: "products/kupa.jpg" }],
  categories: [{ name: "Kupalar" }],
  options: [],
  variants: [],
  personalisation: NO_PERSONALISATION,
};

const engraved: Personalisation = {
  fields: [{ id: "isim", kind: "text", label: "İsim", help: "", required: true, feeKurus: 0, maxLength: 20 }],
  requiresProof: false,
};

function review(n: number, initials: string | null): PublicReview {
  return {
    id: `r${n}`,
    rating: 5 - (n % 2),
    title: `Çok güzel ${n}`,
    body: "Paketleme özenliydi, baskı net.",
    initials,
    photoKey: null,
    createdAt: `2026-10-0${n}T09:30:00.000Z`,
    storeReply: null,
    storeRepliedAt: null,
    helpfulCount: 0,
  };
}

/** The structured data validated by Google's rules: no errors; the warnings printed. */
async function expectValid(jsonLd: unknown) {
  const check = await validateJsonLd(jsonLd);
  if (check.warnings.length) console.info(`Uyarılar:\n${check.warnings.join("\n")}`);
  expect(check.errors).toEqual([]);
  return check;
}

describe("product structured data", () => {
  it("a product without reviews: brand, shipping by the product's cost, returns within the withdrawal days", async () => {
    const jsonLd = productJsonLd(mug, origin, settings);
    await expectValid(jsonLd);
    expect(jsonLd).toMatchObject({ "@type": "Product", brand: { "@type": "Brand", name: "Sürpriz Hediye" } });
    expect(jsonLd).not.toHaveProperty("aggregateRating");
    const offer = (jsonLd as { offers: Record<string, unknown> }).offers;
    expect(offer.shippingDetails).toEqual({
      "@type": "OfferShippingDetails",
      shippingRate: { "@type": "MonetaryAmount", value: "29.99", currency: "TRY" },
      shippingDestination: { "@type": "DefinedRegion", addressCountry: "TR" },
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        handlingTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 1, unitCode: "DAY" },
        transitTime: { "@type": "QuantitativeValue", minValue: 1, maxValue: 3, unitCode: "DAY" },
      },
    });
    expect(offer.hasMerchantReturnPolicy).toMatchObject({
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 14,
      merchantReturnLink: `${origin}/refund-policy`,
    });
  });

  it("ships free from the threshold, at the flat fee under the flat rule, and names the product's own brand", async () => {
    const free = productJsonLd({ ...mug, priceKurus: 50000, brand: "Porselen Atölyesi" }, origin, settings);
    await expectValid(free);
    expect(free).toMatchObject({ brand: { name: "Porselen Atölyesi" }, offers: { shippingDetails: { shippingRate: { value: "0.00" } } } });
    const flat = productJsonLd(mug, origin, { ...settings, shipping: { kind: "flat", flatFee: 4500, freeFrom: null } });
    expect(flat).toMatchObject({ offers: { shippingDetails: { shippingRate: { value: "45.00", currency: "TRY" } } } });
  });

  it("a product with reviews: its rating and the newest five reviews, an anonymised reviewer as a verified buyer", async () => {
    const reviews = [review(1, "A. Y."), review(2, null), review(3, "M. K."), review(4, "S. T."), review(5, "E. D."), review(6, "Z. A.")];
    const jsonLd = productJsonLd(mug, origin, settings, { summary: { count: 6, average: 4.5, distribution: [0, 0, 0, 3, 3] }, reviews });
    await expectValid(jsonLd);
    expect(jsonLd).toMatchObject({ aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 6, bestRating: 5, worstRating: 1 } });
    const shown = (jsonLd as { review: Record<string, unknown>[] }).review;
    expect(shown).toHaveLength(5);
    expect(shown[0]).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "A. Y." },
      reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      name: "Çok güzel 1",
      reviewBody: "Paketleme özenliydi, baskı net.",
      datePublished: "2026-10-01",
    });
    expect(shown[1]).toMatchObject({ author: { name: "Doğrulanmış alıcı" } });
  });

  it("no rating while there are no approved reviews", () => {
    expect(productJsonLd(mug, origin, settings, { summary: null, reviews: [] })).not.toHaveProperty("aggregateRating");
    expect(productJsonLd(mug, origin, settings, { summary: { count: 0, average: 0, distribution: [0, 0, 0, 0, 0] }, reviews: [] })).not.toHaveProperty(
      "review",
    );
  });

  it("a product with variants: a ProductGroup with the rating on the group and an offer with shipping per variant", async () => {
    const product: JsonLdProduct = {
      ...mug,
      options: [{ name: "Renk", values: ["Siyah", "Beyaz"] }],
      variants: [
        { id: "v1", sku: "KUPA-SIYAH", optionValues: ["Siyah"], priceKurus: 24990, originalPriceKurus: null, stock: 2, imagePath: null },
        { id: "v2", sku: "KUPA-BEYAZ", optionValues: ["Beyaz"], priceKurus: 52000, originalPriceKurus: null, stock: 0, imagePath: null },
      ],
    };
    const jsonLd = productJsonLd(product, origin, settings, {
      summary: { count: 1, average: 5, distribution: [0, 0, 0, 0, 1] },
      reviews: [review(1, "A. Y.")],
    });
    await expectValid(jsonLd);
    expect(jsonLd).toMatchObject({ "@type": "ProductGroup", aggregateRating: { ratingValue: 5, reviewCount: 1 }, review: [{ name: "Çok güzel 1" }] });
    const variants = (jsonLd as { hasVariant: Record<string, unknown>[] }).hasVariant;
    expect(variants.map((variant) => variant.aggregateRating)).toEqual([undefined, undefined]);
    expect(variants[0]).toMatchObject({ color: "Siyah", offers: { shippingDetails: { shippingRate: { value: "29.99" } } } });
    // The white mug's price reaches the free-shipping threshold.
    expect(variants[1]).toMatchObject({ offers: { availability: "https://schema.org/OutOfStock", shippingDetails: { shippingRate: { value: "0.00" } } } });
  });

  it("a personalised gift cannot be returned", async () => {
    const jsonLd = productJsonLd({ ...mug, personalisation: engraved }, origin, settings);
    await expectValid(jsonLd);
    expect((jsonLd as { offers: Record<string, unknown> }).offers.hasMerchantReturnPolicy).toEqual({
      "@type": "MerchantReturnPolicy",
      applicableCountry: "TR",
      returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
      merchantReturnLink: `${origin}/refund-policy`,
    });
  });
});
