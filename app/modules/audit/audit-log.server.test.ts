import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { adminAuditLog, adminUsers } from "~/db/schema";
import { describeEachDatabase } from "../../../tests/support/databases";
import {
  AUDIT_VALUE_MAX_LENGTH,
  auditFilterFromSearchParams,
  changedFields,
  listAuditActors,
  listAuditLog,
  recordAdminAction,
  withAuditRecord,
} from "./audit-log.server";

/** The database's message for a query it refused (drizzle wraps it as the cause). */
async function failureOf(query: Promise<unknown>): Promise<string> {
  try {
    await query;
    return "accepted";
  } catch (error) {
    const failure = error as Error & { cause?: Error };
    return failure.cause?.message ?? failure.message;
  }
}

describe("changedFields", () => {
  it("keeps only the listed fields that changed, before → after", () => {
    const before = { name: "Kupa", priceKurus: 1000, stock: 3, isActive: true, when: new Date("2026-01-01T00:00:00Z") };
    const after = { ...before, priceKurus: 1250, isActive: false };
    expect(changedFields(before, after, ["name", "priceKurus", "isActive"])).toEqual({
      priceKurus: { before: 1000, after: 1250 },
      isActive: { before: true, after: false },
    });
    expect(changedFields(before, before, ["name", "priceKurus", "when"])).toEqual({});
  });

  it("treats a new thing as changed from nothing, and clips long texts", () => {
    const long = "x".repeat(1000);
    const changes = changedFields(null, { name: "Kupa", description: long, originalPriceKurus: null as number | null }, [
      "name",
      "description",
      "originalPriceKurus",
    ]);
    expect(changes.name).toEqual({ before: null, after: "Kupa" });
    expect(changes.originalPriceKurus).toBeUndefined();
    expect(String(changes.description.after)).toHaveLength(AUDIT_VALUE_MAX_LENGTH);
  });
});

describe("auditFilterFromSearchParams", () => {
  it("keeps valid filters and drops what is not one", () => {
    const params = new URLSearchParams({ actor: " a@b.c ", action: "order", target: "SP-1", from: "2026-11-01", to: "2026-13-45" });
    expect(auditFilterFromSearchParams(params)).toEqual({ actor: "a@b.c", action: "order", target: "SP-1", from: "2026-11-01", to: undefined });
    // Days as the admin writes them (tr-TR); 31 February is no day.
    expect(auditFilterFromSearchParams(new URLSearchParams({ from: "1.11.2026", to: "24.11.2026" }))).toMatchObject({ from: "2026-11-01", to: "2026-11-24" });
    expect(auditFilterFromSearchParams(new URLSearchParams({ from: "31.02.2026" })).from).toBeUndefined();
    expect(auditFilterFromSearchParams(new URLSearchParams({ action: "order.delete_everything", from: "yesterday" }))).toEqual({
      actor: undefined,
      action: undefined,
      target: undefined,
      from: undefined,
      to: undefined,
    });
  });
});

