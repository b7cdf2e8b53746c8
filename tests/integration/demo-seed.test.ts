import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, count } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { categories, productCategories, productImages, products } from "~/db/schema";
import { type Env, parseEnv } from "~/env.server";
import { slugify } from "~/lib/slug";
import { DEMO_CATEGORIES, DEMO_PRODUCTS, seedDemoCatalog, seedDemoCatalogIfEmpty } from "~/modules/catalog/demo-seed.server";
import { getShopProduct, productSearchText, searchProducts } from "~/modules/catalog/queries.server";
import { describeEachDatabase } from "../support/databases";

const logger = pino({ level: "silent" });

function envFor(dataDir: string, seedDemo?: "true" | "false"): Env {
  return parseEnv({ DATA_DIR: dataDir, SEED_DEMO: seedDemo });
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

async function counts(db: Database) {
  const [[p], [c], [i], [l]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(productImages),
    db.select({ n: count() }).from(productCategories),
  ]);
  return { products: Number(p.n), categories: Number(c.n), images: Number(i.n), links: Number(l.n) };
}

describeEachDatabase("demo catalogue seed", (getDb) => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-seed-"));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("removes the files it wrote when the transaction fails, leaving the database empty", async () => {
    const db = getDb();
    const failDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-seed-fail-"));
    try {
      // The real transaction runs all its inserts, then fails: everything must roll back.
      const failing = new Proxy(db, {
        get(target, prop, receiver) {
          if (prop === "transaction") {
            return (fn: (tx: unknown) => Promise<unknown>) =>
              target.transaction(async (tx) => {
                await fn(tx);
                throw new Error("boom after inserts");
              });
          }
          return Reflect.get(target, prop, receiver);
        },
      }) as Database;
      await expect(seedDemoCatalog(failing, { dataDir: failDir, onlyIntoEmptyDatabase: true })).rejects.toThrow("boom after inserts");
      expect(await counts(db)).toEqual({ products: 0, categories: 0, images: 0, links: 0 });
      expect(filesUnder(path.join(failDir, "uploads"))).toEqual([]);
    } finally {
      fs.rmSync(failDir, { recursive: true, force: true });
    }
  });

  it("SEED_DEMO=false never loads anything", async () => {
    expect(await seedDemoCatalogIfEmpty(getDb(), envFor(dataDir, "false"), logger)).toBeNull();
    expect((await counts(getDb())).products).toBe(0);
  });

  it("loads the demo catalogue into an empty database (SEED_DEMO unset)", async () => {
    const db = getDb();
    const result = await seedDemoCatalogIfEmpty(db, envFor(dataDir), logger);
    expect(result).toEqual({ products: DEMO_PRODUCTS.length });
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(18);
    // What is stored: every demo product, the four categories, and one file in uploads/ for each image row.
    const stored = await counts(db);
    expect(stored.products).toBe(DEMO_PRODUCTS.length);
    expect(stored.categories).toBe(DEMO_CATEGORIES.length);
    expect(stored.links).toBeGreaterThanOrEqual(DEMO_PRODUCTS.length);
    expect(filesUnder(path.join(dataDir, "uploads"))).toHaveLength(stored.images);
  });

  it("has four active categories", async () => {
    const rows = await getDb().select().from(categories).orderBy(asc(categories.slug));
    expect(rows.map((c) => [c.slug, c.name, c.isActive])).toEqual([
      ["diger", "Diğer", true],
      ["karton", "Karton Figürler", true],
      ["kupa", "Kupalar", true],
      ["mousepad", "Mouse Pad'ler", true],
    ]);
    expect(DEMO_CATEGORIES.map((c) => c.slug).sort()).toEqual(["diger", "karton", "kupa", "mousepad"]);
  });

  it("shows every product state", async () => {
    const db = getDb();
    const rows = await db.select().from(products).orderBy(asc(products.createdAt));
    const links = await db.select({ productId: productCategories.productId, n: count() }).from(productCategories).groupBy(productCategories.productId);
    const categoryCount = new Map(links.map((l) => [l.productId, Number(l.n)]));

    expect(rows.length).toBeGreaterThanOrEqual(18);
    const discounted = rows.filter((p) => p.originalPriceKurus != null && p.originalPriceKurus > p.priceKurus);
    expect(discounted.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((p) => p.isNew).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((p) => p.isActive && p.stock >= 1 && p.stock <= 4).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((p) => p.isActive && p.stock === 0).length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((p) => !p.isActive).length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((p) => (categoryCount.get(p.id) ?? 0) >= 2).length).toBeGreaterThanOrEqual(1);
    expect(rows.every((p) => (categoryCount.get(p.id) ?? 0) >= 1)).toBe(true);
    expect(rows.filter((p) => p.shippingCostKurus === 0).length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((p) => p.shippingCostKurus > 2999).length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((p) => p.shippingCostKurus === 2999).length).toBeGreaterThan(rows.length / 2);
    expect(rows.some((p) => p.dimensionWidth != null && p.dimensionHeight != null && p.dimensionDepth != null && p.dimensionUnit === "cm")).toBe(true);
    expect(rows.some((p) => p.weightValue != null && p.weightUnit === "g")).toBe(true);

    for (const p of rows) {
      expect(Number.isInteger(p.priceKurus) && p.priceKurus > 0).toBe(true);
      expect(p.slug).toBe(slugify(p.name));
      expect(p.searchText).toBe(productSearchText(p.name, p.description));
      const sentences = p.description.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;
      expect(sentences).toBeGreaterThanOrEqual(1);
      expect(sentences).toBeLessThanOrEqual(3);
    }
    // Newest first is the order of the list.
    expect(rows.map((p) => p.name).reverse()).toEqual(DEMO_PRODUCTS.map((p) => p.name));
    expect(new Set(rows.map((p) => p.createdAt.getTime())).size).toBe(rows.length);
  });

  it("uses every Turkish letter in the names", async () => {
    const names = (await getDb().select({ name: products.name }).from(products)).map((r) => r.name).join(" ");
    for (const letter of ["ç", "ğ", "ı", "İ", "ö", "ş", "ü"]) expect(names, letter).toContain(letter);
  });

  it("has 'Özel Işıklı Kupa' active and in stock in the kupa category, found by search", async () => {
    const db = getDb();
    const product = await getShopProduct(db, "ozel-isikli-kupa");
    expect(product?.name).toBe("Özel Işıklı Kupa");
    expect(product?.stock).toBeGreaterThan(0);
    expect(product?.categories.map((c) => c.slug)).toContain("kupa");
    expect(product?.images.length).toBeGreaterThanOrEqual(1);
    for (const query of ["Özel Işıklı", "ozel isikli", "ÖZEL IŞIKLI"]) {
      expect((await searchProducts(db, query)).map((p) => p.name)).toContain("Özel Işıklı Kupa");
    }
  });

  it("asks for a photo on its cut-outs (the boss's also for an optional name, with a proof) and for an optional name on its mugs", async () => {
    const rows = await getDb().select({ slug: products.slug, name: products.name, personalisation: products.personalisation }).from(products);
    const bySlug = new Map(rows.map((row) => [row.slug, row.personalisation]));
    const boss = bySlug.get("patronun-karton-kopyasi");
    expect(boss?.requiresProof).toBe(true);
    expect(boss?.fields.map((field) => [field.id, field.kind, field.required])).toEqual([
      ["f1", "photo", true],
      ["f2", "text", false],
    ]);
    const cutOuts = rows.filter((row) => /Karton/.test(row.name));
    const mugs = rows.filter((row) => /Kupa/.test(row.name));
    expect(cutOuts.length).toBeGreaterThanOrEqual(3);
    expect(mugs.length).toBeGreaterThanOrEqual(3);
    for (const row of cutOuts) expect(row.personalisation.fields[0]).toMatchObject({ kind: "photo", required: true });
    for (const row of mugs) expect(row.personalisation.fields).toEqual([expect.objectContaining({ kind: "text", required: false })]);
    // Everything else is sold as it comes.
    for (const row of rows.filter((row) => !/Karton|Kupa/.test(row.name))) expect(row.personalisation.fields).toEqual([]);
  });

  it("stores 1–3 real WebP files per product, matching their rows", async () => {
    const db = getDb();
    const images = await db.select().from(productImages).orderBy(asc(productImages.productId), asc(productImages.position));
    const productIds = (await db.select({ id: products.id }).from(products)).map((p) => p.id);
    const byProduct = new Map<string, typeof images>();
    for (const image of images) byProduct.set(image.productId, [...(byProduct.get(image.productId) ?? []), image]);
    for (const id of productIds) {
      const list = byProduct.get(id) ?? [];
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(3);
      expect(list.map((i) => i.position)).toEqual(list.map((_, n) => n));
    }
    const uploads = path.join(dataDir, "uploads");
    expect(filesUnder(uploads)).toEqual(images.map((i) => i.path).sort());
    for (const image of images) {
      expect(image.path).toMatch(new RegExp(`^products/${image.productId}_\\d{13}_[a-z0-9-]+\\.webp$`));
      const meta = await sharp(path.join(uploads, image.path)).metadata();
      expect(meta.format).toBe("webp");
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
      expect(meta.exif).toBeUndefined();
    }
    expect(images.some((i) => byProduct.get(i.productId)?.length === 3)).toBe(true);
  });

  it("does nothing on a second start, nor with SEED_DEMO=true when the demo is already there", async () => {
    const db = getDb();
    const before = await counts(db);
    const files = filesUnder(path.join(dataDir, "uploads"));
    expect(await seedDemoCatalogIfEmpty(db, envFor(dataDir), logger)).toBeNull();
    expect(await seedDemoCatalogIfEmpty(db, envFor(dataDir, "true"), logger)).toBeNull();
    expect(await counts(db)).toEqual(before);
    expect(filesUnder(path.join(dataDir, "uploads"))).toEqual(files);
  });

  it("SEED_DEMO=true adds missing demo products to a non-empty catalogue, reusing its categories", async () => {
    const db = getDb();
    const before = await counts(db);
    await db.delete(products); // categories stay, so the catalogue is not empty
    expect(await seedDemoCatalogIfEmpty(db, envFor(dataDir), logger)).toBeNull(); // not empty: unset means no
    const result = await seedDemoCatalogIfEmpty(db, envFor(dataDir, "true"), logger);
    expect(result).toEqual({ products: before.products });
    expect((await counts(db)).categories).toBe(4);
    expect((await getShopProduct(db, "ozel-isikli-kupa"))?.name).toBe("Özel Işıklı Kupa");
  });
});
