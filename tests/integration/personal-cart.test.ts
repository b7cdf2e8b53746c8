// Personalised lines in the cart (docs/product.md#personalised-gifts), on PGlite and PostgreSQL: the fee in the unit
// price, a line per personalisation with the variant's stock shared among them, lines whose values no longer hold
// (a photo erased or claimed by an order, fields changed) taken out with their reason, and the product form's
// multipart add without JavaScript through the /cart action.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { personalUploads } from "~/db/schema";
import { parseEnv } from "~/env.server";
import type { Personalisation } from "~/lib/personalisation";
import { cartLineKey } from "~/lib/cart";
import { describeCartChanges } from "~/lib/cart-changes";
import { serializeCartCookie } from "~/lib/cart-cookie";
import { recheckCookieCart } from "~/modules/cart/cart-changes.server";
import { parseCartCookie } from "~/modules/cart/cart-cookie.server";
import { priceCart } from "~/modules/cart/cart-pricing.server";
import { createFileStorage, LocalFileStorage } from "~/modules/media/storage.server";
import { erasePersonalUploadFiles } from "~/modules/personalisation/uploads.server";
import * as cartRoute from "~/routes/shop/cart";
import { insertProduct, insertProductWithVariants, onlyVariantId } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { cutOutPersonalisation, photoBytes, setPersonalisation, uploadPhoto } from "../support/personal-fixtures";
import { placeVariantOrder } from "../support/variant-order-fixtures";

const mugPersonalisation: Personalisation = {
  requiresProof: false,
  fields: [{ id: "f1", kind: "text", label: "İsim", help: "", required: true, feeKurus: 1500, maxLength: 20 }],
};

function tempStorage() {
  return new LocalFileStorage(fs.mkdtempSync(path.join(os.tmpdir(), "personal-cart-")));
}

