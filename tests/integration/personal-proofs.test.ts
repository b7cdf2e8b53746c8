// The proof of a personalised order (docs/product.md#proof), on PGlite and PostgreSQL: the order is not made before the
// buyer approves; the admin's proof is stored privately, mailed with a link to the order page's proof section, answered
// once (an older proof or a second answer is refused), and approved by the job after the settings' days.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminAuditLog, mailOutbox, orderEvents, orderProofs, orders } from "~/db/schema";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import { LocalFileStorage } from "~/modules/media/storage.server";
import { changeOrderStatus } from "~/modules/orders/lifecycle.server";
import { answerProof, autoApproveProofs, listOrderProofs, uploadProof } from "~/modules/personalisation/proofs.server";
import { action as orderPageAction } from "~/routes/shop/order-confirmation";
import { paidOrder, routeContext } from "../support/admin-fixtures";
import { describeEachDatabase } from "../support/databases";
import { photoBytes } from "../support/personal-fixtures";

const mail = { publicUrl: "http://shop.test" };
const audit = { actor: { id: null, email: "sahip@example.com" }, clientIp: "10.0.0.1" };
const settings = { ...DEMO_SHOP_SETTINGS, personalisation: { proofApprovalDays: 3, photoRetentionDays: 30 } };

function tempStorage() {
  return new LocalFileStorage(fs.mkdtempSync(path.join(os.tmpdir(), "proofs-")));
}

async function proofState(db: Parameters<typeof uploadProof>[0], orderId: string) {
  const [row] = await db.select({ proofState: orders.proofState }).from(orders).where(eq(orders.id, orderId));
  return row.proofState;
}

