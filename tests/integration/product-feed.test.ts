// The product feed and the sitemap over HTTP (docs/product.md#product-feed, #search-engines), on every database:
// the feed parses as XML and every item carries what Merchant Center requires with valid values; sold-out products
// stay (out of stock), inactive ones are left out, a product with options gives one item per variant, a sale its
// price and dates; nothing is listed while the shop is the demo company; the files are built once per catalogue
// version; robots.txt names the feed; the sitemap gives each product's and category's last change and images.
import { eq } from "drizzle-orm";
import parser from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories, orderItems, products, productVariants, reviews } from "~/db/schema";
import { DEMO_SHOP_SETTINGS, type ShopSettings } from "~/lib/shop-settings";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { saveCategory } from "~/modules/catalog/admin-categories.server";
import { bumpCatalogVersion } from "~/modules/catalog/cache.server";
import { refreshProductSummaries } from "~/modules/catalog/variant-summary.server";
import { updateShopSettings } from "~/modules/settings/shop-settings.server";
import { insertCategory, insertProduct, insertProductWithVariants, setProductStock } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields } from "../support/order-fixtures";
import { type HttpShop, startHttpShop } from "../support/http-shop";

const OWNER = { actor: { id: null, email: "sahip@example.com" }, clientIp: null };
const OWNERS: Partial<ShopSettings> = {
  shopName: "Kahkaha Kutusu",
  companyName: "Kahkaha Kutusu Hediyelik Eşya Ltd. Şti.",
  taxNumber: "4840847211",
  shipping: { kind: "flat", flatFee: 3500, freeFrom: 25000 },
};

type Node = Record<string, unknown>;
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" };
const decode = (value: string) => value.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ENTITIES[name]);

/** The parsed document (text with its entities read back), after checking it is well-formed XML. */
function parseXml(xml: string): Node {
  expect(parser.validate(xml)).toBe(true);
  return parser.parse(xml, { ignoreAttributes: false, parseNodeValue: false, trimValues: true, tagValueProcessor: decode, attrValueProcessor: decode }) as Node;
}

interface Feed {
  channel: Node;
  items: Node[];
}
function parseFeed(xml: string): Feed {
  const rss = parseXml(xml).rss as Node;
  expect(rss["@_version"]).toBe("2.0");
  expect(rss["@_xmlns:g"]).toBe("http://base.google.com/ns/1.0");
  const channel = rss.channel as Node;
  return { channel, items: asArray(channel.item as Node | Node[]) };
}

const PRICE = /^\d+\.\d{2} TRY$/;
const INSTANT = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}Z";

