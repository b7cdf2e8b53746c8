// Product images in object storage (s3rver on 127.0.0.1), against both databases: originals and variants in
// the bucket, deleted with their image or product, and a bucket that fails leaves no half-saved product.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { products } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { adminCatalogText, productSaveErrorText } from "~/lib/i18n/admin-catalog";
import { createLogger } from "~/modules/platform/logger.server";
import { IMAGE_WIDTHS, variantKey } from "~/lib/media";
import { deleteProduct, type ProductStore } from "~/modules/catalog/admin-products.server";
import { saveProduct, type SaveProductInput } from "~/modules/catalog/product-save.server";
import type { S3FileStorage } from "~/modules/media/s3-storage.server";
import { createFileStorage, type FileStorage } from "~/modules/media/storage.server";
import { wordedProductSave } from "../support/admin-fixtures";
import { insertCategory } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { startS3Server, type TestS3Server } from "../support/s3-server";

let s3: TestS3Server;
let objectsDir: string;

beforeAll(async () => {
  objectsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-s3-objects-"));
  s3 = await startS3Server({ directory: objectsDir });
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(objectsDir, { recursive: true, force: true });
});

const png = (r: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 40, b: 90 } } })
    .png()
    .toBuffer();
const UPLOAD_FAILED = `${adminCatalogText.productErrors.create}: ${adminCatalogText.productValidation.uploadFailed}`;

describeEachDatabase("product images in object storage", (getDb, kind) => {
  let dataDir: string;
  let storage: S3FileStorage;
  let store: ProductStore;
  let categoryId: string;
  const prefix = `${kind}/`;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-admin-s3-"));
    storage = createFileStorage(parseEnv({ ...s3.env, S3_PREFIX: prefix, DATA_DIR: dataDir })) as S3FileStorage;
    store = { db: getDb(), storage, dataDir, logger: createLogger("silent"), variantsAtUpload: true };
    categoryId = (await insertCategory(getDb(), { name: "Kupalar" })).id;
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function objectKeys(): Promise<string[]> {
    const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((o) => (o.Key ?? "").slice(prefix.length)).sort();
  }

  async function productCount(): Promise<number> {
    const [row] = await getDb().select({ n: count() }).from(products);
    return Number(row.n);
  }

  async function input(slug: string, colours: number[], extra: Partial<SaveProductInput> = {}): Promise<SaveProductInput> {
    const uploads = await Promise.all(colours.map(async (r, i) => ({ filename: `${slug}-${i}.png`, bytes: await png(r) })));
    return {
      values: {
        name: slug,
        slug,
        description: "",
        priceKurus: 1000,
        originalPriceKurus: null,
        stock: 1,
        shippingCostKurus: 0,
        categoryIds: [categoryId],
        isActive: true,
        isNew: false,
        dimensionWidth: null,
        dimensionHeight: null,
        dimensionDepth: null,
        dimensionUnit: "cm",
        weightValue: null,
        weightUnit: "g",
      },
      images: uploads.map((_, index) => ({ kind: "new" as const, index })),
      uploads,
      ...extra,
    };
  }

  const withVariants = (key: string) => [key, ...IMAGE_WIDTHS.map((w) => variantKey(key, w))];

  it("stores originals and every variant in the bucket (nothing under DATA_DIR/uploads); an edit and a delete remove theirs", async () => {
    const created = await saveProduct(store, await input("iki-resimli", [10, 200]));
    if (!created.ok) throw new Error(productSaveErrorText(created));
    const keys = (await objectKeys()).filter((k) => k.startsWith("products/"));
    expect(keys).toHaveLength(2);
    expect(await objectKeys()).toEqual(keys.flatMap(withVariants).sort());
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);

    // Keep the first image only: the second one's original and variants go.
    const edited = await saveProduct(store, { ...(await input("iki-resimli", [])), id: created.id, images: [{ kind: "keep", path: keys[0] }] });
    expect(edited).toMatchObject({ ok: true });
    expect(await objectKeys()).toEqual(withVariants(keys[0]).sort());

    expect(await deleteProduct(store, created.id)).toEqual({ ok: true });
    expect(await objectKeys()).toEqual([]);
  });

  it("an object storage error half-way through an upload leaves no product and no object", async () => {
    const before = await productCount();
    let puts = 0;
    // The third write fails: the first original and one of its variants are already in the bucket.
    const failing: FileStorage = new Proxy(storage, {
      get(target, prop, receiver) {
        if (prop === "put") return (key: string, bytes: Uint8Array) => (++puts === 3 ? Promise.reject(new Error("SlowDown")) : target.put(key, bytes));
        return Reflect.get(target, prop, receiver);
      },
    });
    const result = await saveProduct({ ...store, storage: failing }, await input("yarim-kalan", [30, 60]));
    expect(wordedProductSave(result)).toEqual({ ok: false, error: UPLOAD_FAILED, status: 500 });
    expect(await productCount()).toBe(before);
    expect(await objectKeys()).toEqual([]);
  });

  it("with the bucket down, the upload is refused with the upload error and no product is saved; it works again once it is back", async () => {
    const before = await productCount();
    await s3.stop();
    try {
      expect(wordedProductSave(await saveProduct(store, await input("kesintide", [90])))).toEqual({ ok: false, error: UPLOAD_FAILED, status: 500 });
      expect(await productCount()).toBe(before);
    } finally {
      s3 = await startS3Server({ directory: objectsDir, port: s3.port, bucket: s3.bucket });
    }
    expect(await objectKeys()).toEqual([]);
    const again = await saveProduct(store, await input("kesintiden-sonra", [90]));
    expect(again).toMatchObject({ ok: true });
    expect(await getDb().select({ id: products.id }).from(products).where(eq(products.slug, "kesintiden-sonra"))).toHaveLength(1);
  });
});
