// The proof of a personalised order (docs/product.md#proof). An order whose product asks for one waits in
// `awaiting_proof`; the admin uploads a proof image (checked and re-encoded like a buyer's photo, kept private under
// `personal/proofs/`), the buyer gets a mail with a link to the order page's proof section and approves it or asks for
// a change with a note; after the settings' days without an answer the job approves it. Only the newest proof is
// answered, once. Each step is an order event (kind "proof") and an audit record, in the same transaction.
import { and, desc, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { orderEvents, orderProofs, orders, type ProofAnswer } from "~/db/schema";
import type { AuditBy } from "~/modules/audit/audit-log.server";
import { recordAdminAction } from "~/modules/audit/audit-log.server";
import { PROOF_NOTE_MAX_LENGTH, type ProofRefusal } from "~/lib/i18n/proof";
import type { ProofState } from "~/lib/personalisation";
import { orderSellerFrom, type ShopSettings } from "~/lib/shop-settings";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { proofMail } from "~/modules/mail/proof-mail.server";
import type { FileStorage } from "~/modules/media/storage.server";
import { PhotoRefusedError, processPersonalPhoto } from "./photos.server";
import { privateMediaSigningKey, proofImageKey, signPrivateLink } from "./signed-links.server";

/** The order event actor of the buyer's answers (the admin's are their e-mail, the job's "system"). */
export const CUSTOMER_ACTOR = "customer";

export type ProofResult = { ok: true; proofId: string } | { ok: false; reason: ProofRefusal };

/** The states in which the admin may send a (new) proof: before the buyer approved one. */
const SENDABLE: readonly ProofState[] = ["awaiting_proof", "proof_sent", "change_requested"];

async function lockProofOrder(tx: Executor, orderId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const [order] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      proofState: orders.proofState,
      senderEmail: orders.senderEmail,
      seller: orders.seller,
      anonymisedAt: orders.anonymisedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return order ?? null;
}

async function proofEvent(tx: Executor, orderId: string, from: string | null, to: ProofState, actor: string, now: Date, note: string | null = null) {
  await tx.insert(orderEvents).values({ orderId, kind: "proof", oldValue: from, newValue: to, note, actor, createdAt: now });
}

/** Who answered, in the audit log: the buyer and the job have no account. */
function auditOf(actor: string): AuditBy {
  return { actor: { id: null, email: actor }, clientIp: null };
}

function cleanNote(note: string | undefined | null): string {
  return (note ?? "").replace(/\r\n/g, "\n").trim();
}

/**
 * The admin uploads a proof for an order waiting for one (or replacing an unanswered one, or answering a change
 * request). The image is stored first (a refused image changes nothing), then in one transaction: the proof row, the
 * order's proof state `proof_sent`, the history, the audit record and the buyer's mail (once per proof).
 */
export async function uploadProof(
  db: Database,
  storage: FileStorage,
  input: { orderId: string; bytes: Uint8Array | null; note?: string; actor: string; audit: AuditBy; publicUrl: string; settings: ShopSettings },
  now = new Date(),
): Promise<ProofResult> {
  const note = cleanNote(input.note);
  if (note.length > PROOF_NOTE_MAX_LENGTH) return { ok: false, reason: "note-too-long" };
  const [current] = /^[0-9a-f-]{36}$/i.test(input.orderId)
    ? await db.select({ proofState: orders.proofState, status: orders.status }).from(orders).where(eq(orders.id, input.orderId))
    : [];
  const early = sendRefusal(current);
  if (early) return { ok: false, reason: early };
  if (!input.bytes || input.bytes.byteLength === 0) return { ok: false, reason: "image-missing" };
  let photo;
  try {
    photo = await processPersonalPhoto(input.bytes);
  } catch (error) {
    if (error instanceof PhotoRefusedError) return { ok: false, reason: "image-refused" };
    throw error;
  }
  const proofId = crypto.randomUUID();
  const imageKey = proofImageKey(input.orderId, proofId);
  // The preview (1200 px WebP, metadata stripped) is what a buyer needs to judge the proof.
  await storage.put(imageKey, photo.preview);
  const result = await db.transaction(async (tx): Promise<ProofResult> => {
    const order = await lockProofOrder(tx, input.orderId);
    const refusal = sendRefusal(order ?? undefined);
    if (!order || refusal) return { ok: false, reason: refusal ?? "not-found" };
    await tx.insert(orderProofs).values({ id: proofId, orderId: order.id, imageKey, note, createdBy: input.actor, createdAt: now });
    await tx.update(orders).set({ proofState: "proof_sent", updatedAt: now }).where(eq(orders.id, order.id));
    await proofEvent(tx, order.id, order.proofState, "proof_sent", input.actor, now, note || null);
    await recordAdminAction(tx, {
      ...input.audit,
      action: "order.proof",
      target: { type: "order", id: order.id, label: order.orderNumber },
      changes: { proofState: { before: order.proofState, after: "proof_sent" } },
      now,
    });
    const seller = order.seller ?? orderSellerFrom(input.settings);
    await enqueueMail(tx, {
      dedupeKey: `order-proof:${order.id}:${proofId}`,
      to: order.senderEmail,
      ...proofMail({ id: order.id, orderNumber: order.orderNumber, seller }, input.publicUrl, {
        note,
        approvalDays: input.settings.personalisation.proofApprovalDays,
      }),
    });
    return { ok: true, proofId };
  });
  if (!result.ok) await storage.delete(imageKey);
  return result;
}

function sendRefusal(order: { proofState: ProofState | null; status: string } | undefined): ProofRefusal | null {
  if (!order) return "not-found";
  if (order.proofState === null) return "no-proof-needed";
  if (order.proofState === "approved") return "already-approved";
  if (order.status === "cancelled" || order.status === "shipped" || order.status === "delivered") return "order-closed";
  return SENDABLE.includes(order.proofState) ? null : "no-proof-needed";
}

/**
 * The holder of the order's link answers its newest proof: approve, or ask for a change with a note. An older proof,
 * or one already answered, is refused and nothing changes.
 */
export async function answerProof(
  db: Database,
  input: { orderId: string; proofId: string; answer: "approved" | "change_requested"; note?: string },
  now = new Date(),
): Promise<ProofResult> {
  const note = cleanNote(input.note);
  if (input.answer === "change_requested" && note.length === 0) return { ok: false, reason: "note-required" };
  if (note.length > PROOF_NOTE_MAX_LENGTH) return { ok: false, reason: "note-too-long" };
  if (!/^[0-9a-f-]{36}$/i.test(input.proofId)) return { ok: false, reason: "not-latest" };
  return db.transaction(async (tx): Promise<ProofResult> => {
    const order = await lockProofOrder(tx, input.orderId);
    if (!order) return { ok: false, reason: "not-found" };
    if (order.proofState === null) return { ok: false, reason: "no-proof-needed" };
    const [latest] = await tx
      .select()
      .from(orderProofs)
      .where(eq(orderProofs.orderId, order.id))
      .orderBy(desc(orderProofs.createdAt), desc(orderProofs.id))
      .limit(1);
    if (!latest || latest.id !== input.proofId) return { ok: false, reason: "not-latest" };
    if (latest.answer !== null || order.proofState !== "proof_sent") return { ok: false, reason: "already-answered" };
    await writeAnswer(tx, order, latest.id, input.answer, CUSTOMER_ACTOR, now, input.answer === "change_requested" ? note : null);
    return { ok: true, proofId: latest.id };
  });
}

async function writeAnswer(
  tx: Executor,
  order: { id: string; orderNumber: string; proofState: ProofState | null },
  proofId: string,
  answer: ProofAnswer,
  actor: string,
  now: Date,
  note: string | null,
) {
  const next: ProofState = answer === "change_requested" ? "change_requested" : "approved";
  await tx
    .update(orderProofs)
    .set({ answer, answerNote: note, answeredAt: now })
    .where(and(eq(orderProofs.id, proofId), isNull(orderProofs.answer)));
  await tx.update(orders).set({ proofState: next, updatedAt: now }).where(eq(orders.id, order.id));
  await proofEvent(tx, order.id, order.proofState, next, actor, now, note);
  // The buyer's note may name people: it stays in the order's history, the audit log records only the answer.
  await recordAdminAction(tx, {
    ...auditOf(actor),
    action: "order.proof_answer",
    target: { type: "order", id: order.id, label: order.orderNumber },
    changes: { proofState: { before: order.proofState, after: next }, answer: { before: null, after: answer } },
    now,
  });
}

/**
 * Approves every proof left unanswered for `days` (settings.personalisation.proofApprovalDays): answer
 * `auto_approved`, the order `approved`, by "system". A bounded batch a run; returns the orders approved.
 */
export async function autoApproveProofs(db: Database, days: number, now = new Date(), batch = 100): Promise<string[]> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const due = await db
    .select({ proofId: orderProofs.id, orderId: orderProofs.orderId })
    .from(orderProofs)
    .innerJoin(orders, eq(orders.id, orderProofs.orderId))
    .where(and(isNull(orderProofs.answer), lt(orderProofs.createdAt, cutoff), eq(orders.proofState, "proof_sent")))
    .limit(batch);
  const approved: string[] = [];
  for (const { proofId, orderId } of due) {
    const done = await db.transaction(async (tx) => {
      const order = await lockProofOrder(tx, orderId);
      if (!order || order.proofState !== "proof_sent") return false;
      const [latest] = await tx
        .select()
        .from(orderProofs)
        .where(eq(orderProofs.orderId, orderId))
        .orderBy(desc(orderProofs.createdAt), desc(orderProofs.id))
        .limit(1);
      if (!latest || latest.id !== proofId || latest.answer !== null) return false;
      await writeAnswer(tx, order, proofId, "auto_approved", "system", now, null);
      return true;
    });
    if (done) approved.push(orderId);
  }
  return approved;
}

