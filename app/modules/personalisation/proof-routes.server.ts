// What the admin's orders route and the buyer's order page do with a proof (docs/product.md#proof): read the posted
// form, call proofs.server.ts with the shop's storage and settings, and answer with a Turkish message or a redirect
// back to the order page's proof section (so the forms work without JavaScript).
import { data, redirect } from "react-router";
import type { ShopContext } from "~/load-context";
import type { AuditBy } from "~/modules/audit/audit-log.server";
import { proofText } from "~/lib/i18n/proof";
import type { ShopSettings } from "~/lib/shop-settings";
import { createFileStorage } from "~/modules/media/storage.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { answerProof, listOrderProofs, type OrderProofs, uploadProof } from "./proofs.server";

/** The order page's fragment the proof mail links to. */
export const PROOF_ANCHOR = "prova";

/** The rows, each with its proofs (null when the order needs none). */
export async function withOrderProofs<Row extends { id: string }>(
  db: ShopContext["db"],
  rows: Row[],
  settings: ShopSettings,
): Promise<(Row & { proof: OrderProofs | null })[]> {
  const proofs = await listOrderProofs(
    db,
    rows.map((row) => row.id),
    settings.personalisation.proofApprovalDays,
  );
  return rows.map((row) => ({ ...row, proof: proofs.get(row.id) ?? null }));
}

/** The admin posted a proof image (`proof`) and an optional note for `orderId`. */
export async function adminProofAction(context: ShopContext, form: FormData, admin: { email: string }, audit: AuditBy) {
  const orderId = String(form.get("orderId") ?? "");
  const file = form.get("proof");
  const bytes = file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
  const result = await uploadProof(context.db, createFileStorage(context.env), {
    orderId,
    bytes,
    note: typeof form.get("note") === "string" ? String(form.get("note")) : "",
    actor: admin.email,
    audit,
    publicUrl: context.env.PUBLIC_URL,
    settings: await getShopSettings(context.db),
  });
  if (!result.ok) return data({ ok: false, error: proofText.refusals[result.reason], proofSent: false }, { status: result.reason === "not-found" ? 404 : 400 });
  context.jobs.kickMail();
  context.logger.info({ orderId, proofId: result.proofId }, "proof sent to the buyer");
  return data({ ok: true, error: null, proofSent: true });
}

/** The proof of one order for its page (null when it needs none: then nothing more is read). */
export async function orderPageProof(db: ShopContext["db"], order: { id: string; proofState: string | null }): Promise<OrderProofs | null> {
  if (order.proofState === null) return null;
  const settings = await getShopSettings(db);
  const proofs = await listOrderProofs(db, [order.id], settings.personalisation.proofApprovalDays);
  return proofs.get(order.id) ?? null;
}

/**
 * The buyer answered the proof on the order page (intent `proof-approve` or `proof-change`, the proof's id, a note):
 * done → back to the proof section (303); refused → the message, nothing changed.
 */
export async function orderPageProofAction(context: ShopContext, orderId: string, form: FormData) {
  const intent = form.get("intent");
  if (intent !== "proof-approve" && intent !== "proof-change") return data({ proofError: proofText.refusals["not-latest"] }, { status: 400 });
  const result = await answerProof(context.db, {
    orderId,
    proofId: String(form.get("proofId") ?? ""),
    answer: intent === "proof-approve" ? "approved" : "change_requested",
    note: typeof form.get("note") === "string" ? String(form.get("note")) : "",
  });
  if (!result.ok) return data({ proofError: proofText.refusals[result.reason] }, { status: result.reason === "not-found" ? 404 : 400 });
  context.logger.info({ orderId, intent }, "buyer answered the proof");
  return redirect(`/order-confirmation/${orderId}#${PROOF_ANCHOR}`, 303);
}
