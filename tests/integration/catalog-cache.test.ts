// The catalogue cache against both databases: reads are served from memory, and an admin change to a
// category or a product is seen by the very next read (docs/decisions/0008).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { categories, productImages, products } from "~/db/schema";
import { categorySaveErrorText } from "~/lib/i18n/admin-catalog";
import { createLogger } from "~/modules/platform/logger.server";
import { deleteCategory, saveCategory } from "~/modules/catalog/admin-categories.server";
import { deleteProduct, type ProductStore } from "~/modules/catalog/admin-products.server";
import {
  bumpCatalogVersion,
  cachedShopCategories,
  cachedSearch,
  cachedShopProduct,
  cachedShopProducts,
  catalogCache,
  configureCatalogCache,
  readCatalogVersion,
} from "~/modules/catalog/cache.server";
import { createFileStorage } from "~/modules/media/storage.server";
import { insertCategory, insertProduct, setProductPrice, setProductStock } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";

describeEachDatabase("catalogue cache", (getDb) => {
  let dataDir: string;
  let store: ProductStore;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-catalog-cache-"));
    store = { db: getDb(), storage: createFileStorage(dataDir), dataDir, logger: createLogger("silent") };
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves repeated reads from memory, not from the database", async () => {
    const db = getDb();
    const category = await insertCategory(db, { name: "Önbellek Kupaları" });
    const product = await insertProduct(db, { name: "Önbellek Kupası", categoryIds: [category.id] });
    const first = await cachedShopProduct(db, product.slug);
    expect(first?.product.name).toBe("Önbellek Kupası");

    // A change behind the shop's back (not through the admin modules) is not seen: the entry is served.
    await db.update(products).set({ name: "Arkadan Değişti" }).where(eq(products.id, product.id));
    const hitsBefore = catalogCache(db).hits;
    expect((await cachedShopProduct(db, product.slug))?.product.name).toBe("Önbellek Kupası");
    expect(catalogCache(db).hits).toBe(hitsBefore + 1);
    await db.update(products).set({ name: "Önbellek Kupası" }).where(eq(products.id, product.id));
  });

  it("sees a category saved or deleted by the admin at the next read", async () => {
    const db = getDb();
    const created = await saveCategory(db, { name: "Yeni Raf" });
    if (!created.ok) throw new Error(categorySaveErrorText(created));
    // The shop offers a category once it holds an active product (docs/product.md#categories).
    await insertProduct(db, { name: "Yeni Raf Kupası", categoryIds: [created.category.id] });
    expect((await cachedShopCategories(db)).map((c) => c.name)).toContain("Yeni Raf");

    const renamed = await saveCategory(db, { id: created.category.id, name: "Yeniden Adlandırılmış Raf" });
    expect(renamed.ok).toBe(true);
    const names = (await cachedShopCategories(db)).map((c) => c.name);
    expect(names).toContain("Yeniden Adlandırılmış Raf");
    expect(names).not.toContain("Yeni Raf");

    const hidden = await saveCategory(db, { id: created.category.id, name: "Yeniden Adlandırılmış Raf", isActive: false });
    expect(hidden.ok).toBe(true);
    expect((await cachedShopCategories(db)).map((c) => c.name)).not.toContain("Yeniden Adlandırılmış Raf");

    expect(await deleteCategory(db, created.category.id)).toBe(true);
    expect(await db.select().from(categories).where(eq(categories.id, created.category.id))).toEqual([]);
  });

  it("drops a deleted product from its page, the list and search at once", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Silinecek Işıklı Yastık" });
    expect((await cachedShopProduct(db, product.slug))?.product.id).toBe(product.id);
    expect((await cachedSearch(db, "ISIKLI YASTIK")).map((p) => p.id)).toContain(product.id);
    expect((await cachedShopProducts(db, { limit: 100, offset: 0 })).products.map((p) => p.id)).toContain(product.id);

    expect(await deleteProduct(store, product.id)).toEqual({ ok: true });

    expect(await cachedShopProduct(db, product.slug)).toBeNull();
    expect((await cachedSearch(db, "ISIKLI YASTIK")).map((p) => p.id)).not.toContain(product.id);
    expect((await cachedShopProducts(db, { limit: 100, offset: 0 })).products.map((p) => p.id)).not.toContain(product.id);
  });

  it("counts a list's matches and reads the categories once per catalogue version (a stock filter is counted each time)", async () => {
    const db = getDb();
    const category = await insertCategory(db, { name: "Sayım Rafı" });
    await insertProduct(db, { name: "Sayım Kupası Bir", stock: 5, categoryIds: [category.id] });
    await insertProduct(db, { name: "Sayım Kupası İki", stock: 0, categoryIds: [category.id] });
    await bumpCatalogVersion(db);
    const list = (offset: number, inStock?: boolean) => cachedShopProducts(db, { categorySlug: category.slug, inStock, limit: 1, offset });
    expect((await list(0)).total).toBe(2);
    expect((await cachedShopCategories(db)).map((c) => c.slug)).toContain(category.slug);

    // Changes behind the admin's back: the count and the categories stay those of this version.
    await insertProduct(db, { name: "Sayım Kupası Üç", stock: 5, categoryIds: [category.id] });
    await db.update(categories).set({ isActive: false }).where(eq(categories.id, category.id));
    expect((await list(1)).total).toBe(2);
    expect((await cachedShopCategories(db)).map((c) => c.slug)).toContain(category.slug);
    // Stock changes with orders, not with the version: that filter is counted afresh.
    await db.update(categories).set({ isActive: true }).where(eq(categories.id, category.id));
    expect((await list(0, true)).total).toBe(2);

    // An admin write bumps the version: counted and read again.
    await db.update(categories).set({ isActive: false }).where(eq(categories.id, category.id));
    await bumpCatalogVersion(db);
    expect((await cachedShopCategories(db)).map((c) => c.slug)).not.toContain(category.slug);
    await db.update(categories).set({ isActive: true }).where(eq(categories.id, category.id));
    await bumpCatalogVersion(db);
    expect((await list(0)).total).toBe(3);
  });

  it("keeps first images, a product's images and its categories per catalogue version, with the data cache off too", async () => {
    // CATALOG_CACHE=off: a cache of its own (caches are per database handle) that keeps only exact values.
    configureCatalogCache({ enabled: false });
    const db = Object.create(getDb()) as ReturnType<typeof getDb>;
    catalogCache(db);
    configureCatalogCache({ enabled: true });
    const category = await insertCategory(db, { name: "Görsel Rafı" });
    const product = await insertProduct(db, { name: "Görselli Kupa", images: 2, categoryIds: [category.id] });
    await bumpCatalogVersion(db);
    const listed = async () => (await cachedShopProducts(db, { categorySlug: category.slug, limit: 10, offset: 0 })).products[0];
    const firstPath = `products/${product.id}_0_test.webp`;
    expect((await listed())?.image?.path).toBe(firstPath);
    const page = await cachedShopProduct(db, product.slug);
    expect(page?.product.images.map((i) => i.path)).toEqual([firstPath, `products/${product.id}_1_test.webp`]);
    expect(page?.product.categories.map((c) => c.name)).toEqual(["Görsel Rafı"]);

    // Changed behind the admin's back: the images stay this version's; price and stock are read each time.
    await db.update(productImages).set({ path: "products/arkadan.webp" }).where(eq(productImages.path, firstPath));
    await setProductPrice(db, product.id, 12345);
    expect(await listed()).toMatchObject({ priceKurus: 12345, image: { path: firstPath } });
    expect((await cachedShopProduct(db, product.slug))?.product).toMatchObject({
      priceKurus: 12345,
      images: [{ path: firstPath }, { path: firstPath.replace("_0_", "_1_") }],
    });

    // An admin write bumps the version: read again.
    await bumpCatalogVersion(db);
    expect((await listed())?.image?.path).toBe("products/arkadan.webp");
    expect((await cachedShopProduct(db, product.slug))?.product.images[0].path).toBe("products/arkadan.webp");
  });

  it("reads a product page's rows, the product's and its similar products', in one query (and its variants in one more) with the data cache off", async () => {
    configureCatalogCache({ enabled: false, checkEveryMs: 60_000 });
    const db = Object.create(getDb()) as ReturnType<typeof getDb>;
    catalogCache(db);
    configureCatalogCache({ enabled: true, checkEveryMs: 1000 });
    const category = await insertCategory(db, { name: "Benzerler Rafı" });
    const product = await insertProduct(db, { name: "Benzerli Kupa", categoryIds: [category.id] });
    const similar = await insertProduct(db, { name: "Benzer Kupa", stock: 3, categoryIds: [category.id] });
    await bumpCatalogVersion(db);
    expect((await cachedShopProduct(db, product.slug))?.similar.map((p) => [p.name, p.stock])).toEqual([["Benzer Kupa", 3]]);

    // An order takes stock and nothing else changes: the next page shows it, from one read of the rows and one of
    // the product's variants (their stock, for the option picker).
    await setProductStock(db, similar.id, 1);
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query;
    let queries = 0;
    client.query = (...args: unknown[]) => {
      queries++;
      return query.apply(client, args);
    };
    try {
      const page = await cachedShopProduct(db, product.slug);
      expect(page?.product.name).toBe("Benzerli Kupa");
      expect(page?.similar.map((p) => [p.name, p.stock])).toEqual([["Benzer Kupa", 1]]);
    } finally {
      client.query = query;
    }
    expect(queries).toBe(2);
  });

  it("keys search by the Turkish-folded query", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Özel Şanslı Magnet" });
    const misses = catalogCache(db).misses;
    const a = await cachedSearch(db, "özel şanslı");
    const b = await cachedSearch(db, "OZEL SANSLI");
    expect(a.map((p) => p.id)).toEqual([product.id]);
    expect(b).toEqual(a);
    expect(catalogCache(db).misses).toBe(misses + 1);
  });
});

