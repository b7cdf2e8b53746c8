import { describe, expect, it } from "vitest";
import { type FeedProduct, type FeedShop, feedDateRange, feedMoney, feedPrice, feedShippingKurus, feedItems, productFeedXml } from "./product-feed";

const now = new Date("2026-11-28T12:00:00Z");
const noSale = { saleStartsAt: null, saleEndsAt: null };
const variant = { sku: "KUPA", optionValues: [], priceKurus: 15000, originalPriceKurus: null, salePriceKurus: null, stock: 3, imagePath: null };
const shop: FeedShop = {
  origin: "https://hediye.example",
  shopName: "Kahkaha Kutusu",
  description: "Hediyeler",
  shipping: { kind: "highest", flatFee: 0, freeFrom: 50000 },
};

describe("feedMoney and feedDateRange", () => {
  it("write Merchant Center's formats", () => {
    expect(feedMoney(12345)).toBe("123.45 TRY");
    expect(feedMoney(5)).toBe("0.05 TRY");
    expect(feedDateRange(new Date("2026-11-27T21:00:00Z"), new Date("2026-11-30T21:00:00Z"))).toBe("2026-11-27T21:00Z/2026-11-30T21:00Z");
  });
});

describe("feedPrice", () => {
  it("a plain price has no sale", () => {
    expect(feedPrice(variant, noSale, now)).toEqual({ priceKurus: 15000, saleKurus: null, saleWindow: null, chargedKurus: 15000 });
  });

  it("an original price above the price makes the price the sale price, with no dates", () => {
    expect(feedPrice({ ...variant, originalPriceKurus: 20000 }, noSale, now)).toEqual({
      priceKurus: 20000,
      saleKurus: 15000,
      saleWindow: null,
      chargedKurus: 15000,
    });
  });

  it("a live scheduled sale gives its price and window, ending the minute after its last minute", () => {
    const window = { saleStartsAt: new Date("2026-11-27T21:00:00Z"), saleEndsAt: new Date("2026-11-30T20:59:00Z") };
    expect(feedPrice({ ...variant, salePriceKurus: 9900 }, window, now)).toEqual({
      priceKurus: 15000,
      saleKurus: 9900,
      saleWindow: { start: window.saleStartsAt, end: new Date("2026-11-30T21:00:00Z") },
      chargedKurus: 9900,
    });
  });

  it("a sale still to come is announced; the price is charged until it starts; a past sale is gone", () => {
    const coming = { saleStartsAt: new Date("2026-12-01T00:00:00Z"), saleEndsAt: new Date("2026-12-02T00:00:00Z") };
    expect(feedPrice({ ...variant, salePriceKurus: 9900 }, coming, now)).toMatchObject({ saleKurus: 9900, chargedKurus: 15000 });
    const past = { saleStartsAt: new Date("2026-11-01T00:00:00Z"), saleEndsAt: new Date("2026-11-02T00:00:00Z") };
    expect(feedPrice({ ...variant, salePriceKurus: 9900 }, past, now)).toMatchObject({ saleKurus: null, saleWindow: null });
  });
});

describe("feedShippingKurus", () => {
  it("follows the shop's rule, free from its threshold", () => {
    expect(feedShippingKurus({ kind: "highest", flatFee: 0, freeFrom: null }, 2999, 100000)).toBe(2999);
    expect(feedShippingKurus({ kind: "flat", flatFee: 3500, freeFrom: 50000 }, 2999, 49999)).toBe(3500);
    expect(feedShippingKurus({ kind: "flat", flatFee: 3500, freeFrom: 50000 }, 2999, 50000)).toBe(0);
  });
});

describe("feedItems", () => {
  const base: FeedProduct = {
    id: "p1",
    slug: "renkli-kupa",
    name: "Renkli Kupa",
    description: "<p>Güzel</p>   bir\n\n kupa",
    brand: null,
    shippingCostKurus: 2999,
    ...noSale,
    options: [],
    images: ["products/a.webp", "products/b.webp"],
    categories: ["Kupalar"],
    variants: [variant],
  };

  it("a product sold one way is one item under its id with the shop as brand and plain text", () => {
    const [item] = feedItems(base, shop, now);
    expect(item).toContain("<g:id>p1</g:id>");
    expect(item).not.toContain("item_group_id");
    expect(item).toContain("<g:description>Güzel bir\nkupa</g:description>");
    expect(item).toContain("<g:brand>Kahkaha Kutusu</g:brand>");
    expect(item).toContain("<g:image_link>https://hediye.example/media/products/a.webp?w=1280</g:image_link>");
    expect(item).toContain("<g:additional_image_link>https://hediye.example/media/products/b.webp?w=1280</g:additional_image_link>");
    expect(item).toContain("<g:shipping><g:country>TR</g:country><g:price>29.99 TRY</g:price></g:shipping>");
  });

  it("a product with options gives one item per variant with its colour, size, link and image", () => {
    const items = feedItems(
      {
        ...base,
        brand: "Atölye",
        options: [
          { name: "Renk", values: ["Beyaz", "Siyah"] },
          { name: "Boyut", values: ["Büyük"] },
        ],
        variants: [
          { ...variant, sku: "KUPA-BEYAZ", optionValues: ["Beyaz", "Büyük"] },
          { ...variant, sku: "KUPA-SIYAH", optionValues: ["Siyah", "Büyük"], stock: 0, imagePath: "products/b.webp" },
        ],
      },
      shop,
      now,
    );
    expect(items).toHaveLength(2);
    expect(items[1]).toContain("<g:id>KUPA-SIYAH</g:id><g:item_group_id>p1</g:item_group_id><g:title>Renkli Kupa - Siyah / Büyük</g:title>");
    expect(items[1]).toContain("<g:link>https://hediye.example/product/renkli-kupa?secim=KUPA-SIYAH</g:link>");
    expect(items[1]).toContain("<g:image_link>https://hediye.example/media/products/b.webp?w=1280</g:image_link>");
    expect(items[1]).toContain("<g:availability>out_of_stock</g:availability>");
    expect(items[1]).toContain("<g:brand>Atölye</g:brand>");
    expect(items[1]).toContain("<g:color>Siyah</g:color><g:size>Büyük</g:size>");
  });

  it("the channel is written even with no items", () => {
    const xml = productFeedXml(shop, [], now);
    expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    expect(xml).toContain("<title>Kahkaha Kutusu</title>");
    expect(xml).not.toContain("<item>");
  });
});
