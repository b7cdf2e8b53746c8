// The order page's proof section (docs/product.md#proof), the target of the proof mail's link (#prova): the newest
// proof's image (a short-lived signed link) with the shop's note, and two plain forms (they work without JavaScript):
// approve, or ask for a change with a note. Once answered, the section says so; earlier proofs are not answerable.
import { Form } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { PROOF_NOTE_MAX_LENGTH, proofText } from "~/lib/i18n/proof";
import { proofStateText } from "~/lib/i18n/personalisation";
import type { ProofState } from "~/lib/personalisation";

const t = proofText.shop;

interface ProofShown {
  id: string;
  imageUrl: string | null;
  note: string;
  answer: "approved" | "change_requested" | "auto_approved" | null;
  answerNote: string | null;
}

export function OrderProof({
  orderId,
  proof,
  error,
}: {
  orderId: string;
  proof: { state: ProofState; proofs: ProofShown[]; approvalDays: number };
  error: string | null;
}) {
  const latest = proof.proofs.at(-1) ?? null;
  const action = `/order-confirmation/${orderId}`;
  return (
    <section id="prova" className="mt-6 scroll-mt-4 rounded-2xl border border-brand-200 bg-white p-5" aria-labelledby="proof-heading" data-testid="order-proof">
      <h2 id="proof-heading" className="text-lg font-bold">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm font-semibold text-brand-800" data-testid="proof-state">
        {proofStateText[proof.state]}
      </p>
      {error && (
        <Banner tone="error" testId="proof-error" className="mt-3 text-sm">
          {error}
        </Banner>
      )}
      {!latest ? (
        <p className="mt-3 text-gray-800">{t.waitingForProof}</p>
      ) : (
        <div className="mt-3 space-y-4">
          {latest.imageUrl ? (
            <img
              src={latest.imageUrl}
              alt={t.imageAlt}
              className="max-h-[28rem] w-full rounded-lg border border-gray-200 object-contain"
              data-testid="proof-image"
            />
          ) : (
            <p className="text-sm text-gray-700">{t.imageGone}</p>
          )}
          {latest.note && (
            <p className="whitespace-pre-line rounded-lg bg-brand-50 p-3 text-gray-900" data-testid="proof-note">
              <strong>{t.shopNote}:</strong> {latest.note}
            </p>
          )}
          {latest.answer === null && proof.state === "proof_sent" ? (
            <>
              <p className="text-gray-800">{t.intro}</p>
              <Form method="post" action={action} className="flex">
                <input type="hidden" name="proofId" value={latest.id} />
                <Button type="submit" name="intent" value="proof-approve" className="w-full sm:w-auto" data-testid="proof-approve">
                  {t.approve}
                </Button>
              </Form>
              <Form method="post" action={action} className="space-y-2 border-t border-gray-200 pt-4">
                <input type="hidden" name="proofId" value={latest.id} />
                <label htmlFor="proof-change-note" className="block font-semibold text-gray-900">
                  {t.changeNote}
                </label>
                <textarea
                  id="proof-change-note"
                  name="note"
                  required
                  maxLength={PROOF_NOTE_MAX_LENGTH}
                  rows={3}
                  aria-describedby="proof-change-help"
                  className="block w-full rounded-lg border border-gray-300 p-3 text-base"
                  data-testid="proof-change-note"
                />
                <p id="proof-change-help" className="text-xs text-gray-600">
                  {t.changeNoteHelp}
                </p>
                <Button type="submit" name="intent" value="proof-change" variant="secondary" className="w-full sm:w-auto" data-testid="proof-change">
                  {t.requestChange}
                </Button>
              </Form>
              <p className="text-sm text-gray-700">{t.autoApproveHint(proof.approvalDays)}</p>
            </>
          ) : (
            <Banner tone={latest.answer === "change_requested" ? "info" : "success"} testId="proof-answered" className="text-sm">
              {latest.answer === "approved" ? t.approved : latest.answer === "auto_approved" ? t.autoApproved : t.changeRequested}
              {latest.answer === "change_requested" && latest.answerNote && (
                <span className="mt-1 block whitespace-pre-line font-normal">
                  {t.yourNote}: {latest.answerNote}
                </span>
              )}
            </Banner>
          )}
        </div>
      )}
    </section>
  );
}