describeEachDatabase("audit log", (getDb) => {
  let db: Database;
  let owner: { id: string; email: string };
  const by = () => ({ actor: owner, clientIp: "203.0.113.7" });

  beforeAll(async () => {
    db = getDb();
    [owner] = await db.insert(adminUsers).values({ email: "sahip@example.com", passwordHash: "x" }).returning({ id: adminUsers.id, email: adminUsers.email });
    // Three days of records, Istanbul time (UTC+3).
    const at = (iso: string) => new Date(iso);
    await recordAdminAction(db, {
      ...by(),
      action: "product.update",
      target: { type: "product", id: null, label: "Işıklı Kupa" },
      changes: { priceKurus: { before: 1000, after: 1250 } },
      now: at("2026-11-20T10:00:00+03:00"),
    });
    await recordAdminAction(db, {
      ...by(),
      action: "order.status",
      target: { type: "order", id: null, label: "SP-20261121-0001" },
      changes: { status: { before: "paid", after: "processing" } },
      now: at("2026-11-21T00:30:00+03:00"),
    });
    await recordAdminAction(db, {
      actor: { id: null, email: "eski@example.com" },
      clientIp: null,
      action: "category.delete",
      target: { type: "category", label: "Çiçekler" },
      now: at("2026-11-22T23:59:00+03:00"),
    });
  });

  it("lists newest first and filters by who, action kind or code, target text and Istanbul days", async () => {
    const all = await listAuditLog(db);
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.action)).toEqual(["category.delete", "order.status", "product.update"]);
    expect(all.rows[2]).toMatchObject({
      actorEmail: "sahip@example.com",
      actorId: owner.id,
      clientIp: "203.0.113.7",
      targetLabel: "Işıklı Kupa",
      changes: { priceKurus: { before: 1000, after: 1250 } },
    });

    expect((await listAuditLog(db, { actor: "eski@example.com" })).rows.map((r) => r.action)).toEqual(["category.delete"]);
    expect((await listAuditLog(db, { action: "order" })).rows.map((r) => r.action)).toEqual(["order.status"]);
    expect((await listAuditLog(db, { action: "product.update" })).total).toBe(1);
    // Turkish-folded: "ışıklı" finds "Işıklı", "cicek" finds "Çiçekler".
    expect((await listAuditLog(db, { target: "ışıklı" })).rows.map((r) => r.action)).toEqual(["product.update"]);
    expect((await listAuditLog(db, { target: "cicek" })).total).toBe(1);
    // 00:30 on the 21st in Istanbul is still the 20th in UTC: it belongs to the 21st.
    expect((await listAuditLog(db, { from: "2026-11-21", to: "2026-11-21" })).rows.map((r) => r.action)).toEqual(["order.status"]);
    expect((await listAuditLog(db, { from: "2026-11-21" })).total).toBe(2);
    expect((await listAuditLog(db, { to: "2026-11-20" })).total).toBe(1);
  });

  it("pages, and a page past the end is the last", async () => {
    const second = await listAuditLog(db, {}, { page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(second.rows.map((r) => r.action)).toEqual(["product.update"]);
    expect((await listAuditLog(db, {}, { page: 99, pageSize: 2 })).page).toBe(2);
    expect(await listAuditActors(db)).toEqual(["eski@example.com", "sahip@example.com"]);
  });

  it("never stores a credential, even when a caller passes one", async () => {
    await recordAdminAction(db, {
      ...by(),
      action: "account.two_factor.enable",
      target: { type: "admin", id: owner.id, label: owner.email },
      changes: {
        twoFactor: { before: false, after: true },
        totpSecret: { before: null, after: "JBSWY3DP" },
        recoveryCodes: { before: null, after: ["A"] },
        passwordHash: { before: "a", after: "b" },
      },
    });
    const [row] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "account.two_factor.enable"));
    expect(row.changes).toEqual({ twoFactor: { before: false, after: true } });
  });

  it("records with the write or not at all, and nothing when the write says so", async () => {
    const before = (await listAuditLog(db)).total;
    await expect(
      withAuditRecord(
        db,
        by(),
        async () => {
          throw new Error("write failed");
        },
        () => ({ action: "product.delete", target: { type: "product" } }),
      ),
    ).rejects.toThrow("write failed");
    expect(
      await withAuditRecord(
        db,
        by(),
        async () => false,
        (done) => (done ? { action: "product.delete", target: { type: "product" } } : null),
      ),
    ).toBe(false);
    expect((await listAuditLog(db)).total).toBe(before);
    await withAuditRecord(
      db,
      by(),
      async () => true,
      () => ({ action: "product.delete", target: { type: "product", label: "Silinen" } }),
    );
    expect((await listAuditLog(db)).total).toBe(before + 1);
  });

  it("refuses UPDATE and DELETE of a record, but keeps records (with the e-mail) when the account is removed", async () => {
    expect(await failureOf(db.execute(sql`UPDATE admin_audit_log SET action = 'product.create'`))).toMatch(/append-only: UPDATE refused/);
    expect(await failureOf(db.execute(sql`UPDATE admin_audit_log SET actor_id = NULL, actor_email = 'someone@else'`))).toMatch(/append-only/);
    expect(await failureOf(db.execute(sql`DELETE FROM admin_audit_log`))).toMatch(/append-only: DELETE refused/);
    const total = (await listAuditLog(db)).total;
    await db.delete(adminUsers).where(eq(adminUsers.id, owner.id));
    const after = await listAuditLog(db, { actor: "sahip@example.com" });
    expect(after.total).toBeGreaterThan(0);
    expect(after.rows.every((r) => r.actorId === null && r.actorEmail === "sahip@example.com")).toBe(true);
    expect((await listAuditLog(db)).total).toBe(total);
  });
});
