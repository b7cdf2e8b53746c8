// The owner's campaigns (docs/product.md#discount-codes, docs/product.md#campaign-rules) on every database: create,
// refuse (a code taken by another campaign, a bad form: nothing saved), edit, bulk single-use codes and their CSV,
// stop, restart and delete (never with orders), each change in the audit log and the catalogue version bumped;
// and the per-campaign figures, counted from the paid orders only.
import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { adminAuditLog, campaigns, discountCodes, orderDiscounts, orders } from "~/db/schema";
import { BULK_CODE_ALPHABET } from "~/lib/campaign-form";
import { adminCampaignsText } from "~/lib/i18n/admin-campaigns";
import type { AuditBy } from "~/modules/audit/audit-log.server";
import { readCatalogVersion } from "~/modules/catalog/cache.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { refundOrder } from "~/modules/orders/lifecycle.server";
import { completePayment, failPayment } from "~/modules/orders/payment-state.server";
import { insertCategory, insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { checkoutFields } from "../../../tests/support/order-fixtures";
import {
  addBulkCodes,
  campaignCodesCsv,
  deleteCampaign,
  getAdminCampaign,
  listAdminCampaigns,
  setCampaignActive,
  submitCampaignForm,
} from "./admin-campaigns.server";

const audit: AuditBy = { actor: { id: null, email: "sahip@example.com" }, clientIp: "10.0.0.1" };
const mail = { publicUrl: "http://shop.test" };

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
  return data;
}

const sevgili = {
  name: "Sevgililer Günü",
  kind: "code",
  codeMode: "single",
  code: "SEVGILI20",
  ruleKind: "percent",
  percent: "20",
  minBasket: "500",
  totalUses: "100",
  endsAt: "2027-02-14T23:59",
  scopeKind: "all",
};

async function auditActions(db: Database, targetId: string) {
  const rows = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId)).orderBy(adminAuditLog.seq);
  return rows.map((r) => ({ action: r.action, changes: r.changes }));
}

async function created(db: Database, fields: Record<string, string | string[]>) {
  const result = await submitCampaignForm(db, form(fields), audit);
  if (!result.ok) throw new Error(`not saved: ${JSON.stringify(result)}`);
  return result;
}

