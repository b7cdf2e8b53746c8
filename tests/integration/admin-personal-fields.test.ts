// The product form's "Kişiselleştirme" section saved through the real form handling on both databases
// (docs/product.md#personalised-gifts): a photo and a text field with the proof, an edit that keeps ids, removes one
// and adds one (never reusing an id), a refused form that changes nothing, and the audit log's record.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminAuditLog, products } from "~/db/schema";
import { productSaveErrorText } from "~/lib/i18n/admin-catalog";
import { adminPersonalText } from "~/lib/i18n/admin-personal";
import { personalFieldName, type PersonalFormProp } from "~/lib/personal-field-form";
import { createLogger } from "~/modules/platform/logger.server";
import { getAdminProduct, type ProductStore } from "~/modules/catalog/admin-products.server";
import { submitProductForm } from "~/modules/catalog/product-save.server";
import { createFileStorage } from "~/modules/media/storage.server";
import { insertCategory } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";

const logger = createLogger("silent");
const audit = { actor: { id: null, email: "sahip@example.com" }, clientIp: "127.0.0.1" };
const v = adminPersonalText.validation;

type Slot = Partial<Record<PersonalFormProp, string>>;

async function png(): Promise<File> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "karton.png", { type: "image/png" });
}

function cutOutForm(categoryId: string, slots: Slot[], extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  const base: Record<string, string> = {
    name: "Patronun Karton Kopyası",
    slug: "patronun-karton-kopyasi",
    description: "Birebir boyutlu karton figür",
    price: "899,99",
    stock: "5",
    shippingCost: "49,99",
    isActive: "on",
    dimensionUnit: "cm",
    weightUnit: "g",
    categories: categoryId,
    ...extra,
  };
  for (const [key, value] of Object.entries(base)) form.append(key, value);
  slots.forEach((slot, index) => {
    form.append(personalFieldName(index, "kind"), slot.kind ?? "text");
    for (const [prop, value] of Object.entries(slot)) if (prop !== "kind") form.append(personalFieldName(index, prop as PersonalFormProp), value);
  });
  return form;
}

const PHOTO: Slot = { kind: "photo", label: "Patronun fotoğrafı", required: "on", printWidth: "60", printHeight: "180" };
const NAME: Slot = { kind: "text", label: "İsim", help: "Figürün altına", maxLength: "30", fee: "25" };

describeEachDatabase("admin: personal fields of a product", (getDb) => {
  let dataDir: string;
  let store: ProductStore;
  let categoryId: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-admin-personal-"));
    store = { db: getDb(), storage: createFileStorage(dataDir), dataDir, logger };
    categoryId = (await insertCategory(getDb(), { name: `Karton ${Math.random()}` })).id;
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("saves a photo field and a text field with the proof, edits them keeping ids, and records both in the audit log", async () => {
    const db = getDb();
    const form = cutOutForm(categoryId, [PHOTO, NAME], { requiresProof: "on" });
    form.append("images", await png());
    const created = await submitProductForm(store, form, audit);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const saved = await getAdminProduct(db, created.id);
    expect(saved?.personalisation).toEqual({
      fields: [
        { id: "f1", kind: "photo", label: "Patronun fotoğrafı", help: "", required: true, feeKurus: 0, printWidthCm: 60, printHeightCm: 180 },
        { id: "f2", kind: "text", label: "İsim", help: "Figürün altına", required: false, feeKurus: 2500, maxLength: 30 },
      ],
      requiresProof: true,
    });
    const [createRecord] = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, created.id), eq(adminAuditLog.action, "product.create")));
    expect(createRecord.changes).toMatchObject({
      personalFields: {
        before: null,
        after: ["f1 · Fotoğraf · Patronun fotoğrafı · zorunlu · 60×180 cm", "f2 · Metin · İsim · en fazla 30 karakter · +₺25,00 · “Figürün altına”"],
      },
      requiresProof: { before: null, after: true },
    });

    // The edit: the name moves first and is renamed, the photo goes, a choice comes: f1 is never given again.
    const keep = (await getAdminProduct(db, created.id))?.images.map((image) => image.path) ?? [];
    const edit = cutOutForm(
      categoryId,
      [
        { ...NAME, id: "f2", label: "Ad" },
        { kind: "choice", label: "Zemin", choices: "Beyaz\nŞeffaf" },
      ],
      {
        id: created.id,
        stockSeen: "5",
      },
    );
    for (const p of keep) edit.append("keepImages", p);
    const edited = await submitProductForm(store, edit, audit);
    expect(edited.ok).toBe(true);
    const after = await getAdminProduct(db, created.id);
    expect(after?.personalisation.fields.map((field) => [field.id, field.kind, field.label])).toEqual([
      ["f2", "text", "Ad"],
      ["f3", "choice", "Zemin"],
    ]);
    expect(after?.personalisation.requiresProof).toBe(false);

    // Removing them all and adding one again: f4, not f1.
    const again = cutOutForm(categoryId, [{ kind: "text", label: "Not", maxLength: "10" }], { id: created.id, stockSeen: "5" });
    for (const p of keep) again.append("keepImages", p);
    expect((await submitProductForm(store, again, audit)).ok).toBe(true);
    expect((await getAdminProduct(db, created.id))?.personalisation.fields.map((field) => field.id)).toEqual(["f4"]);

    const updates = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, created.id), eq(adminAuditLog.action, "product.update")));
    expect(updates).toHaveLength(2);
    expect(updates.some((record) => JSON.stringify(record.changes).includes("f3 · Seçim · Zemin · Beyaz / Şeffaf"))).toBe(true);
    expect(updates.some((record) => (record.changes as Record<string, unknown>)?.requiresProof !== undefined)).toBe(true);
  });

  it("refuses a wrong field with its Turkish message and saves nothing", async () => {
    const db = getDb();
    const form = cutOutForm(categoryId, [{ kind: "photo", label: "Foto", printWidth: "0", printHeight: "20" }], {
      name: "Reddedilen Figür",
      slug: "reddedilen",
    });
    form.append("images", await png());
    const refused = await submitProductForm(store, form, audit);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(productSaveErrorText(refused)).toBe(v.at(1, adminPersonalText.printWidth, v.numberBetween(1, 300)));
    expect(refused.reason === "invalid" && refused.fieldErrors).toMatchObject({ "personalField.0.printWidth": v.numberBetween(1, 300) });
    expect(await db.select().from(products).where(eq(products.slug, "reddedilen"))).toEqual([]);
  });

  it("an edit refused for its fields leaves the stored fields as they were", async () => {
    const db = getDb();
    const form = cutOutForm(categoryId, [PHOTO], { name: "Kuzen Figürü", slug: "kuzen-figuru" });
    form.append("images", await png());
    const created = await submitProductForm(store, form, audit);
    if (!created.ok) throw new Error("not created");
    const keep = (await getAdminProduct(db, created.id))?.images.map((image) => image.path) ?? [];
    const edit = cutOutForm(
      categoryId,
      [
        { ...PHOTO, id: "f1" },
        { kind: "choice", label: "Renk", choices: "Tek" },
      ],
      {
        id: created.id,
        name: "Kuzen Figürü",
        slug: "kuzen-figuru",
        price: "1",
      },
    );
    for (const p of keep) edit.append("keepImages", p);
    const refused = await submitProductForm(store, edit, audit);
    expect(refused.ok).toBe(false);
    const stored = await getAdminProduct(db, created.id);
    expect(stored?.priceKurus).toBe(89999);
    expect(stored?.personalisation.fields.map((field) => field.id)).toEqual(["f1"]);
  });
});
