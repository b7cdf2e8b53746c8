// The proof panel of the admin's order dialog (docs/product.md#proof): where the proof stands, every proof sent with
// the buyer's answer and note, and the form that uploads a new proof (with an optional note) and mails the buyer.
import { Loader2 } from "lucide-react";
import { useFetcher } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { formatDateAndTime } from "~/lib/dates";
import { PROOF_NOTE_MAX_LENGTH, proofText } from "~/lib/i18n/proof";
import { proofStateText } from "~/lib/i18n/personalisation";
import type { ProofState } from "~/lib/personalisation";

const t = proofText.admin;

interface ProofRow {
  id: string;
  imageUrl: string | null;
  note: string;
  createdBy: string;
  createdAt: Date | string;
  answer: "approved" | "change_requested" | "auto_approved" | null;
  answerNote: string | null;
  answeredAt: Date | string | null;
}

/** The state badge the list and the dialog show for an order that needs a proof. */
export function ProofBadge({ state }: { state: ProofState }) {
  const tone = state === "approved" ? "bg-green-100 text-green-900" : state === "change_requested" ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900";
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`} data-testid="proof-badge">
      {proofStateText[state]}
    </span>
  );
}

export function OrderProofPanel({ orderId, proof }: { orderId: string; proof: { state: ProofState; proofs: ProofRow[]; approvalDays: number } }) {
  const fetcher = useFetcher<{ ok: boolean; error: string | null; proofSent?: boolean }>();
  const saving = fetcher.state !== "idle";
  const answer = !saving ? fetcher.data : undefined;
  const canSend = proof.state !== "approved";
  return (
    <section aria-labelledby="detail-proof" className="rounded-lg border border-gray-200 p-4" data-testid="admin-order-proof">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="detail-proof" className="font-bold text-gray-900">
          {t.heading}
        </h3>
        <ProofBadge state={proof.state} />
      </div>
      {proof.proofs.length === 0 ? (
        <p className="mt-2 text-gray-700">{t.none}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {proof.proofs.map((row, index) => (
            <li key={row.id} className="flex gap-3 rounded-lg bg-gray-50 p-3" data-testid="admin-proof-row">
              {row.imageUrl && (
                <a href={row.imageUrl} target="_blank" rel="noreferrer" className="shrink-0">
                  <img src={row.imageUrl} alt={t.proofNumber(index + 1)} className="h-20 w-20 rounded border border-gray-200 object-cover" />
                </a>
              )}
              <div className="min-w-0 space-y-1">
                <p className="font-semibold">
                  {t.proofNumber(index + 1)} · {formatDateAndTime(row.createdAt)}
                </p>
                {row.note && (
                  <p className="whitespace-pre-line break-words text-gray-800">
                    {t.shopNote}: {row.note}
                  </p>
                )}
                <p className={row.answer === "change_requested" ? "font-semibold text-red-800" : "text-gray-800"} data-testid="admin-proof-answer">
                  {row.answer ? t.answers[row.answer] : t.waiting}
                  {row.answeredAt ? ` · ${formatDateAndTime(row.answeredAt)}` : ""}
                </p>
                {row.answerNote && (
                  <p className="whitespace-pre-line break-words rounded bg-white p-2 text-gray-900" data-testid="admin-proof-buyer-note">
                    {t.buyerNote}: {row.answerNote}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {answer?.error && (
        <Banner tone="error" testId="proof-upload-error" className="mt-3 text-sm">
          {answer.error}
        </Banner>
      )}
      {answer?.proofSent && (
        <Banner tone="success" testId="proof-upload-done" className="mt-3 text-sm">
          {t.sent}
        </Banner>
      )}
      {canSend && (
        <fetcher.Form method="post" action="/admin/orders" encType="multipart/form-data" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="proof" />
          <input type="hidden" name="orderId" value={orderId} />
          <label htmlFor={`proof-file-${orderId}`} className="block font-semibold">
            {t.image}
          </label>
          <input
            id={`proof-file-${orderId}`}
            type="file"
            name="proof"
            accept="image/*"
            required
            aria-describedby={`proof-file-help-${orderId}`}
            className="block w-full text-sm"
            data-testid="proof-file"
          />
          <p id={`proof-file-help-${orderId}`} className="text-xs text-gray-600">
            {t.imageHelp}
          </p>
          <label htmlFor={`proof-note-${orderId}`} className="block font-semibold">
            {t.note}
          </label>
          <textarea
            id={`proof-note-${orderId}`}
            name="note"
            rows={2}
            maxLength={PROOF_NOTE_MAX_LENGTH}
            className="block w-full rounded-lg border border-gray-300 p-2"
            data-testid="proof-note-input"
          />
          <Button type="submit" size="sm" disabled={saving} data-testid="proof-upload">
            {saving && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />} {saving ? t.uploading : t.upload}
          </Button>
          <p className="text-xs text-gray-600">{t.autoApproveHint(proof.approvalDays)}</p>
        </fetcher.Form>
      )}
    </section>
  );
}

type WithProof = { id: string; proof?: { state: ProofState; proofs: ProofRow[]; approvalDays: number } | null };

/** The proof state of an order row the orders route gave its proofs (null: no proof needed). */
export function proofStateOf(order: object): ProofState | null {
  return (order as WithProof).proof?.state ?? null;
}

/** The panel for an order row, when the order needs a proof. */
export function OrderProofFor({ order }: { order: { id: string } }) {
  const proof = (order as WithProof).proof;
  return proof ? <OrderProofPanel orderId={order.id} proof={proof} /> : null;
}
