// docs/product.md#admin-products, #admin-categories: a category is created; a product with two images is created in
// it and found in the shop; it is edited (new price, one image removed: that file is gone from the disk) and
// deleted (its files are gone too). Plus the accessibility of the product list, the product form and the
// categories page. The steps share one category and one product, so they run in order.
// Image files are checked under the e2e server's DATA_DIR: uploads/products/{productId}_… (the originals) and
// cache/media/w{width}/products/{productId}_… (the resized copies the shop pages asked for).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { adminCatalogText } from "../../app/lib/i18n/admin-catalog";
import { adminText } from "../../app/lib/i18n/admin";
import { productText } from "../../app/lib/i18n/product";
import { productPageText } from "../../app/lib/i18n/product-page";
import { PRODUCT_FIELDS } from "../../app/lib/product-form-schema";
import { e2eDataDir, makePng, productImageFiles, productImageVariants, runId, signIn } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated, kurusOf } from "./support/shop";

test.describe.configure({ mode: "serial" });

const t = adminCatalogText;
const f = t.productForm;
const id = runId();
const category = { name: `Deneme Çiçekleri ${id}`, slug: `deneme-cicekleri-${id}` };
const product = {
  name: `Işıklı Deneme Kutusu ${id}`,
  slug: `isikli-deneme-kutusu-${id}`,
  description: "Tarayıcı testinin ürünü: iki resimli, ışıklı bir hediye kutusu.",
  price: "249.90",
  stock: "7",
};
let productId = "";
let imageDir = "";
let images: string[] = [];

test.beforeAll(async () => {
  imageDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-admin-images-"));
  images = [await makePng(imageDir, "kirmizi.png", { r: 220, g: 38, b: 38 }), await makePng(imageDir, "mavi.png", { r: 37, g: 99, b: 235 })];
});

test.afterAll(() => {
  if (imageDir) fs.rmSync(imageDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
});

/** The product form's input by its label ("Ürün Adı (zorunlu)" for a required one). */
function field(page: Page, label: string, required = false) {
  return page.getByLabel(required ? `${label} ${f.required}` : label, { exact: true });
}

function productRow(page: Page) {
  return page.getByTestId("product-row").filter({ hasText: product.name });
}

/** A page as a shopper without cookies gets it (and so, for catalogue pages, possibly from memory). */
async function shopperPage(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { headers: { Accept: "text/html" } });
  expect(response.status(), url).toBe(200);
  return response.text();
}

