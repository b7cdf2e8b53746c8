// The order dialog's invoices (docs/product.md#invoices): the sale invoice and any return documents, each with its
// number, kind, the integrator's state and a link to its PDF. The rows come from the orders route's loader
// (modules/invoices/admin-invoices.server.ts, withOrderInvoices).
import { formatDate } from "~/lib/dates";
import { invoicesText } from "~/lib/i18n/invoices";
import { formatKurus } from "~/lib/money";
import type { OrderInvoiceView } from "~/modules/invoices/admin-invoices.server";

const t = invoicesText;

/** The block for an order row of the list, which carries its invoices. */
export function OrderInvoicesFor({ order }: { order: { id: string } }) {
  const invoices = (order as { invoices?: (Omit<OrderInvoiceView, "issuedAt"> & { issuedAt: Date | string })[] }).invoices;
  if (!invoices) return null;
  return (
    <section aria-labelledby="detail-invoices" className="rounded-lg border border-gray-200 p-4" data-testid="detail-invoices">
      <h3 id="detail-invoices" className="font-bold text-gray-900">
        {t.order.title}
      </h3>
      {invoices.length === 0 ? (
        <p className="mt-2 text-gray-700">{t.order.none}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="detail-invoice" data-kind={invoice.kind}>
              <span className="font-mono font-semibold">{invoice.number}</span>
              <span>{t.kind[invoice.kind]}</span>
              <span className="text-gray-700">{formatDate(invoice.issuedAt)}</span>
              <span>{formatKurus(invoice.grossKurus)}</span>
              <span className="text-gray-700">{t.providerState[invoice.providerState]}</span>
              <a href={`/admin/invoices/${invoice.id}/pdf`} className="font-semibold text-brand-700 underline" aria-label={t.pdfLinkLabel(invoice.number)}>
                {t.pdfLink}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