describeEachDatabase("personalised lines in the cart", (getDb) => {
  it("adds the fields' fee to the unit price and shows the values, the photo by a signed thumbnail link", async () => {
    const db = getDb();
    const storage = tempStorage();
    const cutOut = await insertProduct(db, { name: "Karton Patron", priceKurus: 120000, originalPriceKurus: 150000, stock: 5 });
    await setPersonalisation(db, cutOut.id, cutOutPersonalisation);
    const photo = await uploadPhoto(db, storage, cutOut.id);

    const priced = await priceCart(db, [{ productId: cutOut.id, quantity: 2, personal: { f1: photo.id, f2: "  Ayşe  Hanım " } }]);
    expect(priced.removed).toEqual([]);
    const [line] = priced.lines;
    expect(line.price).toBe(122500);
    expect(line.originalPrice).toBe(152500);
    expect(priced.totals.subtotal).toBe(245000);
    expect(line.personal).toEqual({ f1: photo.id, f2: "Ayşe Hanım" });
    expect(line.personalView).toEqual([
      {
        fieldId: "f1",
        label: "Yüz fotoğrafı",
        text: "",
        imageUrl: expect.stringMatching(/^\/private-media\/personal\//),
        imageSize: "thumb",
        lowResolution: true,
      },
      { fieldId: "f2", label: "İsim", text: "Ayşe Hanım" },
    ]);
    expect(line.personalView?.[0].imageUrl).toContain(photo.id);

    // Without the optional name: no fee for it.
    const photoOnly = await priceCart(db, [{ productId: cutOut.id, quantity: 1, personal: { f1: photo.id } }]);
    expect(photoOnly.lines[0].price).toBe(120000);
  });

  it("keeps two names as two lines and shares the variant's stock among them", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "İsimli Kupa", priceKurus: 20000, stock: 3 });
    await setPersonalisation(db, mug.id, mugPersonalisation);
    const priced = await priceCart(db, [
      { productId: mug.id, quantity: 2, personal: { f1: "Ayşe" } },
      { productId: mug.id, quantity: 2, personal: { f1: "Mehmet" } },
      { productId: mug.id, quantity: 1, personal: { f1: "Can" } },
    ]);
    expect(priced.lines.map((line) => [line.personal?.f1, line.quantity, line.price])).toEqual([
      ["Ayşe", 2, 21500],
      ["Mehmet", 1, 21500],
    ]);
    // Each line's stepper goes up to what the others leave it.
    expect(priced.lines.map((line) => line.stock)).toEqual([2, 1]);
    expect(priced.removed).toEqual([{ productId: mug.id, variantId: await onlyVariantId(db, mug.id), personal: { f1: "Can" }, reason: "soldOut" }]);
    expect(priced.totals.itemCount).toBe(3);
  });

  it("takes out a line whose photo is erased, claimed by an order or gone, or whose fields changed, and says why", async () => {
    const db = getDb();
    const storage = tempStorage();
    const cutOut = await insertProduct(db, { name: "Karton Patron", priceKurus: 120000, stock: 5 });
    await setPersonalisation(db, cutOut.id, cutOutPersonalisation);
    const other = await insertProduct(db, { name: "Karton Kedi", priceKurus: 90000, stock: 5 });
    await setPersonalisation(db, other.id, cutOutPersonalisation);
    const [erased, claimed, live, foreign] = [
      await uploadPhoto(db, storage, cutOut.id),
      await uploadPhoto(db, storage, cutOut.id),
      await uploadPhoto(db, storage, cutOut.id),
      await uploadPhoto(db, storage, other.id),
    ];
    await erasePersonalUploadFiles(db, storage, [erased.id]);
    const { order } = await placeVariantOrder(db);
    await db.update(personalUploads).set({ orderId: order.id, claimedAt: new Date() }).where(eq(personalUploads.id, claimed.id));

    const line = (f1: string) => ({ productId: cutOut.id, quantity: 1, personal: { f1 } });
    const priced = await priceCart(db, [line(erased.id), line(claimed.id), line(foreign.id), line(crypto.randomUUID()), line(live.id)]);
    expect(priced.lines.map((l) => l.personal?.f1)).toEqual([live.id]);
    expect(priced.removed.map((r) => [r.personal?.f1, r.reason])).toEqual([
      [erased.id, "personalisation"],
      [claimed.id, "personalisation"],
      [foreign.id, "personalisation"],
      [expect.any(String), "personalisation"],
    ]);

    // The owner adds a required name: the line without one no longer holds; a product without fields refuses values.
    await setPersonalisation(db, cutOut.id, {
      ...cutOutPersonalisation,
      fields: cutOutPersonalisation.fields.map((field) => (field.id === "f2" ? { ...field, required: true } : field)),
    });
    const plain = await insertProduct(db, { name: "Düz Kupa", priceKurus: 10000, stock: 5 });
    const after = await priceCart(db, [line(live.id), { productId: plain.id, quantity: 1, personal: { f1: "Ayşe" } }, { productId: plain.id, quantity: 1 }]);
    expect(after.lines.map((l) => l.productId)).toEqual([plain.id]);
    expect(after.removed.map((r) => r.reason)).toEqual(["personalisation", "personalisation"]);
    // The cart page tells it, by the line's name.
    const changes = describeCartChanges([{ ...line(live.id), productName: "Karton Patron" }], after);
    expect(changes).toEqual([{ kind: "personalisation", productId: cutOut.id, productName: "Karton Patron", personal: { f1: live.id } }]);
  });

  it("carries the values in the cookie: the cart page renders and re-prices a personalised line without JavaScript", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "İsimli Kupa", priceKurus: 20000, stock: 10 });
    await setPersonalisation(db, mug.id, mugPersonalisation);
    const cookie = serializeCartCookie(
      [
        { productId: mug.id, quantity: 1, personal: { f1: "Ayşe" }, price: 21500 },
        { productId: mug.id, quantity: 2, personal: { f1: "Mehmet" }, price: 20000 },
      ],
      { seenPrices: true },
    ).split(";")[0];
    const { priced, changes } = await recheckCookieCart(db, cookie);
    expect(priced.lines.map((line) => [line.personal?.f1, line.quantity])).toEqual([
      ["Ayşe", 1],
      ["Mehmet", 2],
    ]);
    // The seen price is the line's own: only Mehmet's line changed.
    expect(changes).toEqual([
      {
        kind: "priceChanged",
        productId: mug.id,
        variantId: expect.any(String),
        productName: "İsimli Kupa",
        personal: { f1: "Mehmet" },
        from: 20000,
        to: 21500,
      },
    ]);
    expect(changes[0] && cartLineKey(changes[0])).toBe(cartLineKey(priced.lines[1]));
  });

  it("adds from the product form without JavaScript: texts and a photo file as multipart; refusals go back to the product page", async () => {
    const db = getDb();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "personal-cart-env-"));
    const env = parseEnv({ PUBLIC_URL: "http://shop.test", DATA_DIR: dataDir });
    const context = { db, env, logger: { info() {}, warn() {}, error() {} }, requestId: "t", clientIp: "203.0.113.9", cspNonce: "n" } as never;
    const { product, variants } = await insertProductWithVariants(db, {
      name: "Karton Patron",
      options: [{ name: "Boy", values: ["120 cm", "180 cm"] }],
      variants: [
        { values: ["120 cm"], priceKurus: 90000, stock: 4, sku: "PATRON-120" },
        { values: ["180 cm"], priceKurus: 120000, stock: 4, sku: "PATRON-180" },
      ],
    });
    await setPersonalisation(db, product.id, cutOutPersonalisation);
    const post = async (fields: Record<string, string | Blob>, cookie = "") => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const request = new Request("http://shop.test/cart", { method: "POST", headers: { Origin: "http://shop.test", Cookie: cookie }, body: form });
      try {
        return (await cartRoute.action({ request, context, params: {} } as never)) as Response;
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
    const base = { intent: "add", productId: product.id, variantId: variants[1].id, quantity: "1" };
    const photo = new File([new Uint8Array(await photoBytes(600, 800))], "yuz.jpg", { type: "image/jpeg" });

    // A name too long and no photo (an empty file input): back to the product page, the cart unchanged.
    const refused = await post({ ...base, "personal.f1": new File([], ""), "personal.f2": "x".repeat(21) });
    expect(refused.status).toBe(303);
    const location = new URL(refused.headers.get("Location") ?? "", "http://shop.test");
    expect(location.pathname).toBe(`/product/${product.slug}`);
    expect(location.searchParams.get("secim")).toBe("PATRON-180");
    expect(location.searchParams.getAll("hata").sort()).toEqual(["f1.photo-missing", "f2.too-long"]);
    expect(refused.headers.get("Set-Cookie")).toBeNull();

    // Not a photo: the upload's reason.
    const notPhoto = await post({ ...base, "personal.f1": new File([new TextEncoder().encode("<svg/>")], "a.svg", { type: "image/svg+xml" }) });
    expect(new URL(notPhoto.headers.get("Location") ?? "", "http://shop.test").searchParams.getAll("hata")).toEqual(["f1.not_an_image"]);
    expect(notPhoto.headers.get("Set-Cookie")).toBeNull();

    // A photo and a name: a line with its values; the photo stored privately for this product's field.
    const added = await post({ ...base, "personal.f1": photo, "personal.f2": "Ayşe" });
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toBe("/cart");
    const cookie = (added.headers.get("Set-Cookie") ?? "").split(";")[0];
    const [line] = parseCartCookie(cookie);
    expect(line).toMatchObject({ productId: product.id, variantId: variants[1].id, quantity: 1, personal: { f2: "Ayşe" } });
    const [upload] = await db
      .select()
      .from(personalUploads)
      .where(eq(personalUploads.id, line.personal?.f1 ?? ""));
    expect(upload).toMatchObject({ productId: product.id, fieldId: "f1", orderId: null });
    expect(await createFileStorage(env).exists(upload.thumbKey)).toBe(true);

    // The same photo with another name is another line; the cart line's forms name a line by its hidden values.
    const second = await post({ ...base, "personal.f1": line.personal?.f1 ?? "", "personal.f2": "Mehmet" }, cookie);
    const both = (second.headers.get("Set-Cookie") ?? "").split(";")[0];
    expect(parseCartCookie(both).map((l) => l.personal?.f2)).toEqual(["Ayşe", "Mehmet"]);
    const set = await post({ intent: "set", productId: product.id, variantId: variants[1].id, quantity: "3", personal: JSON.stringify(line.personal) }, both);
    const afterSet = (set.headers.get("Set-Cookie") ?? "").split(";")[0];
    expect(parseCartCookie(afterSet).map((l) => [l.personal?.f2, l.quantity])).toEqual([
      ["Ayşe", 3],
      ["Mehmet", 1],
    ]);
    const removed = await post({ intent: "remove", productId: product.id, variantId: variants[1].id, personal: JSON.stringify(line.personal) }, afterSet);
    expect(parseCartCookie((removed.headers.get("Set-Cookie") ?? "").split(";")[0]).map((l) => l.personal?.f2)).toEqual(["Mehmet"]);
    // Broken hidden values change nothing.
    const broken = await post({ intent: "remove", productId: product.id, variantId: variants[1].id, personal: "{nope" }, afterSet);
    expect((broken as unknown as { init: ResponseInit }).init.status).toBe(400);
  });
});