export interface ProofView {
  id: string;
  /** A short-lived signed link to the image; null once the retention job erased it. */
  imageUrl: string | null;
  note: string;
  createdBy: string;
  createdAt: Date;
  answer: ProofAnswer | null;
  answerNote: string | null;
  answeredAt: Date | null;
}

export interface OrderProofs {
  state: ProofState;
  /** Oldest first; the last one is the one the buyer answers. */
  proofs: ProofView[];
  approvalDays: number;
}

/** The proofs of each of the orders that needs one, with signed links to their images (for the admin and the order page). */
export async function listOrderProofs(db: Executor, orderIds: readonly string[], approvalDays: number, now = new Date()): Promise<Map<string, OrderProofs>> {
  const result = new Map<string, OrderProofs>();
  if (orderIds.length === 0) return result;
  const states = await db
    .select({ id: orders.id, proofState: orders.proofState })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  const needing = states.filter((row) => row.proofState !== null);
  if (needing.length === 0) return result;
  const rows = await db
    .select()
    .from(orderProofs)
    .where(
      inArray(
        orderProofs.orderId,
        needing.map((row) => row.id),
      ),
    )
    .orderBy(orderProofs.createdAt, orderProofs.id);
  const key = rows.length > 0 ? await privateMediaSigningKey(db) : null;
  for (const { id, proofState } of needing) result.set(id, { state: proofState as ProofState, proofs: [], approvalDays });
  for (const row of rows) {
    result.get(row.orderId)?.proofs.push({
      id: row.id,
      imageUrl: key && row.imageKey ? signPrivateLink(key, row.imageKey, { now }) : null,
      note: row.note,
      createdBy: row.createdBy,
      createdAt: row.createdAt,
      answer: row.answer,
      answerNote: row.answerNote,
      answeredAt: row.answeredAt,
    });
  }
  return result;
}

/** The proof images of the orders, to erase with their photos (retention, anonymisation). Returns how many files were deleted. */
export async function eraseProofImages(db: Executor, storage: FileStorage, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const rows = await db
    .select({ id: orderProofs.id, imageKey: orderProofs.imageKey })
    .from(orderProofs)
    .where(inArray(orderProofs.orderId, [...orderIds]));
  let deleted = 0;
  for (const row of rows) {
    if (!row.imageKey) continue;
    if (await storage.delete(row.imageKey)) deleted += 1;
  }
  // The rows stay (the history refers to them); an empty key says the image is gone.
  const live = rows.filter((row) => row.imageKey);
  if (live.length > 0)
    await db
      .update(orderProofs)
      .set({ imageKey: "" })
      .where(
        inArray(
          orderProofs.id,
          live.map((row) => row.id),
        ),
      );
  return deleted;
}
