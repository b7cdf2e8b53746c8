// The admin order detail's `Fatura bilgileri` (docs/product.md#billing-details): whom the invoice names, as the
// sender gave it at checkout; `Nihai Tüketici` when nothing was given.
import type { BillingAddress, OrderBilling } from "~/lib/billing";
import { billingText } from "~/lib/i18n/billing";
import { Anonymised } from "./anonymised";

const t = billingText.admin;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-gray-900">{children}</dd>
    </div>
  );
}

const addressLines = (address: BillingAddress) => `${address.address}\n${address.district} / ${address.province}`;

export function OrderBillingDetails({ billing, anonymised }: { billing: OrderBilling | null; anonymised: boolean }) {
  return (
    <section aria-labelledby="detail-billing" className="rounded-lg border border-gray-200 p-4" data-testid="detail-billing">
      <h3 id="detail-billing" className="font-bold text-gray-900">
        {t.heading}
      </h3>
      {anonymised ? (
        <p className="mt-2">
          <Anonymised />
        </p>
      ) : billing === null ? (
        <p className="mt-2" data-billing-kind="none">
          <strong>{t.none}</strong> <span className="text-gray-700">{t.noneHelp}</span>
        </p>
      ) : billing.kind === "company" ? (
        <dl className="mt-2 grid gap-2 sm:grid-cols-2" data-billing-kind="company">
          <Fact label={t.title}>
            {billing.title} <span className="text-xs text-gray-700">({t.company})</span>
          </Fact>
          <Fact label={t.vkn}>{billing.vkn}</Fact>
          <Fact label={t.taxOffice}>{billing.taxOffice}</Fact>
          <Fact label={t.address}>{addressLines(billing.address)}</Fact>
        </dl>
      ) : (
        <dl className="mt-2 grid gap-2 sm:grid-cols-2" data-billing-kind="individual">
          <Fact label={t.name}>
            {billing.name} <span className="text-xs text-gray-700">({t.individual})</span>
          </Fact>
          <Fact label={t.tckn}>{billing.tckn || t.notGiven}</Fact>
          <Fact label={t.address}>{billing.address ? addressLines(billing.address) : t.notGiven}</Fact>
        </dl>
      )}
    </section>
  );
}
