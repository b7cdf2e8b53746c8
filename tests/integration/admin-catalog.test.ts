// Admin products and categories against both databases, with real files in a temporary DATA_DIR.
import { randomFillSync, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { categories, orderItems, orders, productCategories, productImages, products } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { adminCatalogText, categorySaveErrorText, productSaveErrorText } from "~/lib/i18n/admin-catalog";
import { createLogger } from "~/modules/platform/logger.server";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { sessionCookie } from "~/modules/auth/session.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { deleteCategory, listAdminCategories, saveCategory } from "~/modules/catalog/admin-categories.server";
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  listPageFromSearchParams,
  type ProductStore,
} from "~/modules/catalog/admin-products.server";
import { readLimitedFormData, RequestTooLargeError } from "~/modules/catalog/product-images.server";
import { submitProductForm } from "~/modules/catalog/product-save.server";
import { searchProducts } from "~/modules/catalog/queries.server";
import { mediaCacheDir } from "~/modules/media/variants.server";
import { createFileStorage } from "~/modules/media/storage.server";
import * as categoriesRoute from "~/routes/admin/categories";
import * as productsRoute from "~/routes/admin/products";
import { adminCookie, routeContext, wordedCategorySave, wordedProductDelete, wordedProductSave } from "../support/admin-fixtures";
import { createTestDatabase, describeEachDatabase } from "../support/databases";

const v = adminCatalogText.productValidation;
const logger = createLogger("silent");