describeEachDatabase("personalised order proofs", (getDb) => {
  it("waits for the buyer's approval: upload, change request, new proof, approval, then production", async () => {
    const db = getDb();
    const storage = tempStorage();
    const order = await paidOrder(db);
    await db.update(orders).set({ proofState: "awaiting_proof" }).where(eq(orders.id, order.id));

    expect(await changeOrderStatus(db, order.id, "processing", "sahip@example.com", mail)).toEqual({ ok: false, reason: "awaiting-proof" });
    expect(await answerProof(db, { orderId: order.id, proofId: crypto.randomUUID(), answer: "approved" })).toEqual({ ok: false, reason: "not-latest" });
    expect(
      await uploadProof(db, storage, {
        orderId: order.id,
        bytes: Buffer.from("<svg/>"),
        actor: "sahip@example.com",
        audit,
        publicUrl: mail.publicUrl,
        settings,
      }),
    ).toEqual({
      ok: false,
      reason: "image-refused",
    });

    const first = await uploadProof(db, storage, {
      orderId: order.id,
      bytes: await photoBytes(800, 600),
      note: "Yazı tipi büyütüldü.",
      actor: "sahip@example.com",
      audit,
      publicUrl: mail.publicUrl,
      settings,
    });
    if (!first.ok) throw new Error(first.reason);
    expect(await proofState(db, order.id)).toBe("proof_sent");
    const [row] = await db.select().from(orderProofs).where(eq(orderProofs.id, first.proofId));
    expect(row.imageKey).toBe(`personal/proofs/${order.id}/${first.proofId}.webp`);
    expect(await storage.exists(row.imageKey)).toBe(true);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-proof:${order.id}:${first.proofId}`));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`http://shop.test/order-confirmation/${order.id}#prova`);
    expect(mails[0].text).toContain("Yazı tipi büyütüldü.");

    // Signed link for the order page; the route refuses a change request without a note and changes nothing.
    const view = (await listOrderProofs(db, [order.id], 3)).get(order.id);
    expect(view?.proofs[0].imageUrl).toMatch(/^\/private-media\/personal\/proofs\//);
    expect(await answerProof(db, { orderId: order.id, proofId: first.proofId, answer: "change_requested", note: "  " })).toEqual({
      ok: false,
      reason: "note-required",
    });

    const context = routeContext(db);
    const change = new FormData();
    change.set("intent", "proof-change");
    change.set("proofId", first.proofId);
    change.set("note", "İsim Ayşe değil Ayşegül olacak.");
    const answered = (await orderPageAction({
      request: new Request(`http://shop.test/order-confirmation/${order.id}`, { method: "POST", body: change }),
      params: { orderId: order.id },
      context,
    } as never)) as Response;
    expect(answered.status).toBe(303);
    expect(answered.headers.get("Location")).toBe(`/order-confirmation/${order.id}#prova`);
    expect(await proofState(db, order.id)).toBe("change_requested");
    expect(await answerProof(db, { orderId: order.id, proofId: first.proofId, answer: "approved" })).toEqual({ ok: false, reason: "already-answered" });
    expect(await changeOrderStatus(db, order.id, "processing", "sahip@example.com", mail)).toEqual({ ok: false, reason: "awaiting-proof" });

    const second = await uploadProof(db, storage, {
      orderId: order.id,
      bytes: await photoBytes(800, 600),
      actor: "sahip@example.com",
      audit,
      publicUrl: mail.publicUrl,
      settings,
    });
    if (!second.ok) throw new Error(second.reason);
    expect(await answerProof(db, { orderId: order.id, proofId: first.proofId, answer: "approved" })).toEqual({ ok: false, reason: "not-latest" });
    expect(await answerProof(db, { orderId: order.id, proofId: second.proofId, answer: "approved" })).toEqual({ ok: true, proofId: second.proofId });
    expect(await answerProof(db, { orderId: order.id, proofId: second.proofId, answer: "approved" })).toEqual({ ok: false, reason: "already-answered" });
    expect(await proofState(db, order.id)).toBe("approved");
    expect(
      await uploadProof(db, storage, { orderId: order.id, bytes: await photoBytes(80, 60), actor: "x", audit, publicUrl: mail.publicUrl, settings }),
    ).toEqual({
      ok: false,
      reason: "already-approved",
    });

    const events = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, "proof")))
      .orderBy(orderEvents.seq);
    expect(events.map((e) => [e.newValue, e.actor])).toEqual([
      ["proof_sent", "sahip@example.com"],
      ["change_requested", "customer"],
      ["proof_sent", "sahip@example.com"],
      ["approved", "customer"],
    ]);
    expect(events[1].note).toBe("İsim Ayşe değil Ayşegül olacak.");
    const audits = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, order.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["order.proof", "order.proof", "order.proof_answer", "order.proof_answer"]);

    expect(await changeOrderStatus(db, order.id, "processing", "sahip@example.com", mail)).toMatchObject({ ok: true, changed: true });
  });

  it("approves a proof left unanswered for the settings' days, by the system", async () => {
    const db = getDb();
    const storage = tempStorage();
    const order = await paidOrder(db);
    await db.update(orders).set({ proofState: "awaiting_proof" }).where(eq(orders.id, order.id));
    const sentAt = new Date("2026-03-02T09:00:00Z");
    const sent = await uploadProof(
      db,
      storage,
      { orderId: order.id, bytes: await photoBytes(400, 300), actor: "sahip@example.com", audit, publicUrl: mail.publicUrl, settings },
      sentAt,
    );
    if (!sent.ok) throw new Error(sent.reason);

    expect(await autoApproveProofs(db, 3, new Date("2026-03-05T08:00:00Z"))).toEqual([]);
    expect(await proofState(db, order.id)).toBe("proof_sent");
    expect(await autoApproveProofs(db, 3, new Date("2026-03-05T10:00:00Z"))).toEqual([order.id]);
    expect(await autoApproveProofs(db, 3, new Date("2026-03-06T10:00:00Z"))).toEqual([]);
    expect(await proofState(db, order.id)).toBe("approved");
    const [proof] = await db.select().from(orderProofs).where(eq(orderProofs.id, sent.proofId));
    expect(proof.answer).toBe("auto_approved");
    const [event] = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.newValue, "approved")));
    expect(event.actor).toBe("system");
    expect(await answerProof(db, { orderId: order.id, proofId: sent.proofId, answer: "approved" })).toEqual({ ok: false, reason: "already-answered" });
  });
});