/** Waits until every image of `images` has loaded with pixels (so the media route has made its copies). */
async function expectImagesLoaded(images: Locator) {
  await expect
    .poll(() =>
      images.evaluateAll((imgs) => imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
}

test("a category is created: 'Yeni Kategori Ekle', name, active, 'Oluştur'", async ({ page }) => {
  await page.getByRole("navigation", { name: adminText.nav.adminNavigation }).getByRole("link", { name: adminText.nav.categories }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await page.getByRole("link", { name: t.categories.newCategory }).click();
  await expect(page).toHaveURL(/\/admin\/categories\?new=1$/);

  const form = page.getByTestId("category-form");
  await expect(form.getByRole("heading", { name: t.categoryForm.createTitle })).toBeVisible();
  await form.getByLabel(t.categoryForm.name, { exact: true }).fill(category.name);
  await expect(form.getByRole("checkbox", { name: t.categoryForm.isActive })).toBeChecked();
  await form.getByRole("button", { name: t.categoryForm.create }).click();

  await expect(page).toHaveURL(/\/admin\/categories\?saved=1$/);
  await expect(page.getByTestId("admin-notice")).toHaveText(t.categories.saved);
  const row = page.getByTestId("category-row").filter({ hasText: category.name });
  await expect(row).toHaveCount(1);
  // The slug is made from the name, Turkish letters folded (docs/product.md#slugs).
  await expect(row.getByRole("cell").nth(1)).toHaveText(category.slug);
  await expect(row.getByRole("cell").nth(2)).toHaveText(t.categories.table.active);
});

test("a product with two images is created in it; both files are on disk and the shop shows it", async ({ page, baseURL }) => {
  const dataDir = e2eDataDir(baseURL);
  await gotoHydrated(page, "/admin/products");
  await page.getByRole("link", { name: t.products.newProduct }).click();
  await expect(page).toHaveURL(/\/admin\/products\?new=1$/);
  await expect(page.getByRole("heading", { level: 1, name: f.createTitle })).toBeVisible();

  await field(page, f.name, true).fill(product.name);
  // The slug follows the name until the admin types one.
  await expect(field(page, f.slug, true)).toHaveValue(product.slug);
  await field(page, f.description, true).fill(product.description);
  await page.getByRole("checkbox", { name: category.name }).check();
  await field(page, f.price, true).fill(product.price);
  await field(page, f.stock).fill(product.stock);

  await page.locator("#product-images").setInputFiles(images);
  const items = page.getByTestId("image-item");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(f.coverBadge);
  await expect(items.nth(0)).toContainText("kirmizi.png");
  await expect(items.nth(1)).toContainText("mavi.png");
  await expect(page.getByRole("checkbox", { name: f.isActive })).toBeChecked();

  await page.getByRole("button", { name: f.create, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products\?saved=1$/, { timeout: 30_000 });
  await expect(page.getByTestId("admin-notice")).toHaveText(t.products.saved);

  const row = productRow(page);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(product.slug);
  await expect(row).toContainText(category.name);
  await expect(row).toContainText("₺249,90");
  await expect(row.getByTestId("product-stock")).toHaveText(product.stock);
  await expect(row).toContainText(t.products.table.active);
  // The thumbnail is the cover image, not "Görsel yok".
  await expect(row).not.toContainText(t.products.table.noImage);
  await expectImagesLoaded(row.locator("img"));
  const href = await page.getByRole("link", { name: t.products.table.editProduct(product.name) }).getAttribute("href");
  productId = new URLSearchParams(href?.split("?")[1]).get("edit") ?? "";
  expect(productId).toMatch(/^[0-9a-f-]{36}$/);

  // Two stored originals, WebP, named after the product.
  const files = productImageFiles(dataDir, productId);
  expect(files).toHaveLength(2);
  for (const file of files) expect(file).toMatch(new RegExp(`^${productId}_\\d+_.+\\.webp$`));

  // The shop: the new category lists it; its page shows the name, price, stock and both images.
  await gotoHydrated(page, `/products?category=${category.slug}`);
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(product.name);
  await cards.first().getByRole("link", { name: product.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  expect(kurusOf(await page.getByTestId("price").first().innerText())).toBe(24990);
  await expect(page.getByTestId("stock-pill")).toHaveText(`Stokta (${product.stock} adet)`);
  await expect(page.getByText(product.description)).toBeVisible();
  // Both images in the gallery, each with its thumbnail link.
  for (const n of [1, 2]) {
    await expect(page.getByRole("img", { name: productText.imageOf(product.name, n) })).toHaveCount(1);
    await expect(page.getByRole("link", { name: productPageText.showImage(n), exact: true })).toBeVisible();
  }
  await expectImagesLoaded(page.getByRole("img", { name: productText.imageOf(product.name, 1) }));
  // The shop asked for resized copies; they are cached next to the originals.
  await expect.poll(() => productImageVariants(dataDir, productId).length).toBeGreaterThan(0);
});

test("the product is edited: a new price and its second image removed — that file is gone from the disk", async ({ page, baseURL, request }) => {
  expect(productId, "the product of the previous test").not.toBe("");
  const dataDir = e2eDataDir(baseURL);
  const before = productImageFiles(dataDir, productId);
  expect(before).toHaveLength(2);
  // A shopper without cookies is served the product page from memory (docs/decisions/0008)…
  for (let i = 0; i < 2; i++) expect(await shopperPage(request, `/product/${product.slug}`)).toContain("₺249,90");

  await gotoHydrated(page, "/admin/products");
  // A click on the row opens the edit form.
  await productRow(page).getByRole("cell", { name: product.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products\\?edit=${productId}$`));
  await expect(page.getByRole("heading", { level: 1, name: f.editTitle })).toBeVisible();
  await expect(field(page, f.name, true)).toHaveValue(product.name);
  // Shown back the Turkish way, as parseMoney reads it (docs/product.md#money).
  await expect(field(page, f.price, true)).toHaveValue("249,90");
  await expect(page.getByRole("checkbox", { name: category.name })).toBeChecked();

  const items = page.getByTestId("image-item");
  await expect(items).toHaveCount(2);
  // Each stored image is kept by its storage key (a hidden field; the form shows 'Resim n' and the uploaded
  // file's name, not the key); which file is the second?
  const storedKey = async (n: number) => (await items.nth(n).locator(`input[name="${PRODUCT_FIELDS.keepImages}"]`).getAttribute("value")) ?? "";
  const [first, second] = [await storedKey(0), await storedKey(1)];
  const removed = before.find((file) => second.includes(file));
  const kept = before.find((file) => first.includes(file));
  expect(removed, `a stored file named in "${second}"`).toBeDefined();
  expect(kept, `a stored file named in "${first}"`).toBeDefined();
  await expectImagesLoaded(items.locator("img"));

  await page.getByRole("button", { name: f.removeImage(2) }).click();
  await expect(items).toHaveCount(1);
  await field(page, f.price, true).fill("199.50");
  await page.getByRole("button", { name: f.update, exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/products\?saved=1$/, { timeout: 30_000 });
  await expect(page.getByTestId("admin-notice")).toHaveText(t.products.saved);
  await expect(productRow(page)).toContainText("₺199,50");

  // The removed image's file and its cached copies are gone; the other stays.
  expect(productImageFiles(dataDir, productId)).toEqual([kept]);
  expect(productImageVariants(dataDir, productId).filter((v) => v.endsWith(`/${removed}`))).toEqual([]);

  // …and the edit replaces that stored page at once.
  const stored = await shopperPage(request, `/product/${product.slug}`);
  expect(stored).toContain("₺199,50");
  expect(stored).not.toContain("₺249,90");

  // The shop shows the new price and one image (no thumbnails for a single image).
  await gotoHydrated(page, `/product/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  expect(kurusOf(await page.getByTestId("price").first().innerText())).toBe(19950);
  await expect(page.getByRole("img", { name: productText.imageOf(product.name, 2) })).toHaveCount(0);
  await expect(page.getByRole("link", { name: productPageText.showImage(1), exact: true })).toHaveCount(0);
  await expectImagesLoaded(page.getByRole("img", { name: productText.imageOf(product.name, 1) }));
});

test("the product is deleted after the 'Ürünü Sil' confirmation; all its files are gone", async ({ page, baseURL, request }) => {
  expect(productId, "the product of the previous tests").not.toBe("");
  expect(await shopperPage(request, `/product/${product.slug}`)).toContain(product.name);
  const dataDir = e2eDataDir(baseURL);
  expect(productImageFiles(dataDir, productId)).toHaveLength(1);
  expect(productImageVariants(dataDir, productId).length).toBeGreaterThan(0);

  await gotoHydrated(page, "/admin/products");
  await page.getByRole("link", { name: t.products.table.editProduct(product.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products\\?edit=${productId}$`));
  await expect(page.getByRole("heading", { level: 1, name: f.editTitle })).toBeVisible();

  // The danger dialog: its text; Escape closes it without deleting; page scroll is locked while open.
  const deleteButton = page.getByRole("button", { name: f.delete, exact: true });
  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: t.deleteProductDialog.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t.deleteProductDialog.text(product.name));
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe("hidden");
  expect(productImageFiles(dataDir, productId)).toHaveLength(1);

  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: t.deleteProductDialog.confirm }).click();

  await expect(page).toHaveURL(/\/admin\/products\?deleted=1$/);
  await expect(page.getByTestId("admin-notice")).toHaveText(t.products.deleted);
  await expect(productRow(page)).toHaveCount(0);
  expect(productImageFiles(dataDir, productId)).toEqual([]);
  expect(productImageVariants(dataDir, productId)).toEqual([]);

  // The shop no longer has it, also for a shopper whose copy was stored.
  expect((await request.get(`/product/${product.slug}`, { headers: { Accept: "text/html" } })).status()).toBe(404);
  const response = await page.goto(`/product/${product.slug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: productText.notFoundTitle })).toBeVisible();
});

test("the product list, the product form (with two images chosen) and the categories page have no serious accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/admin/products");
  await expect(page.getByTestId("products-table")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await gotoHydrated(page, "/admin/products?new=1");
  await expect(page.getByRole("heading", { level: 1, name: f.createTitle })).toBeVisible();
  await page.locator("#product-images").setInputFiles(images);
  await expect(page.getByTestId("image-item")).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  // An existing product's form (the demo catalogue's first row).
  await gotoHydrated(page, "/admin/products");
  await page.getByTestId("product-row").first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: f.editTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await gotoHydrated(page, "/admin/categories");
  await expect(page.getByTestId("categories-table")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await gotoHydrated(page, "/admin/categories?new=1");
  await expect(page.getByTestId("category-form")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