// Two processes on one PostgreSQL, as two database handles: an edit made elsewhere (here: the other handle,
// without this process's own bump) reaches this cache through the catalog_version row within checkEveryMs.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("catalogue cache across two handles on one PostgreSQL", () => {
  it("sees another process's admin edit within the version check interval", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const { default: pg } = await import("pg");
    const name = `shop_cache_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const a = await openDatabase({ kind: "postgres", url: url.toString() });
    const b = await openDatabase({ kind: "postgres", url: url.toString() });
    try {
      configureCatalogCache({ checkEveryMs: 100 });
      const category = await insertCategory(a.db, { name: "Uzak Raf" });
      await insertProduct(a.db, { name: "Uzak Raf Kupası", categoryIds: [category.id] });
      expect((await cachedShopCategories(b.db)).map((c) => c.name)).toEqual(["Uzak Raf"]);

      // The other process renames it and bumps the version in the same way bumpCatalogVersion does.
      await a.db.update(categories).set({ name: "Uzak Raf 2" }).where(eq(categories.id, category.id));
      expect((await cachedShopCategories(b.db)).map((c) => c.name)).toEqual(["Uzak Raf"]); // still cached
      await a.db.execute(sql`insert into catalog_version (id, version) values (1, 1) on conflict (id) do update set version = catalog_version.version + 1`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await cachedShopCategories(b.db)).map((c) => c.name)).toEqual(["Uzak Raf 2"]);
      expect(await readCatalogVersion(b.db)).toBeGreaterThan(0);
    } finally {
      configureCatalogCache({ checkEveryMs: 1000 });
      await a.close();
      await b.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    }
  });
});