async function png(width = 64, height = 48, color = { r: 200, g: 30, b: 90 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

let hugePngBytes: Promise<Buffer> | undefined;

/** Random noise does not compress: a real PNG above 10 MB (made once per file; the upload only reads it). */
function hugePng(): Promise<Buffer> {
  hugePngBytes ??= (async () => {
    const side = 2000;
    const raw = randomFillSync(Buffer.alloc(side * side * 3));
    return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  })();
  return hugePngBytes;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

type Fields = Record<string, string | string[]>;

function productForm(fields: Fields, files: { name: string; bytes: Uint8Array; type?: string }[] = []): FormData {
  const form = new FormData();
  const base: Fields = {
    name: "Özel Işıklı Kupa",
    slug: "ozel-isikli-kupa",
    description: "Sıcak içecekle parlayan kupa",
    price: "249.99",
    originalPrice: "",
    stock: "7",
    shippingCost: "29.99",
    isActive: "on",
    dimensionUnit: "cm",
    weightUnit: "g",
    ...fields,
  };
  for (const [key, value] of Object.entries(base)) for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  for (const file of files) form.append("images", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? "image/png" }));
  return form;
}

describeEachDatabase("admin catalogue", (getDb, kind) => {
  let dataDir: string;
  let store: ProductStore;
  let uploads: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-admin-catalog-"));
    uploads = path.join(dataDir, "uploads");
    store = { db: getDb(), storage: createFileStorage(dataDir), dataDir, logger };
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function productCount(db: Database = getDb()) {
    const [row] = await db.select({ n: count() }).from(products);
    return Number(row.n);
  }

  async function newCategory(name: string) {
    const result = await saveCategory(getDb(), { name });
    if (!result.ok) throw new Error(categorySaveErrorText(result));
    return result.category;
  }

  it("categories: a second category with the same name (Turkish-folded, any case, spaces around) is refused and nothing is stored", async () => {
    const db = getDb();
    const kupa = await newCategory("Işıklı Kupa");
    const before = await listAdminCategories(db);
    for (const name of ["Işıklı Kupa", "IŞIKLI KUPA", "ışıklı kupa ", "  Isikli   Kupa", "işıklı kupa"]) {
      expect(wordedCategorySave(await saveCategory(db, { name })), name).toEqual({
        ok: false,
        error: adminCatalogText.categories.duplicateName("Işıklı Kupa"),
        status: 409,
      });
    }
    // Renaming another category to the name is refused too; saving the category under its own name is not.
    const other = await newCategory("Bardak");
    expect(await saveCategory(db, { id: other.id, name: "IŞIKLI kupa" })).toMatchObject({ ok: false, status: 409 });
    expect(await saveCategory(db, { id: kupa.id, name: "IŞIKLI KUPA" })).toMatchObject({ ok: true, category: { name: "IŞIKLI KUPA", slug: "isikli-kupa" } });
    expect((await listAdminCategories(db)).map((c) => c.name).sort()).toEqual(
      [...before.map((c) => (c.id === kupa.id ? "IŞIKLI KUPA" : c.name)), "Bardak"].sort(),
    );

    // The index holds the rule when the check is passed by (two saves at once): the database refuses the row.
    await expect(db.insert(categories).values({ name: "ışıklı KUPA", slug: "isikli-kupa-elle" })).rejects.toThrow();
    // The route answers with the message and keeps what was typed.
    const form = new FormData();
    form.set("name", "Işıklı kupa");
    form.set("isActive", "on");
    const request = new Request("http://shop.test/admin/categories", {
      method: "POST",
      headers: { Origin: "http://shop.test", Cookie: await adminCookie(db) },
      body: form,
    });
    const answer = await categoriesRoute.action({ request, context: routeContext(db), params: {} } as never);
    expect(answer).toMatchObject({ init: { status: 409 }, data: { error: adminCatalogText.categories.duplicateName("IŞIKLI KUPA"), name: "Işıklı kupa" } });
    expect((await listAdminCategories(db)).filter((c) => c.name.toLocaleLowerCase("tr-TR").includes("ışıklı"))).toHaveLength(1);
  });

  it("categories: slug from the trimmed name, -2 on a clash, name required, listed by name, updated, deleted without touching products", async () => {
    const db = getDb();
    const first = await saveCategory(db, { name: "  Özel Kupalar  " });
    expect(first.ok && first.category).toMatchObject({ name: "Özel Kupalar", slug: "ozel-kupalar", isActive: true });
    const second = await saveCategory(db, { name: "Özel kupalar!" });
    expect(second.ok && second.category.slug).toBe("ozel-kupalar-2");
    const third = await saveCategory(db, { name: "ÖZEL KUPALAR.", isActive: false });
    expect(third.ok && [third.category.slug, third.category.isActive]).toEqual(["ozel-kupalar-3", false]);
    expect(wordedCategorySave(await saveCategory(db, { name: "   " }))).toEqual({ ok: false, error: "Kategori adı gereklidir", status: 400 });

    if (!first.ok || !second.ok) throw new Error("setup");
    // Saving under the same name keeps its own slug; a new name gives a new slug.
    const same = await saveCategory(db, { id: first.category.id, name: "Özel Kupalar", isActive: true });
    expect(same.ok && same.category.slug).toBe("ozel-kupalar");
    const renamed = await saveCategory(db, { id: second.category.id, name: "Ağaç Bardaklar", isActive: false });
    expect(renamed.ok && renamed.category).toMatchObject({ slug: "agac-bardaklar", isActive: false });
    expect(await saveCategory(db, { id: "5b0b1e9e-8a9b-4f0f-9d8e-000000000000", name: "Yok" })).toMatchObject({ ok: false, status: 404 });

    const names = (await listAdminCategories(db)).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).toContain("Ağaç Bardaklar");

    // A product in two categories keeps living when one of them goes.
    const img = await png();
    const saved = await submitProductForm(
      store,
      productForm({ name: "Kategori Testi", slug: "kategori-testi", categories: [first.category.id, renamed.ok ? renamed.category.id : ""] }, [
        { name: "a.png", bytes: img },
      ]),
    );
    if (!saved.ok) throw new Error(productSaveErrorText(saved));
    expect(await deleteCategory(db, first.category.id)).toBe(true);
    expect(await deleteCategory(db, first.category.id)).toBe(false);
    const product = await getAdminProduct(db, saved.id);
    expect(product?.categoryIds).toEqual([renamed.ok && renamed.category.id]);
    expect(product?.images).toHaveLength(1);
  });

  it("creates a product with two images: rows in order, files on disk, search text, list row", async () => {
    const db = getDb();
    const cat = await newCategory("Kupalar Test");
    const before = filesUnder(uploads).length;
    const result = await submitProductForm(
      store,
      productForm(
        {
          categories: [cat.id],
          originalPrice: "299,99",
          dimensionWidth: "12",
          dimensionHeight: "9.5",
          dimensionUnit: "inch",
          weightValue: "0.4",
          weightUnit: "kg",
          isNew: "on",
        },
        [
          { name: "Ön Yüz.PNG", bytes: await png(80, 60) },
          { name: "arka.png", bytes: await png(40, 40, { r: 10, g: 200, b: 10 }) },
        ],
      ),
    );
    expect(result).toMatchObject({ ok: true, slug: "ozel-isikli-kupa", created: true });
    if (!result.ok) return;

    const [row] = await db.select().from(products).where(eq(products.id, result.id));
    expect(row).toMatchObject({
      name: "Özel Işıklı Kupa",
      priceKurus: 24999,
      originalPriceKurus: 29999,
      stock: 7,
      shippingCostKurus: 2999,
      isActive: true,
      isNew: true,
      dimensionWidth: 12,
      dimensionHeight: 9.5,
      dimensionDepth: null,
      dimensionUnit: "inch",
      weightValue: 0.4,
      weightUnit: "kg",
    });
    expect(row.searchText).toContain("ozel isikli kupa");

    const images = await db.select().from(productImages).where(eq(productImages.productId, result.id)).orderBy(productImages.position);
    expect(images.map((i) => [i.position, i.width, i.height])).toEqual([
      [0, 80, 60],
      [1, 40, 40],
    ]);
    expect(images[0].path).toMatch(new RegExp(`^products/${result.id}_\\d+_on-yuz\\.webp$`));
    expect(images[1].path).toMatch(new RegExp(`^products/${result.id}_\\d+_arka\\.webp$`));
    for (const image of images) expect(await store.storage.exists(image.path)).toBe(true);
    expect(filesUnder(uploads).length).toBe(before + 2);
    expect((await sharp(fs.readFileSync(path.join(uploads, images[0].path))).metadata()).format).toBe("webp");

    expect((await searchProducts(db, "ozel isikli")).map((p) => p.id)).toContain(result.id);
    expect((await searchProducts(db, "PARLAYAN")).map((p) => p.id)).toContain(result.id);

    const listed = (await listAdminProducts(db)).rows.find((p) => p.id === result.id);
    expect(listed).toMatchObject({ name: "Özel Işıklı Kupa", stock: 7, isActive: true, categories: ["Kupalar Test"], image: { path: images[0].path } });

    // Same name again: the slug moves on to -2.
    const again = await submitProductForm(store, productForm({ categories: [cat.id] }, [{ name: "x.png", bytes: await png() }]));
    expect(again.ok && again.slug).toBe("ozel-isikli-kupa-2");
    // The newest comes first in the list.
    const { rows: list } = await listAdminProducts(db);
    expect(list.findIndex((p) => p.id === (again.ok ? again.id : ""))).toBeLessThan(list.findIndex((p) => p.id === result.id));
  });

  it("edits: stock left as the form showed it keeps what orders took meanwhile; a typed stock is set", async () => {
    const db = getDb();
    const cat = await newCategory("Stok Koruma");
    const created = await submitProductForm(
      store,
      productForm({ name: "Stoklu", slug: "stoklu", stock: "24", categories: [cat.id] }, [{ name: "s.png", bytes: await png() }]),
    );
    if (!created.ok) throw new Error(productSaveErrorText(created));
    const kept = (await getAdminProduct(db, created.id))?.images.map((image) => image.path) ?? [];
    // The form was opened at 24; an order takes one before it is saved with a new price.
    await db.update(products).set({ stock: 23 }).where(eq(products.id, created.id));
    const priced = await submitProductForm(
      store,
      productForm({ id: created.id, name: "Stoklu", slug: "stoklu", price: "300", stock: "24", stockSeen: "24", categories: [cat.id], keepImages: kept }),
    );
    expect(priced.ok).toBe(true);
    const [afterPrice] = await db.select({ stock: products.stock, priceKurus: products.priceKurus }).from(products).where(eq(products.id, created.id));
    expect(afterPrice).toEqual({ stock: 23, priceKurus: 30000 });
    // The owner counted the shelf and typed 30: that is the stock.
    await submitProductForm(
      store,
      productForm({ id: created.id, name: "Stoklu", slug: "stoklu", price: "300", stock: "30", stockSeen: "23", categories: [cat.id], keepImages: kept }),
    );
    const [typed] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, created.id));
    expect(typed.stock).toBe(30);
  });

  it("edits: removes a dropped image's file (and cached variants), adds a new one first, keeps the slug", async () => {
    const db = getDb();
    const cat = await newCategory("Düzenleme");
    const created = await submitProductForm(
      store,
      productForm({ name: "Düzenlenecek", slug: "duzenlenecek", categories: [cat.id] }, [
        { name: "bir.png", bytes: await png() },
        { name: "iki.png", bytes: await png(30, 30) },
      ]),
    );
    if (!created.ok) throw new Error(productSaveErrorText(created));
    const [one, two] = (await getAdminProduct(db, created.id))?.images ?? [];
    // A cached variant of the image that will go.
    const variant = path.join(mediaCacheDir(dataDir), "w160", ...one.path.split("/"));
    fs.mkdirSync(path.dirname(variant), { recursive: true });
    fs.writeFileSync(variant, "variant");

    const edited = await submitProductForm(
      store,
      productForm(
        {
          id: created.id,
          name: "Düzenlendi",
          slug: "duzenlenecek",
          description: "Yeni açıklama",
          price: "10",
          stock: "0",
          isActive: [],
          categories: [cat.id],
          keepImages: [two.path],
          imageOrder: ["new:0", `keep:${two.path}`],
        },
        [{ name: "uc.png", bytes: await png(20, 20) }],
      ),
    );
    expect(edited).toMatchObject({ ok: true, id: created.id, slug: "duzenlenecek", created: false });
    const after = await getAdminProduct(db, created.id);
    expect(after).toMatchObject({ name: "Düzenlendi", priceKurus: 1000, stock: 0, isActive: false });
    expect(after?.images.map((i) => i.path)[1]).toBe(two.path);
    expect(after?.images[0].path).toMatch(/_uc\.webp$/);
    expect(await store.storage.exists(one.path)).toBe(false);
    expect(fs.existsSync(variant)).toBe(false);
    expect(await store.storage.exists(two.path)).toBe(true);
    expect(await store.storage.exists(after?.images[0].path ?? "")).toBe(true);
    const [row] = await db
      .select({ searchText: products.searchText, updatedAt: products.updatedAt, createdAt: products.createdAt })
      .from(products)
      .where(eq(products.id, created.id));
    expect(row.searchText).toContain("yeni aciklama");
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());

    // A path that is not the product's own is ignored, so it cannot be counted as an image.
    const forged = await submitProductForm(store, productForm({ id: created.id, categories: [cat.id], keepImages: ["products/someone-else.webp"] }));
    expect(wordedProductSave(forged)).toMatchObject({ ok: false, error: v.imageRequired });
  });

  it("refuses a text file named .jpg and saves nothing", async () => {
    const cat = await newCategory("Metin");
    const before = { products: await productCount(), files: filesUnder(uploads) };
    const result = await submitProductForm(
      store,
      productForm({ name: "Sahte Resim", slug: "sahte-resim", categories: [cat.id] }, [
        { name: "iyi.png", bytes: await png() },
        { name: "notlar.jpg", bytes: new TextEncoder().encode("Bu bir resim değil, sadece metin."), type: "image/jpeg" },
      ]),
    );
    expect(wordedProductSave(result)).toEqual({ ok: false, error: "notlar.jpg: Yalnızca resim dosyaları yüklenebilir.", status: 400 });
    expect(await productCount()).toBe(before.products);
    expect(filesUnder(uploads)).toEqual(before.files);
  });

  it("refuses a 6th image, on create and on edit", async () => {
    const cat = await newCategory("Altı Resim");
    const img = await png();
    const before = { products: await productCount(), files: filesUnder(uploads) };
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `r${i}.png`, bytes: img }));
    const result = await submitProductForm(store, productForm({ name: "Altı", slug: "alti", categories: [cat.id] }, six));
    expect(wordedProductSave(result)).toEqual({ ok: false, error: "Maksimum 5 resim yükleyebilirsiniz", status: 400 });
    expect(result).toMatchObject({ fieldErrors: { imageCount: "Maksimum 5 resim yükleyebilirsiniz" } });
    expect(await productCount()).toBe(before.products);
    expect(filesUnder(uploads)).toEqual(before.files);

    const five = await submitProductForm(store, productForm({ name: "Beş", slug: "bes", categories: [cat.id] }, six.slice(0, 5)));
    if (!five.ok) throw new Error(productSaveErrorText(five));
    const kept = (await getAdminProduct(getDb(), five.id))?.images.map((i) => i.path) ?? [];
    const filesNow = filesUnder(uploads);
    const sixth = await submitProductForm(store, productForm({ id: five.id, name: "Beş", slug: "bes", categories: [cat.id], keepImages: kept }, [six[5]]));
    expect(wordedProductSave(sixth)).toMatchObject({ ok: false, error: "Maksimum 5 resim yükleyebilirsiniz" });
    expect(filesUnder(uploads)).toEqual(filesNow);
    expect((await getAdminProduct(getDb(), five.id))?.images).toHaveLength(5);
  });

  it("refuses an image above 10 MB", async () => {
    const cat = await newCategory("Büyük");
    const big = await hugePng();
    expect(big.byteLength).toBeGreaterThan(11 * 1024 * 1024);
    const before = { products: await productCount(), files: filesUnder(uploads) };
    const result = await submitProductForm(store, productForm({ name: "Büyük", slug: "buyuk", categories: [cat.id] }, [{ name: "dev.png", bytes: big }]));
    expect(wordedProductSave(result)).toEqual({ ok: false, error: "dev.png: Her resim en fazla 10 MB olabilir.", status: 400 });
    expect(await productCount()).toBe(before.products);
    expect(filesUnder(uploads)).toEqual(before.files);
  });

  it("a database failure mid-save leaves no product row and no new file", async () => {
    const db = getDb();
    const cat = await newCategory("Hata");
    const before = { products: await productCount(), files: filesUnder(uploads) };
    // A category deleted meanwhile: the foreign key fails inside the transaction, after the product row.
    const missing = await submitProductForm(
      store,
      productForm({ name: "Yarım", slug: "yarim", categories: [cat.id, "0d3e7a6c-4f5b-4c2d-9e8f-1a2b3c4d5e6f"] }, [
        { name: "a.png", bytes: await png() },
        { name: "b.png", bytes: await png() },
      ]),
    );
    expect(wordedProductSave(missing)).toEqual({ ok: false, error: `${adminCatalogText.productErrors.create}: ${v.categoryMissing}`, status: 409 });
    expect(await productCount()).toBe(before.products);
    expect(filesUnder(uploads)).toEqual(before.files);

    // The transaction runs every insert, then fails: the same must hold, and an update keeps its old state.
    const failing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === "transaction") {
          return (fn: (tx: unknown) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              await fn(tx);
              throw new Error("disk full");
            });
        }
        return Reflect.get(target, prop, receiver);
      },
    }) as Database;
    const failingStore = { ...store, db: failing };
    const created = await submitProductForm(
      failingStore,
      productForm({ name: "Olmayacak", slug: "olmayacak", categories: [cat.id] }, [{ name: "c.png", bytes: await png() }]),
    );
    expect(wordedProductSave(created)).toEqual({ ok: false, error: "Ürün oluşturulurken hata oluştu", status: 500 });
    expect(await productCount()).toBe(before.products);
    expect(filesUnder(uploads)).toEqual(before.files);

    const real = await submitProductForm(store, productForm({ name: "Sağlam", slug: "saglam", categories: [cat.id] }, [{ name: "d.png", bytes: await png() }]));
    if (!real.ok) throw new Error(productSaveErrorText(real));
    const original = await getAdminProduct(db, real.id);
    const filesNow = filesUnder(uploads);
    const update = await submitProductForm(
      failingStore,
      productForm({ id: real.id, name: "Değişmeyecek", slug: "saglam", categories: [cat.id] }, [{ name: "e.png", bytes: await png() }]),
    );
    expect(wordedProductSave(update)).toEqual({ ok: false, error: "Ürün güncellenirken hata oluştu: Bilinmeyen hata", status: 500 });
    expect(await getAdminProduct(db, real.id)).toEqual(original);
    expect(filesUnder(uploads)).toEqual(filesNow);
  });

  it("deletes a product: rows and all files go, past order items keep their copy", async () => {
    const db = getDb();
    const cat = await newCategory("Silinecek");
    const created = await submitProductForm(
      store,
      productForm({ name: "Gidecek Ürün", slug: "gidecek-urun", categories: [cat.id] }, [
        { name: "a.png", bytes: await png() },
        { name: "b.png", bytes: await png() },
      ]),
    );
    if (!created.ok) throw new Error(productSaveErrorText(created));
    const paths = (await getAdminProduct(db, created.id))?.images.map((i) => i.path) ?? [];
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `ORD-20260101-${Math.floor(Math.random() * 900 + 100)}${Date.now() % 1000}`,
        subtotalKurus: 24999,
        shippingKurus: 2999,
        totalKurus: 27998,
        recipientName: "Ayşe",
        recipientAddress: "Adres",
        recipientCity: "İstanbul",
        recipientPostalCode: "34000",
        recipientPhone: "05550000000",
        senderEmail: "a@example.com",
        anonymousMessage: "Sürpriz!",
        paymentMethod: "simulated",
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order.id,
      productId: created.id,
      productName: "Gidecek Ürün",
      productSlug: "gidecek-urun",
      unitPriceKurus: 24999,
      shippingCostKurus: 2999,
      quantity: 1,
      imagePath: paths[0],
    });

    expect(await deleteProduct(store, created.id)).toEqual({ ok: true });
    expect(await db.select().from(products).where(eq(products.id, created.id))).toEqual([]);
    expect(await db.select().from(productImages).where(eq(productImages.productId, created.id))).toEqual([]);
    expect(await db.select().from(productCategories).where(eq(productCategories.productId, created.id))).toEqual([]);
    for (const p of paths) expect(await store.storage.exists(p)).toBe(false);
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ productId: null, productName: "Gidecek Ürün", unitPriceKurus: 24999, quantity: 1 });
    const [orderAfter] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(orderAfter.totalKurus).toBe(27998);
    expect(wordedProductDelete(await deleteProduct(store, created.id))).toEqual({ ok: false, error: "Ürün silinirken hata oluştu", status: 404 });
  });

  it("refuses a request body above the limit without reading it all", async () => {
    const big = new Request("http://shop.test/admin/products", {
      method: "POST",
      headers: { "Content-Length": "999999999", "Content-Type": "multipart/form-data; boundary=x" },
      body: "x",
    });
    await expect(readLimitedFormData(big, 1000)).rejects.toBeInstanceOf(RequestTooLargeError);
    const form = new FormData();
    form.append("images", new File([new Uint8Array(5000)], "a.png"));
    const streamed = new Request("http://shop.test/admin/products", { method: "POST", body: form });
    const chunked = new Request(streamed.url, {
      method: "POST",
      headers: { "Content-Type": streamed.headers.get("Content-Type") ?? "" },
      body: streamed.body,
      duplex: "half",
    } as RequestInit);
    await expect(readLimitedFormData(chunked, 1000)).rejects.toBeInstanceOf(RequestTooLargeError);
    const small = new FormData();
    small.append("name", "kupa");
    expect((await readLimitedFormData(new Request("http://shop.test/x", { method: "POST", body: small }), 1000)).get("name")).toBe("kupa");
  });

  it("routes: without a session the loaders redirect to /admin and the actions answer 401, changing nothing", async () => {
    const db = getDb();
    const env = parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: "http://shop.test" });
    const context = { db, env, logger } as never;
    const cat = await newCategory("Korumalı");
    const before = { products: await productCount(), categories: (await listAdminCategories(db)).length, files: filesUnder(uploads) };

    for (const route of [productsRoute, categoriesRoute]) {
      const loaded = await route
        .loader({ request: new Request("http://shop.test/admin/products?new=1"), context, params: {} } as never)
        .catch((e: unknown) => e);
      expect(loaded).toBeInstanceOf(Response);
      expect([(loaded as Response).status, (loaded as Response).headers.get("Location")]).toEqual([302, "/admin"]);
    }

    const productPost = new Request("http://shop.test/admin/products?new=1", {
      method: "POST",
      headers: { Origin: "http://shop.test" },
      body: productForm({ name: "İzinsiz", slug: "izinsiz", categories: [cat.id] }, [{ name: "a.png", bytes: await png() }]),
    });
    const denied = await productsRoute.action({ request: productPost, context, params: {} } as never).catch((e: unknown) => e);
    expect((denied as Response).status).toBe(401);

    const deleteForm = new FormData();
    deleteForm.set("intent", "delete");
    deleteForm.set("id", cat.id);
    const categoryDelete = await categoriesRoute
      .action({
        request: new Request("http://shop.test/admin/categories", { method: "POST", headers: { Origin: "http://shop.test" }, body: deleteForm }),
        context,
        params: {},
      } as never)
      .catch((e: unknown) => e);
    expect((categoryDelete as Response).status).toBe(401);
    const createForm = new FormData();
    createForm.set("name", "İzinsiz Kategori");
    const categoryCreate = await categoriesRoute
      .action({
        request: new Request("http://shop.test/admin/categories", { method: "POST", headers: { Origin: "http://shop.test" }, body: createForm }),
        context,
        params: {},
      } as never)
      .catch((e: unknown) => e);
    expect((categoryCreate as Response).status).toBe(401);

    expect(await productCount()).toBe(before.products);
    expect((await listAdminCategories(db)).length).toBe(before.categories);
    expect(filesUnder(uploads)).toEqual(before.files);
  });

  it("routes: a signed-in admin saves through the product action (plain POST and XMLHttpRequest) and the category action", async () => {
    const db = getDb();
    const env = parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: "http://shop.test" });
    const context = { db, env, logger } as never;
    await upsertAdmin(db, "katalog@example.com", "dogru-sifre-9");
    const signed = await signIn(db, { email: "katalog@example.com", password: "dogru-sifre-9", clientIp: "10.9.0.1" }, { sleep: async () => {} });
    if (!signed.ok) throw new Error("sign-in failed");
    const headers = { Origin: "http://shop.test", Cookie: sessionCookie(signed.token, env.PUBLIC_URL).split(";")[0] };

    const categoryForm = new FormData();
    categoryForm.set("name", "  Rota Kategorisi ");
    categoryForm.set("isActive", "on");
    const madeCategory = (await categoriesRoute.action({
      request: new Request("http://shop.test/admin/categories?new=1", { method: "POST", headers, body: categoryForm }),
      context,
      params: {},
    } as never)) as Response;
    expect([madeCategory.status, madeCategory.headers.get("Location")]).toEqual([303, "/admin/categories?saved=1"]);
    const cat = (await listAdminCategories(db)).find((c) => c.slug === "rota-kategorisi");
    expect(cat).toMatchObject({ name: "Rota Kategorisi", isActive: true });
    if (!cat) return;

    const plain = (await productsRoute.action({
      request: new Request("http://shop.test/admin/products?new=1", {
        method: "POST",
        headers,
        body: productForm({ name: "Rota Ürünü", slug: "rota-urunu", categories: [cat.id] }, [{ name: "a.png", bytes: await png() }]),
      }),
      context,
      params: {},
    } as never)) as Response;
    expect([plain.status, plain.headers.get("Location")]).toEqual([303, "/admin/products?saved=1"]);

    const xhr = (await productsRoute.action({
      request: new Request("http://shop.test/admin/products?new=1", {
        method: "POST",
        headers: { ...headers, "X-Requested-With": "XMLHttpRequest" },
        body: productForm({ name: "Rota Ürünü", slug: "rota-urunu", categories: [cat.id] }, [{ name: "a.png", bytes: await png() }]),
      }),
      context,
      params: {},
    } as never)) as { init?: ResponseInit };
    expect(new Headers(xhr.init?.headers).get("X-Admin-Location")).toBe("/admin/products?saved=1");

    const invalid = (await productsRoute.action({
      request: new Request("http://shop.test/admin/products?new=1", {
        method: "POST",
        headers,
        body: productForm({ name: "Kategorisiz", slug: "kategorisiz" }, [{ name: "a.png", bytes: await png() }]),
      }),
      context,
      params: {},
    } as never)) as { data: { error: string; draft: { name: string } }; init?: ResponseInit };
    expect(invalid.data.error).toBe("En az bir kategori seçmelisiniz");
    expect(invalid.data.draft.name).toBe("Kategorisiz");
    expect(invalid.init?.status).toBe(400);
    expect(decodeURIComponent(new Headers(invalid.init?.headers).get("X-Admin-Error") ?? "")).toBe("En az bir kategori seçmelisiniz");

    const { rows: list } = await listAdminProducts(db);
    expect(
      list
        .filter((p) => p.name === "Rota Ürünü")
        .map((p) => p.slug)
        .sort(),
    ).toEqual(["rota-urunu", "rota-urunu-2"]);

    const page = await productsRoute.loader({ request: new Request("http://shop.test/admin/products", { headers }), context, params: {} } as never);
    expect(page.mode).toBe("list");
    expect(page.products.some((p) => p.name === "Rota Ürünü")).toBe(true);
    const editPage = await productsRoute.loader({
      request: new Request(`http://shop.test/admin/products?edit=${list[0].id}`, { headers }),
      context,
      params: {},
    } as never);
    expect(editPage.mode).toBe("edit");
    expect(editPage.product?.id).toBe(list[0].id);
    expect(editPage.categories.some((c) => c.id === cat.id)).toBe(true);
  });
  it("reads the list page from ?page=: 1 when missing or not a page number, at most 100000", () => {
    const page = (query: string) => listPageFromSearchParams(new URLSearchParams(query));
    expect([page(""), page("page=2"), page("page=2.7"), page("page=abc"), page("page=0"), page("page=-4"), page("page=999999999")]).toEqual([
      1, 2, 2, 1, 1, 1, 100_000,
    ]);
  });

  describe("the product list pages through the whole catalogue", () => {
    // A database of its own, so that the totals are exactly the products made here.
    let handle: Awaited<ReturnType<typeof createTestDatabase>>;
    /** Every product made here, in the list's order: newest first, id breaking ties. */
    let expected: { id: string; name: string; isActive: boolean }[] = [];
    let categoryIds: { kupa: string; ahsap: string };
    const TOTAL = 2 * ADMIN_PRODUCTS_PAGE_SIZE + 5;

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("an empty catalogue is one empty page", async () => {
      expect(await listAdminProducts(handle.db, { page: 3 })).toEqual({ rows: [], total: 0, page: 1, pages: 1, pageSize: ADMIN_PRODUCTS_PAGE_SIZE });
    });

    it(`${TOTAL} products: page 1 has the newest ${ADMIN_PRODUCTS_PAGE_SIZE}, page 2 the next, page 3 the last 5; a page past the end is the last`, async () => {
      const db = handle.db;
      const made = await db
        .insert(categories)
        .values([
          { name: "Kupa", slug: "kupa" },
          { name: "Ahşap", slug: "ahsap" },
        ])
        .returning();
      categoryIds = { kupa: made[0].id, ahsap: made[1].id };
      const base = Date.parse("2026-03-01T12:00:00Z");
      const rows = Array.from({ length: TOTAL }, (_, i) => ({
        id: randomUUID(),
        name: `Sayfa Ürünü ${String(i).padStart(2, "0")}`,
        slug: `sayfa-urunu-${i}`,
        priceKurus: 1000 + i,
        stock: i % 7,
        // Every third one inactive: the admin list shows them all.
        isActive: i % 3 !== 0,
        // Two products made in the same minute, across the border of pages 1 and 2: the id decides.
        createdAt: new Date(base + (i === TOTAL - ADMIN_PRODUCTS_PAGE_SIZE ? i - 1 : i) * 60_000),
      }));
      await db.insert(products).values(rows);
      expected = [...rows]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map(({ id, name, isActive }) => ({ id, name, isActive }));

      const pages = await Promise.all([1, 2, 3].map((page) => listAdminProducts(db, { page })));
      for (const [i, list] of pages.entries()) {
        expect({ total: list.total, page: list.page, pages: list.pages, pageSize: list.pageSize }).toEqual({
          total: TOTAL,
          page: i + 1,
          pages: 3,
          pageSize: 20,
        });
      }
      const ids = (page: number) => pages[page - 1].rows.map((row) => row.id);
      expect(ids(1)).toEqual(expected.slice(0, 20).map((p) => p.id));
      expect(ids(2)).toEqual(expected.slice(20, 40).map((p) => p.id));
      expect(ids(3)).toEqual(expected.slice(40).map((p) => p.id));
      expect(pages[0].rows[0].name).toBe(`Sayfa Ürünü ${TOTAL - 1}`);
      // Each product exactly once, inactive ones included.
      expect(new Set([...ids(1), ...ids(2), ...ids(3)]).size).toBe(TOTAL);
      expect(pages.flatMap((list) => list.rows).filter((row) => !row.isActive)).toHaveLength(expected.filter((p) => !p.isActive).length);

      // Past the end: the last page. Below 1 or not a number: the first.
      const past = await listAdminProducts(db, { page: 99 });
      expect([past.page, past.rows.map((row) => row.id)]).toEqual([3, ids(3)]);
      expect((await listAdminProducts(db, { page: 0 })).rows.map((row) => row.id)).toEqual(ids(1));
      expect((await listAdminProducts(db, { page: Number.NaN })).page).toBe(1);
      // Another page size pages the same order.
      const small = await listAdminProducts(db, { page: 4, pageSize: 7 });
      expect([small.pages, small.rows.map((row) => row.id)]).toEqual([7, expected.slice(21, 28).map((p) => p.id)]);
    });

    it("a row on page 2 carries its first image, its category names by name, price, stock and status", async () => {
      const db = handle.db;
      const target = expected[25];
      await db.insert(productImages).values([
        { productId: target.id, position: 1, path: `products/${target.id}_2_arka.webp`, width: 40, height: 40 },
        { productId: target.id, position: 0, path: `products/${target.id}_1_on.webp`, width: 80, height: 60 },
      ]);
      await db.insert(productCategories).values([
        { productId: target.id, categoryId: categoryIds.kupa },
        { productId: target.id, categoryId: categoryIds.ahsap },
      ]);
      const page2 = await listAdminProducts(db, { page: 2 });
      const row = page2.rows.find((r) => r.id === target.id);
      const index = Number(target.name.slice(-2));
      expect(row).toMatchObject({
        name: target.name,
        priceKurus: 1000 + index,
        stock: index % 7,
        isActive: target.isActive,
        image: { path: `products/${target.id}_1_on.webp`, width: 80, height: 60 },
        categories: ["Ahşap", "Kupa"],
      });
      // The others on the page have no image and no category.
      expect(page2.rows.filter((r) => r.id !== target.id).every((r) => r.image === null && r.categories.length === 0)).toBe(true);
    });

    it("routes: ?page= shows that page; the edit form goes back to it; saving and deleting return to it, creating to page 1", async () => {
      const db = handle.db;
      const env = parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: "http://shop.test" });
      const context = { db, env, logger } as never;
      await upsertAdmin(db, "sayfa@example.com", "dogru-sifre-9");
      const signed = await signIn(db, { email: "sayfa@example.com", password: "dogru-sifre-9", clientIp: "10.9.0.2" }, { sleep: async () => {} });
      if (!signed.ok) throw new Error("sign-in failed");
      const headers = { Origin: "http://shop.test", Cookie: sessionCookie(signed.token, env.PUBLIC_URL).split(";")[0] };
      const load = (query: string) =>
        productsRoute.loader({ request: new Request(`http://shop.test/admin/products${query}`, { headers }), context, params: {} } as never);

      const second = await load("?page=2");
      expect([second.mode, second.total, second.page, second.pages]).toEqual(["list", TOTAL, 2, 3]);
      expect(second.products.map((p) => p.id)).toEqual(expected.slice(20, 40).map((p) => p.id));
      const past = await load("?page=7");
      expect([past.page, past.products.length]).toEqual([3, 5]);
      const junk = await load("?page=%00x");
      expect([junk.page, junk.products[0].id]).toEqual([1, expected[0].id]);

      // The edit form remembers the page; a product that is gone shows that page with the note.
      const target = expected[25];
      const form = await load(`?edit=${target.id}&page=2`);
      expect([form.mode, form.product?.id, form.page]).toEqual(["edit", target.id, 2]);
      const gone = await load(`?edit=${randomUUID()}&page=2`);
      expect([gone.mode, gone.notFound, gone.page, gone.products.length]).toEqual(["list", true, 2, 20]);

      const post = (query: string, body: FormData) =>
        productsRoute.action({
          request: new Request(`http://shop.test/admin/products${query}`, { method: "POST", headers, body }),
          context,
          params: {},
        } as never) as Promise<Response>;
      const keep = (await getAdminProduct(db, target.id))?.images.map((i) => i.path) ?? [];
      const updated = await post(
        `?edit=${target.id}&page=2`,
        productForm({
          id: target.id,
          name: "Sayfa İki Düzenlendi",
          slug: `sayfa-urunu-${Number(target.name.slice(-2))}`,
          categories: [categoryIds.kupa],
          keepImages: keep,
        }),
      );
      expect([updated.status, updated.headers.get("Location")]).toEqual([303, "/admin/products?saved=1&page=2"]);
      const back = await load("?saved=1&page=2");
      expect([back.notice, back.products.find((p) => p.id === target.id)?.name]).toEqual(["saved", "Sayfa İki Düzenlendi"]);

      const created = await post(
        "?new=1&page=2",
        productForm({ name: "En Yeni", slug: "en-yeni", categories: [categoryIds.kupa] }, [{ name: "a.png", bytes: await png() }]),
      );
      expect(created.headers.get("Location")).toBe("/admin/products?saved=1");
      const first = await load("?saved=1");
      expect([first.total, first.products[0].name]).toEqual([TOTAL + 1, "En Yeni"]);

      const remove = new FormData();
      remove.set("intent", "delete");
      remove.set("id", expected[44].id);
      const deleted = await post(`?edit=${expected[44].id}&page=3`, remove);
      expect(deleted.headers.get("Location")).toBe("/admin/products?deleted=1&page=3");
      const last = await load("?deleted=1&page=3");
      expect([last.total, last.page, last.products.some((p) => p.id === expected[44].id)]).toEqual([TOTAL, 3, false]);
    });
  });
});
