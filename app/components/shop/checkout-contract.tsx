// The checkout's order contract (docs/product.md#order-contract): the pre-information form and the distance-sales contract
// filled for this order, before the consent box that refers to them. The server sends the order part (the terms) and its
// hash, posted back with the form; the buyer's and the recipient's part is filled from the form as it is typed (without
// JavaScript it names the form's fields). Each text scrolls in its own box.
import { useEffect, useRef, useState } from "react";
import { contractText as t } from "~/lib/i18n/contract";
import type { LegalDocument } from "~/lib/i18n/pages/shared";
import { type OrderContractParties, type OrderContractTerms, orderContractDocuments, UNKNOWN_PARTIES } from "~/lib/order-contract";
import { CONTRACT_ANCHORS, contractPartiesFromForm } from "~/lib/order-contract-form";
import { Blocks, RichText } from "./legal-page";

export interface CheckoutContractData {
  terms: OrderContractTerms;
  hash: string;
}

function ContractDocument({ id, doc }: { id: string; doc: LegalDocument }) {
  return (
    <div
      id={id}
      role="region"
      aria-label={doc.title}
      tabIndex={0}
      className="mt-4 max-h-96 scroll-mt-24 overflow-y-auto rounded-xl border border-gray-300 bg-gray-50 p-4 text-sm focus:outline-none focus:ring-2 focus:ring-brand-500"
      data-testid={`contract-${id}`}
    >
      <h3 className="text-base font-bold text-gray-900">{doc.title}</h3>
      {doc.lead?.map((p, i) => (
        <p key={i} className="mt-2 leading-relaxed text-gray-700">
          <RichText value={p} />
        </p>
      ))}
      {doc.sections.map((section) => (
        <section key={section.heading} className="mt-4">
          <h4 className="mb-2 font-bold text-gray-900">{section.heading}</h4>
          <Blocks blocks={section.blocks} />
        </section>
      ))}
    </div>
  );
}

export function CheckoutContract({ contract }: { contract: CheckoutContractData }) {
  const ref = useRef<HTMLElement>(null);
  const [parties, setParties] = useState<OrderContractParties>(UNKNOWN_PARTIES);
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const read = () => setParties(contractPartiesFromForm(new FormData(form)));
    read();
    form.addEventListener("input", read);
    form.addEventListener("change", read);
    return () => {
      form.removeEventListener("input", read);
      form.removeEventListener("change", read);
    };
  }, []);
  const docs = orderContractDocuments(contract.terms, parties);
  return (
    <section ref={ref} aria-labelledby="contract-heading" className="rounded-2xl border border-gray-200 p-5" data-testid="checkout-contract">
      <input type="hidden" name="contractTermsHash" value={contract.hash} />
      <h2 id="contract-heading" className="text-lg font-bold">
        {t.checkoutHeading}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t.checkoutIntro}</p>
      {docs.map(({ kind, doc }) => (
        <ContractDocument key={kind} id={CONTRACT_ANCHORS[kind]} doc={doc} />
      ))}
    </section>
  );
}