describeEachDatabase("product feed and sitemap", (getDb, kind) => {
  let shop: HttpShop;
  const ids: Record<string, string> = {};
  const slugs: Record<string, string> = {};
  let kupalar: { id: string; slug: string };
  const saleStartsAt = new Date(Date.now() - 3_600_000);
  const saleEndsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * 86_400_000);

  beforeAll(async () => {
    const db = getDb();
    kupalar = await insertCategory(db, { name: "Kupalar", slug: "kupalar" });
    const add = async (key: string, fields: Parameters<typeof insertProduct>[1]) => {
      const row = await insertProduct(db, fields);
      ids[key] = row.id;
      slugs[key] = row.slug;
    };
    await add("mug", { name: "Işıklı Kupa", description: 'Karanlıkta parlayan & "şık" kupa', priceKurus: 14990, images: 3, categoryIds: [kupalar.id] });
    await add("soldOut", { name: "Tükenen Figür", stock: 0, images: 1 });
    await add("inactive", { name: "Eski Kupa", isActive: false, images: 1 });
    await add("sale", { name: "İndirimli Defter", priceKurus: 20000, images: 1 });
    await db.update(products).set({ saleStartsAt, saleEndsAt }).where(eq(products.id, ids.sale));
    await db.update(productVariants).set({ salePriceKurus: 15000 }).where(eq(productVariants.productId, ids.sale));
    await refreshProductSummaries(db, [ids.sale]);
    const shirt = await insertProductWithVariants(db, {
      name: "Renkli Tişört",
      images: 2,
      categoryIds: [kupalar.id],
      options: [
        { name: "Renk", values: ["Beyaz", "Siyah"] },
        { name: "Beden", values: ["M"] },
      ],
      variants: [
        { values: ["Beyaz", "M"], priceKurus: 30000, stock: 5, sku: "TISORT-BEYAZ-M" },
        { values: ["Siyah", "M"], priceKurus: 32000, stock: 0, sku: "TISORT-SIYAH-M" },
      ],
    });
    ids.shirt = shirt.product.id;
    slugs.shirt = shirt.product.slug;
    await db
      .update(productVariants)
      .set({ imagePath: `products/${ids.shirt}_1_test.webp` })
      .where(eq(productVariants.sku, "TISORT-SIYAH-M"));
    await bumpCatalogVersion(db);
    shop = await startHttpShop({ db, kind } as DatabaseHandle);
  });
  afterAll(() => shop?.close());

  const get = (path: string) => fetch(`${shop.url}${path}`, { redirect: "manual" });
  async function feed(): Promise<Feed> {
    const answer = await get("/feeds/products.xml");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=600");
    return parseFeed(await answer.text());
  }
  const byId = (items: Node[], id: string) => items.find((item) => item["g:id"] === id) as Node;

  describe("with the demo company", () => {
    it("the feed is a channel with no items, and robots.txt names neither it nor the sitemap", async () => {
      const { channel, items } = await feed();
      expect(channel.title).toBe(DEMO_SHOP_SETTINGS.shopName);
      expect(channel.link).toBe(`${shop.url}/`);
      expect(items).toEqual([]);
      const reviewsFeed = parseXml(await (await get("/feeds/product-reviews.xml")).text()).feed as Node;
      expect(reviewsFeed.version).toBe("2.4");
      expect(reviewsFeed.reviews).toBe("");
      const robots = await (await get("/robots.txt")).text();
      expect(robots).not.toContain("Ürün akışı");
      expect(robots).not.toContain("Sitemap:");
    });
  });

  describe("with the owner's company", () => {
    beforeAll(async () => {
      const { changed } = await updateShopSettings(getDb(), OWNER, (current) => ({ ...current, ...OWNERS }));
      expect(changed).toBe(true);
    });

    it("every item has Merchant Center's required fields with valid values, ids unique", async () => {
      const { channel, items } = await feed();
      expect(channel.title).toBe("Kahkaha Kutusu");
      expect(channel.description).toBeTruthy();
      expect(items).toHaveLength(5);
      for (const item of items) {
        const id = String(item["g:id"]);
        expect(id, "id").toBeTruthy();
        expect(String(item["g:title"]).length, id).toBeGreaterThan(0);
        expect(String(item["g:title"]).length, id).toBeLessThanOrEqual(150);
        expect(String(item["g:description"]).length, id).toBeGreaterThan(0);
        expect(String(item["g:description"]).length, id).toBeLessThanOrEqual(5000);
        expect(item["g:link"], id).toMatch(new RegExp(`^${shop.url}/product/`));
        expect(item["g:image_link"], id).toMatch(new RegExp(`^${shop.url}/media/products/.+\\.webp\\?w=1280$`));
        for (const extra of asArray(item["g:additional_image_link"] as string | string[])) expect(extra, id).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
        expect(["in_stock", "out_of_stock"], id).toContain(item["g:availability"]);
        expect(item["g:price"], id).toMatch(PRICE);
        expect(item["g:brand"], id).toBe("Kahkaha Kutusu");
        expect(item["g:condition"], id).toBe("new");
        expect(item["g:identifier_exists"], id).toBe("no");
        const shipping = item["g:shipping"] as Node;
        expect(shipping["g:country"], id).toBe("TR");
        expect(shipping["g:price"], id).toMatch(PRICE);
      }
      const allIds = items.map((item) => item["g:id"]);
      expect(new Set(allIds).size).toBe(allIds.length);
    });

    it("a product sold one way: its text escaped and read back, its images, category and the flat shipping", async () => {
      const mug = byId((await feed()).items, ids.mug);
      expect(mug["g:title"]).toBe("Işıklı Kupa");
      expect(mug["g:description"]).toBe("Karanlıkta parlayan &amp; &quot;şık&quot; kupa".replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
      expect(mug["g:link"]).toBe(`${shop.url}/product/${slugs.mug}`);
      expect(mug["g:image_link"]).toBe(`${shop.url}/media/products/${ids.mug}_0_test.webp?w=1280`);
      expect(asArray(mug["g:additional_image_link"] as string[])).toEqual([1, 2].map((n) => `${shop.url}/media/products/${ids.mug}_${n}_test.webp?w=1280`));
      expect(mug["g:availability"]).toBe("in_stock");
      expect(mug["g:price"]).toBe("149.90 TRY");
      expect(mug["g:sale_price"]).toBeUndefined();
      expect(mug["g:product_type"]).toBe("Kupalar");
      expect((mug["g:shipping"] as Node)["g:price"]).toBe("35.00 TRY");
    });

    it("a sold-out product is there, out of stock; an inactive one is not", async () => {
      const { items } = await feed();
      expect(byId(items, ids.soldOut)["g:availability"]).toBe("out_of_stock");
      expect(byId(items, ids.inactive)).toBeUndefined();
    });

    it("a product with options gives one item per variant in one group, with its own price, stock, image, colour and size", async () => {
      const { items } = await feed();
      const variants = items.filter((item) => item["g:item_group_id"] === ids.shirt);
      expect(variants.map((item) => item["g:id"])).toEqual(["TISORT-BEYAZ-M", "TISORT-SIYAH-M"]);
      const [white, black] = variants;
      expect(white["g:title"]).toBe("Renkli Tişört - Beyaz / M");
      expect(white["g:link"]).toBe(`${shop.url}/product/${slugs.shirt}?secim=TISORT-BEYAZ-M`);
      expect(white["g:availability"]).toBe("in_stock");
      expect(white["g:price"]).toBe("300.00 TRY");
      expect(white["g:color"]).toBe("Beyaz");
      expect(white["g:size"]).toBe("M");
      expect(white["g:image_link"]).toBe(`${shop.url}/media/products/${ids.shirt}_0_test.webp?w=1280`);
      expect((white["g:shipping"] as Node)["g:price"]).toBe("0.00 TRY");
      expect(black["g:availability"]).toBe("out_of_stock");
      expect(black["g:price"]).toBe("320.00 TRY");
      expect(black["g:color"]).toBe("Siyah");
      expect(black["g:image_link"]).toBe(`${shop.url}/media/products/${ids.shirt}_1_test.webp?w=1280`);
    });

    it("a scheduled sale gives the regular price, the sale price and its dates", async () => {
      const sale = byId((await feed()).items, ids.sale);
      expect(sale["g:price"]).toBe("200.00 TRY");
      expect(sale["g:sale_price"]).toBe("150.00 TRY");
      expect(sale["g:sale_price_effective_date"]).toMatch(new RegExp(`^${INSTANT}/${INSTANT}$`));
      const over = new Date(saleEndsAt.getTime() + 60_000);
      expect(sale["g:sale_price_effective_date"]).toBe(`${saleStartsAt.toISOString().slice(0, 16)}Z/${over.toISOString().slice(0, 16)}Z`);
    });

    it("is built once per catalogue version: an edit shows after the bump; a variant selling out shows at once", async () => {
      const db = getDb();
      const before = await (await get("/feeds/products.xml")).text();
      await db.update(products).set({ name: "Işıklı Dev Kupa" }).where(eq(products.id, ids.mug));
      expect(await (await get("/feeds/products.xml")).text()).toBe(before);
      await bumpCatalogVersion(db);
      expect(byId((await feed()).items, ids.mug)["g:title"]).toBe("Işıklı Dev Kupa");
      await setProductStock(db, ids.mug, 0);
      expect(byId((await feed()).items, ids.mug)["g:availability"]).toBe("out_of_stock");
      await setProductStock(db, ids.mug, 10);
      expect(byId((await feed()).items, ids.mug)["g:availability"]).toBe("in_stock");
    });

    it("robots.txt names the feed and the sitemap and does not keep crawlers from the feed", async () => {
      const robots = await (await get("/robots.txt")).text();
      expect(robots).toContain(`Sitemap: ${shop.url}/sitemap.xml`);
      expect(robots).toContain(`# Ürün akışı: ${shop.url}/feeds/products.xml`);
      expect(robots).not.toMatch(/^Disallow: \/feeds/m);
    });

    it("the sitemap lists every indexable page, products and categories with their last change, products with their images", async () => {
      const answer = await get("/sitemap.xml");
      expect(answer.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      const urlset = parseXml(await answer.text()).urlset as Node;
      expect(urlset["@_xmlns:image"]).toBe("http://www.google.com/schemas/sitemap-image/1.1");
      const urls = asArray(urlset.url as Node[]);
      const at = (path: string) => urls.find((url) => url.loc === `${shop.url}${path}`);
      for (const path of ["/", "/products", "/about", "/contact", "/order-lookup", "/kvkk", "/terms"]) expect(at(path), path).toBeDefined();
      expect(at(`/product/${slugs.inactive}`)).toBeUndefined();
      const [mugRow] = await getDb().select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, ids.mug));
      const mug = at(`/product/${slugs.mug}`) as Node;
      expect(mug.lastmod).toBe(mugRow.updatedAt.toISOString());
      expect(asArray(mug["image:image"] as Node[]).map((image) => image["image:loc"])).toEqual(
        [0, 1, 2].map((n) => `${shop.url}/media/products/${ids.mug}_${n}_test.webp?w=1280`),
      );
      for (const key of ["soldOut", "sale", "shirt"]) expect((at(`/product/${slugs[key]}`) as Node).lastmod, key).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect((at("/products?category=kupalar") as Node).lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it("saving a category moves its last change in the sitemap", async () => {
      const db = getDb();
      const old = new Date("2026-01-02T03:04:05.000Z");
      await db.update(categories).set({ updatedAt: old }).where(eq(categories.id, kupalar.id));
      await db.update(products).set({ updatedAt: old }).where(eq(products.id, ids.mug));
      await db.update(products).set({ updatedAt: old }).where(eq(products.id, ids.shirt));
      await bumpCatalogVersion(db);
      const lastmod = async () => {
        const urls = asArray((parseXml(await (await get("/sitemap.xml")).text()).urlset as Node).url as Node[]);
        return urls.find((url) => url.loc === `${shop.url}/products?category=kupalar`)?.lastmod;
      };
      expect(await lastmod()).toBe(old.toISOString());
      const saved = await saveCategory(db, { id: kupalar.id, name: "Kupalar" });
      expect(saved.ok).toBe(true);
      const [row] = await db.select({ updatedAt: categories.updatedAt }).from(categories).where(eq(categories.id, kupalar.id));
      expect(row.updatedAt.getTime()).toBeGreaterThan(old.getTime());
      expect(await lastmod()).toBe(row.updatedAt.toISOString());
    });

    it("the reviews feed lists the approved reviews of active products in Google's product reviews schema", async () => {
      const db = getDb();
      const review = async (productId: string, fields: Partial<typeof reviews.$inferInsert>) => {
        const placed = await placeOrder(db, { fields: checkoutFields, items: [{ productId, quantity: 1 }], paymentMethod: "simulated" });
        const [line] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, placed.id));
        const [row] = await db
          .insert(reviews)
          .values({ orderId: placed.id, orderItemId: line.id, productId, rating: 5, title: "Çok güzel", body: "Işığı & rengi harika <3", ...fields })
          .returning();
        return row;
      };
      const approved = await review(ids.mug, { status: "approved", reviewerInitials: "A. Y.", photoKey: "reviews/foto.webp" });
      const anonymised = await review(ids.mug, { status: "approved", reviewerInitials: null, rating: 3, title: "" });
      await review(ids.sale, { status: "pending", reviewerInitials: "B. K." });
      await bumpCatalogVersion(db);
      const answer = await get("/feeds/product-reviews.xml");
      expect(answer.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      const feedNode = parseXml(await answer.text()).feed as Node;
      expect(feedNode["@_xsi:noNamespaceSchemaLocation"]).toBe("http://www.google.com/shopping/reviews/schema/product/2.4/product_reviews.xsd");
      expect((feedNode.publisher as Node).name).toBe("Kahkaha Kutusu");
      const list = asArray((feedNode.reviews as Node).review as Node[]);
      expect(list.map((r) => r.review_id)).toEqual([approved.id, anonymised.id]);
      const [first, second] = list;
      expect((first.reviewer as Node).name).toEqual({ "#text": "A. Y.", "@_is_anonymous": "false" });
      expect(first.title).toBe("Çok güzel");
      expect(first.content).toBe("Işığı & rengi harika <3");
      expect(first.review_timestamp).toBe(approved.createdAt.toISOString());
      expect(first.review_url).toEqual({ "#text": `${shop.url}/product/${slugs.mug}`, "@_type": "group" });
      expect(((first.reviewer_images as Node).reviewer_image as Node).url).toBe(`${shop.url}/media/reviews/foto.webp`);
      expect((first.ratings as Node).overall).toEqual({ "#text": "5", "@_min": "1", "@_max": "5" });
      const product = (first.products as Node).product as Node;
      expect(((product.product_ids as Node).skus as Node).sku).toBe(ids.mug);
      expect(((product.product_ids as Node).brands as Node).brand).toBe("Kahkaha Kutusu");
      expect(product.product_url).toBe(`${shop.url}/product/${slugs.mug}`);
      expect(first.collection_method).toBe("post_fulfillment");
      expect((second.reviewer as Node).name).toEqual({ "#text": "Anonim", "@_is_anonymous": "true" });
      expect(second.title).toBeUndefined();
      expect((second.ratings as Node).overall).toMatchObject({ "#text": "3" });
    });
  });
});
