// The product page's `Taksit seçenekleri` (docs/product.md#installments): rendered to HTML on the server only (the
// loader), so the page's JavaScript does not grow; a native <details>, one small table per card programme, which
// stack on a phone and stand side by side on a wide screen.
import { renderToStaticMarkup } from "react-dom/server";
import type { InstallmentTableProgramme } from "~/lib/installments";
import { installmentsText as t } from "~/lib/i18n/installments";
import { formatKurus } from "~/lib/money";

export function InstallmentTable({ programmes, priceKurus }: { programmes: InstallmentTableProgramme[]; priceKurus: number }) {
  return (
    <details className="rounded-lg border border-stone-200 bg-white" id="taksit-secenekleri">
      <summary className="cursor-pointer px-4 py-3 font-bold">
        {t.heading} <span className="font-normal text-stone-600">({t.forPrice(priceKurus)})</span>
      </summary>
      <div className="grid gap-4 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-3">
        {programmes.map((programme) => (
          <table key={programme.name} className="w-full text-sm">
            <caption className="pb-1 text-left font-bold">{programme.name}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-left text-stone-600">
                <th scope="col" className="py-1 pr-2 font-semibold">
                  {t.count}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  {t.monthly}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {t.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {programme.rows.map((row) => (
                <tr key={row.count} className="border-b border-stone-100">
                  <th scope="row" className="py-1 pr-2 text-left font-normal">
                    {t.countCell(row.count)}
                  </th>
                  <td className="py-1 pr-2 text-right tabular-nums">
                    {formatKurus(row.monthlyKurus)}
                    {row.lastMonthKurus !== row.monthlyKurus && <span className="block text-xs text-stone-500">{t.lastMonth(row.lastMonthKurus)}</span>}
                  </td>
                  <td className="py-1 text-right tabular-nums">{formatKurus(row.totalKurus)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <p className="px-4 pb-3 text-xs text-stone-600">{t.note}</p>
    </details>
  );
}

/** The table as HTML, for the loader: the page shows it as is, without its code in the browser. */
export function installmentTableHtml(programmes: InstallmentTableProgramme[], priceKurus: number): string {
  return renderToStaticMarkup(<InstallmentTable programmes={programmes} priceKurus={priceKurus} />);
}
