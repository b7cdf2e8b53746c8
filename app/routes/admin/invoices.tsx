// /admin/invoices?ay=2026-11: the invoices issued in a month (the current one by default), each with its PDF, and the
// month's CSV for the accountant (docs/product.md#invoices). Staff see it as they see the orders. Works without
// JavaScript: the month picker is a plain GET form.
import { Download, FileText } from "lucide-react";
import { data } from "react-router";
import { adminOrderHref } from "~/components/admin/order-links";
import { Banner } from "~/components/ui/banner";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { Table } from "~/components/ui/table";
import { formatDate } from "~/lib/dates";
import { adminText } from "~/lib/i18n/admin";
import { invoicesText } from "~/lib/i18n/invoices";
import { privacyText } from "~/lib/i18n/privacy";
import { formatKurus } from "~/lib/money";
import { requireAdminPage } from "~/modules/auth/guard.server";
import { listMonthInvoices, parseInvoiceMonth } from "~/modules/invoices/admin-invoices.server";
import type { Route } from "./+types/invoices";

const t = invoicesText;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const asked = new URL(request.url).searchParams.get("ay");
  // A month that cannot be read shows the current one, with the reason.
  const parsed = parseInvoiceMonth(asked);
  const month = parsed ?? parseInvoiceMonth(null)!;
  const rows = await listMonthInvoices(context.db, month);
  return data({ month, invalid: parsed === null, rows }, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${adminText.panel}` }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { month, invalid, rows } = loaderData;
  const c = t.columns;
  const monthName = t.monthName(month.year, month.month);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold">{t.title}</h1>
          <p className="mt-1 max-w-2xl text-sm text-gray-700">{t.intro}</p>
        </div>
        <a
          href={`/admin/invoices.csv?ay=${month.key}`}
          download
          className={buttonClass({ variant: "secondary", className: "text-sm" })}
          data-testid="invoices-csv"
        >
          <Download aria-hidden="true" className="h-4 w-4" /> {t.csv}
        </a>
      </div>
      <form method="get" className="flex flex-wrap items-end gap-3" data-testid="invoices-month">
        <div>
          <label htmlFor="invoices-month-input" className="block text-sm font-semibold text-gray-900">
            {t.month}
          </label>
          <input id="invoices-month-input" type="month" name="ay" defaultValue={month.key} required className={`${inputClass} mt-1 w-48`} />
        </div>
        <Button type="submit" variant="secondary">
          {t.showMonth}
        </Button>
      </form>
      {invalid && (
        <Banner tone="error" testId="invoices-month-invalid">
          {t.monthInvalid}
        </Banner>
      )}
      <h2 className="text-lg font-bold">{monthName}</h2>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-8 text-center text-gray-700" data-testid="invoices-empty">
          {t.empty(monthName)}
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-700">{t.count(rows.length)}</p>
          <Table
            stacked
            testId="invoices-table"
            columns={[
              { label: c.number },
              { label: c.date },
              { label: c.order },
              { label: c.buyer },
              { label: c.kind },
              { label: c.total, align: "right" },
              { label: c.vat, align: "right" },
              { label: c.state },
              { label: c.pdf },
            ]}
          >
            {rows.map((row) => (
              <tr key={row.id} className="align-top" data-testid="invoice-row" data-kind={row.kind}>
                <td className="px-4 py-3">
                  <span className="whitespace-nowrap font-mono font-semibold text-gray-900">{row.number}</span>
                  {row.relatedNumber && <span className="mt-1 block whitespace-nowrap font-mono text-xs text-gray-700">→ {row.relatedNumber}</span>}
                </td>
                <td className="whitespace-nowrap px-4 py-3" data-label={c.date}>
                  {formatDate(row.issuedAt)}
                </td>
                <td className="px-4 py-3" data-label={c.order}>
                  <a href={adminOrderHref({ id: row.orderId, orderNumber: row.orderNumber })} className="whitespace-nowrap font-mono text-brand-700 underline">
                    {row.orderNumber}
                  </a>
                </td>
                <td className="px-4 py-3" data-label={c.buyer}>
                  <span className="block break-words">{row.buyer.name || privacyText.anonymised}</span>
                  <span className="block font-mono text-xs text-gray-700">{row.buyer.taxNumber}</span>
                </td>
                <td className="px-4 py-3" data-label={c.kind}>
                  {t.kind[row.kind]}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right" data-label={c.total}>
                  {formatKurus(row.grossKurus)}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right" data-label={c.vat}>
                  {formatKurus(row.vatKurus)}
                </td>
                <td className="px-4 py-3" data-label={c.state}>
                  {t.providerState[row.providerState]}
                </td>
                <td className="px-4 py-3" data-label={c.pdf}>
                  <a
                    href={`/admin/invoices/${row.id}/pdf`}
                    className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
                    aria-label={t.pdfLinkLabel(row.number)}
                    data-testid="invoice-pdf"
                  >
                    <FileText aria-hidden="true" className="h-4 w-4" /> {t.pdfLink}
                  </a>
                </td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </div>
  );
}
