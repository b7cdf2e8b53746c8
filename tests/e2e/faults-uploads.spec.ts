// Faults ("an uploads folder that cannot be written gives a clear admin error and no half-saved
// product"), on the BUILT server as its own process. As root, file permissions stop nothing, so the folder
// is made unwritable by putting a regular FILE where DATA_DIR/uploads/products should be. The admin's
// product form (a plain multipart POST, and the XMLHttpRequest variant) must answer with the Turkish error,
// leave no product row and no file behind; with the folder back, the very same form saves.
// Ports 3260–3261.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { adminCatalogText } from "../../app/lib/i18n/admin-catalog";
import {
  type BuildSnapshot,
  freePort,
  type ShopProcess,
  scratchDir,
  signInAdmin,
  snapshotBuild,
  startShopProcess,
  withPglite,
} from "../support/server-process";

test.describe.configure({ mode: "serial" });

let snapshot: BuildSnapshot;
let shop: ShopProcess | undefined;
let dataDir: string | undefined;

test.beforeAll(async () => {
  snapshot = await snapshotBuild();
});

test.afterAll(async () => {
  await shop?.kill();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  snapshot?.remove();
});

/** Every file under `dir`, relative, sorted (a FILE at `dir` itself counts as ".") */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  if (fs.statSync(dir).isFile()) return ["."];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
}

async function png(color: { r: number; g: number; b: number }): Promise<Blob> {
  const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: "image/png" });
}

test("an uploads folder that cannot be written: a clear admin error, no product row, no file; the same form saves once it is back", async () => {
  test.setTimeout(150_000);
  dataDir = scratchDir("shop-faults-uploads-");
  shop = await startShopProcess({ appDir: snapshot.appDir, port: await freePort(3260, 3261), dataDir, env: { RATE_LIMIT_ENABLED: "false" } });
  const { url } = shop;
  const cookie = await signInAdmin(url);

  const formPage = await (await fetch(`${url}/admin/products?new=1`, { headers: { Cookie: cookie } })).text();
  const categoryId = formPage.match(/name="categories" value="([0-9a-f-]{36})"/)?.[1];
  expect(categoryId, "the product form offers a category").toBeDefined();

  const suffix = Date.now().toString(36);
  const name = `Yazılamayan Klasör Kupası ${suffix}`;
  const slug = `yazilamayan-klasor-kupasi-${suffix}`;
  const images = [await png({ r: 200, g: 30, b: 90 }), await png({ r: 30, g: 120, b: 200 })];
  const productForm = () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      id: "",
      name,
      slug,
      description: "Yüklemeler klasörü yazılamazken kaydedilmeye çalışılan ürün.",
      price: "149.90",
      originalPrice: "",
      stock: "7",
      shippingCost: "0",
      dimensionWidth: "",
      dimensionHeight: "",
      dimensionDepth: "",
      dimensionUnit: "cm",
      weightValue: "",
      weightUnit: "g",
      isActive: "on",
      categories: categoryId as string,
    })) {
      form.append(key, value);
    }
    form.append("images", images[0], "on-yuz.png");
    form.append("images", images[1], "arka-yuz.png");
    return form;
  };
  const post = (extra: Record<string, string> = {}) =>
    fetch(`${url}/admin/products`, {
      method: "POST",
      body: productForm(),
      redirect: "manual",
      headers: { Cookie: cookie, Origin: url, Accept: "text/html", ...extra },
    });

  // Block the folder: a regular file where DATA_DIR/uploads/products should be.
  const uploads = path.join(dataDir, "uploads");
  const productsDir = path.join(uploads, "products");
  const moved = path.join(dataDir, "products-moved-away");
  const demoFiles = filesUnder(uploads);
  expect(demoFiles.length, "the demo catalogue's pictures").toBeGreaterThan(0);
  fs.renameSync(productsDir, moved);
  fs.writeFileSync(productsDir, "not a folder\n");
  const before = filesUnder(uploads);

  const expected = `${adminCatalogText.productErrors.create}: ${adminCatalogText.productValidation.uploadFailed}`;
  // The form without JavaScript: the page again, with the error in its red banner.
  const plain = await post();
  const plainBody = await plain.text();
  expect(plain.status).toBe(500);
  expect(plainBody).toMatch(new RegExp(`data-testid="form-error"[^>]*>(?:<[^>]+>)*${expected.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  expect(plainBody).not.toMatch(/ENOTDIR|EEXIST|EACCES|EROFS|Error:|\bat .+:\d+:\d+/);
  // The form with JavaScript (XMLHttpRequest): the same message in X-Admin-Error.
  const viaXhr = await post({ "X-Requested-With": "XMLHttpRequest" });
  await viaXhr.arrayBuffer();
  expect(viaXhr.status).toBe(500);
  expect(decodeURIComponent(viaXhr.headers.get("x-admin-error") ?? "")).toBe(expected);
  expect(viaXhr.headers.get("x-admin-location")).toBeNull();

  // Nothing half-saved: no product (the admin list shows every product, active or not), no file anywhere.
  expect(filesUnder(uploads)).toEqual(before);
  expect(fs.readFileSync(productsDir, "utf8")).toBe("not a folder\n");
  const list = await (await fetch(`${url}/admin/products`, { headers: { Cookie: cookie } })).text();
  expect(list).not.toContain(name);
  const search = (await (await fetch(`${url}/api/search?q=${encodeURIComponent(`Yazılamayan ${suffix}`)}`)).json()) as { results: unknown[] };
  expect(search.results).toEqual([]);

  // The folder back: the very same form saves, under the very same slug (so no row of the failed attempts
  // holds it), with its two pictures.
  fs.rmSync(productsDir);
  fs.renameSync(moved, productsDir);
  const saved = await post();
  await saved.arrayBuffer();
  expect(saved.status).toBe(303);
  expect(saved.headers.get("location")).toBe("/admin/products?saved=1");
  const product = await fetch(`${url}/product/${slug}`);
  expect(product.status).toBe(200);
  expect(await product.text()).toContain(name);

  expect(await shop.stop()).toEqual({ code: 0, signal: null });
  const rows = await withPglite(dataDir, (query) =>
    query<{ id: string; slug: string; images: number }>(
      "select p.id, p.slug, (select count(*)::int from product_images i where i.product_id = p.id) as images from products p where p.name = $1",
      [name],
    ),
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ slug, images: 2 });
  const stored = fs.readdirSync(productsDir).filter((f) => f.startsWith(`${rows[0].id}_`));
  expect(stored, "exactly the saved product's two pictures").toHaveLength(2);
  // No temporary or stray file from the failed attempts anywhere in the data folder's uploads.
  expect(filesUnder(uploads).filter((f) => !demoFiles.includes(f) && !f.startsWith(`products/${rows[0].id}_`))).toEqual([]);
});