describeEachDatabase("admin campaigns", (getDb) => {
  it("creates SEVGILI20 with its code, audited, and bumps the catalogue version", async () => {
    const db = getDb();
    const version = await readCatalogVersion(db);
    const { id, created: isNew } = await created(db, sevgili);
    expect(isNew).toBe(true);
    const campaign = await getAdminCampaign(db, id);
    expect(campaign).toMatchObject({
      name: "Sevgililer Günü",
      kind: "code",
      rule: { kind: "percent", percent: 20 },
      minBasketKurus: 50_000,
      totalUses: 100,
      usedCount: 0,
      endsAt: new Date("2027-02-14T20:59:00Z"),
      namedCode: "SEVGILI20",
      codeCount: 1,
      isActive: true,
      hasOrders: false,
    });
    const [code] = await db.select().from(discountCodes).where(eq(discountCodes.campaignId, id));
    expect(code).toMatchObject({ code: "SEVGILI20", codeKey: "sevgili20", maxUses: null });
    const log = await auditActions(db, id);
    expect(log.map((l) => l.action)).toEqual(["campaign.create"]);
    expect(log[0].changes).toMatchObject({ code: { after: "SEVGILI20" }, rule: { after: "%20 indirim" }, minBasketKurus: { after: 50_000 } });
    expect(await readCatalogVersion(db)).toBeGreaterThan(version);
  });

  it("refuses a code another campaign has (Turkish-folded) and a bad form, saving nothing", async () => {
    const db = getDb();
    await created(db, { ...sevgili, code: "YILBAŞI" });
    const before = await db.select({ n: count() }).from(campaigns);
    const taken = await submitCampaignForm(db, form({ ...sevgili, name: "Başka", code: "yilbasi" }), audit);
    expect(taken).toEqual({ ok: false, reason: "duplicate-code", code: "YILBAŞI", status: 409 });
    const bad = await submitCampaignForm(db, form({ ...sevgili, code: "YENİ", percent: "150" }), audit);
    expect(bad).toMatchObject({ ok: false, reason: "invalid", fieldErrors: { percent: adminCampaignsText.errors.percent } });
    const unknownCategory = await submitCampaignForm(
      db,
      form({ ...sevgili, code: "KATEGORI", scopeKind: "categories", categoryIds: ["7f1c2d9e-3b4a-4c5d-8e6f-0a1b2c3d4e5f"] }),
      audit,
    );
    expect(unknownCategory).toMatchObject({ ok: false, reason: "unknown-choice", field: "categoryIds" });
    expect(await db.select({ n: count() }).from(campaigns)).toEqual(before);
    expect(await db.select({ n: count() }).from(adminAuditLog).where(eq(adminAuditLog.action, "campaign.create"))).toEqual([{ n: before[0].n }]);
  });

  it("edits a campaign: renames its code, keeps its kind, records only what changed", async () => {
    const db = getDb();
    const { id } = await created(db, { ...sevgili, code: "ANNE10" });
    const edited = await submitCampaignForm(db, form({ ...sevgili, id, kind: "automatic", code: "anneler10", totalUses: "" }), audit);
    expect(edited).toMatchObject({ ok: true, id, created: false });
    const campaign = await getAdminCampaign(db, id);
    expect(campaign).toMatchObject({ kind: "code", namedCode: "ANNELER10", totalUses: null, codeCount: 1 });
    const log = await auditActions(db, id);
    expect(log.map((l) => l.action)).toEqual(["campaign.create", "campaign.update"]);
    expect(log[1].changes).toEqual({ code: { before: "ANNE10", after: "ANNELER10" }, totalUses: { before: 100, after: null } });
  });

  it("makes single-use codes in bulk, all different, and exports them as CSV", async () => {
    const db = getDb();
    const { id, codesMade } = await created(db, { ...sevgili, name: "Etkileyici", codeMode: "bulk", bulkCount: "300", bulkPrefix: "ayse-", code: "" });
    expect(codesMade).toBe(300);
    expect(await addBulkCodes(db, id, { count: 5, prefix: "" }, audit)).toEqual({ ok: true, made: 5 });
    const codes = await db.select().from(discountCodes).where(eq(discountCodes.campaignId, id));
    expect(codes).toHaveLength(305);
    expect(new Set(codes.map((c) => c.codeKey)).size).toBe(305);
    expect(codes.every((c) => c.maxUses === 1)).toBe(true);
    const pattern = new RegExp(`^(AYSE-)?[${BULK_CODE_ALPHABET}]{8}$`);
    expect(codes.every((c) => pattern.test(c.code))).toBe(true);
    expect(codes.filter((c) => c.code.startsWith("AYSE-"))).toHaveLength(300);
    expect((await getAdminCampaign(db, id))?.namedCode).toBeNull();

    await db.update(discountCodes).set({ usedCount: 1 }).where(eq(discountCodes.id, codes[0].id));
    const csv = await campaignCodesCsv(db, id, new Date("2027-02-01T10:00:00Z"));
    expect(csv?.filename).toBe("kampanya-kodlari-etkileyici-2027-02-01.csv");
    const lines = csv!.body.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("\uFEFFKod;Kullanıldı");
    expect(lines).toHaveLength(306);
    expect(lines).toContain(`${codes[0].code};Evet`);
    expect(lines.filter((l) => l.endsWith(";Hayır"))).toHaveLength(304);

    const automatic = await created(db, { ...sevgili, name: "Kargo", kind: "automatic", ruleKind: "freeShipping", code: "" });
    expect(await addBulkCodes(db, automatic.id, { count: 5, prefix: "" }, audit)).toMatchObject({ ok: false, reason: "not-code-campaign" });
    expect((await auditActions(db, id)).map((l) => l.action)).toEqual(["campaign.create", "campaign.codes"]);
    expect(await campaignCodesCsv(db, "7f1c2d9e-3b4a-4c5d-8e6f-0a1b2c3d4e5f")).toBeNull();
  });

  it("counts per campaign the paid orders, the discount given and the revenue net of refunds; never deletes a campaign with orders", async () => {
    const db = getDb();
    // Only this test's automatic offer is live (one automatic offer applies per order).
    await db.update(campaigns).set({ isActive: false }).where(eq(campaigns.kind, "automatic"));
    const category = await insertCategory(db, { name: `Kupalar ${Math.random()}` });
    const mug = await insertProduct(db, { name: "Kupa", priceKurus: 30_000, stock: 50, categoryIds: [category.id] });
    const code = await created(db, { ...sevgili, code: "SAYAC20" });
    const offer = await created(db, {
      ...sevgili,
      name: "3 al 2 öde",
      kind: "automatic",
      ruleKind: "buyXPayY",
      buy: "3",
      pay: "2",
      minBasket: "",
      scopeKind: "categories",
      categoryIds: [category.id],
    });
    const order = (quantity: number, discountCode: string | null, email: string) =>
      placeOrder(db, {
        fields: { ...checkoutFields, senderEmail: email },
        items: [{ productId: mug.id, quantity }],
        paymentMethod: "simulated",
        discountCode,
      });
    const paid = await order(2, "sayac20", "a@example.com");
    await completePayment(db, { orderId: paid.id }, mail);
    const failed = await order(2, "SAYAC20", "b@example.com");
    await failPayment(db, { orderId: failed.id });
    const pending = await order(2, "SAYAC20", "c@example.com");
    const three = await order(3, null, "d@example.com");
    await completePayment(db, { orderId: three.id }, mail);
    await refundOrder(db, three.id, 1000, "sahip@example.com", mail);

    const [paidRow] = await db.select().from(orders).where(eq(orders.id, paid.id));
    expect(paidRow.discountKurus).toBe(12_000);
    const [threeRow] = await db.select().from(orders).where(eq(orders.id, three.id));
    const threeDiscounts = await db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, three.id));
    const threeDiscount = threeDiscounts.find((d) => d.campaignId === offer.id);
    expect(threeDiscount).toMatchObject({ label: "3 al 2 öde" });

    const list = await listAdminCampaigns(db);
    const codeRow = list.find((c) => c.id === code.id)!;
    const offerRow = list.find((c) => c.id === offer.id)!;
    expect(codeRow.figures).toEqual({ orders: 1, discountKurus: 12_000, revenueKurus: paidRow.totalKurus });
    expect(codeRow.usedCount).toBe(2); // the paid order's use, and the pending one's held use
    expect(offerRow.figures).toEqual({ orders: 1, discountKurus: threeDiscount!.amountKurus, revenueKurus: threeRow.totalKurus - 1000 });
    expect(pending.created).toBe(true);

    expect(await deleteCampaign(db, code.id, audit)).toEqual({ ok: false, reason: "has-orders", status: 409 });
    expect(await deleteCampaign(db, offer.id, audit)).toEqual({ ok: false, reason: "has-orders", status: 409 });
    expect(await getAdminCampaign(db, code.id)).not.toBeNull();
  });

  it("stops and restarts a campaign and deletes one without orders, each in the audit log", async () => {
    const db = getDb();
    const { id } = await created(db, { ...sevgili, code: "DUR10" });
    expect(await setCampaignActive(db, id, false, audit)).toEqual({ ok: true });
    expect((await getAdminCampaign(db, id))?.isActive).toBe(false);
    expect(await setCampaignActive(db, id, false, audit)).toEqual({ ok: true });
    expect(await setCampaignActive(db, id, true, audit)).toEqual({ ok: true });
    expect(await deleteCampaign(db, id, audit)).toEqual({ ok: true });
    expect(await getAdminCampaign(db, id)).toBeNull();
    expect(await db.select().from(discountCodes).where(eq(discountCodes.campaignId, id))).toEqual([]);
    expect((await auditActions(db, id)).map((l) => l.action)).toEqual(["campaign.create", "campaign.deactivate", "campaign.activate", "campaign.delete"]);
    expect(await deleteCampaign(db, id, audit)).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("refuses a total below the uses already taken", async () => {
    const db = getDb();
    const { id } = await created(db, { ...sevgili, code: "AZ5" });
    await db.update(campaigns).set({ usedCount: 7 }).where(eq(campaigns.id, id));
    expect(await submitCampaignForm(db, form({ ...sevgili, id, code: "AZ5", totalUses: "5" }), audit)).toEqual({
      ok: false,
      reason: "uses-below-used",
      used: 7,
      status: 409,
    });
  });
});
