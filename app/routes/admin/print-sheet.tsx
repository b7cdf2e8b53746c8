// /admin/print-sheet?id=<orderId>: the print sheet of an order's personalised lines (docs/product.md#personalised-gifts):
// the order number, each line's texts, its photo large with the print size and the DPI it needs, and the original's
// download. Admin only; outside the admin layout so that only the sheet is printed.
import { ArrowLeft, Printer } from "lucide-react";
import { data, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { formatDateAndTime } from "~/lib/dates";
import { adminText } from "~/lib/i18n/admin";
import { deliveryDateText } from "~/lib/i18n/delivery";
import { packingText } from "~/lib/i18n/packing";
import { personalLineText as t, proofStateText } from "~/lib/i18n/personalisation";
import { printSizeLabel } from "~/lib/order-line-personal";
import { orderLineLabel } from "~/lib/order-lines";
import { requestedDeliveryDay } from "~/lib/requested-delivery-date";
import { requireAdminPage } from "~/modules/auth/guard.server";
import { getPrintSheet } from "~/modules/orders/personal-lines.server";
import type { Route } from "./+types/print-sheet";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const sheet = await getPrintSheet(context.db, new URL(request.url).searchParams.get("id") ?? "");
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  if (!sheet) throw data(null, { status: 404, headers });
  return data({ sheet }, { headers });
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${t.printSheet}${loaded?.sheet ? ` ${loaded.sheet.orderNumber}` : ""} | ${adminText.panel}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PrintSheet({ loaderData }: Route.ComponentProps) {
  const { sheet } = loaderData;
  const hydrated = useHydrated();
  return (
    <main className="min-h-screen bg-gray-100 px-4 py-6 text-gray-900 print:bg-white print:p-0">
      <div className="mx-auto mb-6 flex max-w-3xl flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-2xl font-extrabold">{t.printSheet}</h1>
        <div className="flex gap-2">
          <Link to="/admin/orders" className={buttonClass({ variant: "secondary", className: "text-sm" })}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {packingText.back}
          </Link>
          {hydrated && (
            <Button onClick={() => window.print()}>
              <Printer aria-hidden="true" className="h-4 w-4" /> {packingText.print}
            </Button>
          )}
        </div>
      </div>
      <section className="mx-auto max-w-3xl rounded-xl border border-gray-300 bg-white p-6 print:max-w-none print:border-0 print:p-0" data-testid="print-sheet">
        <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-gray-300 pb-3">
          <h2 className="text-xl font-extrabold">
            {packingText.orderNumber}:{" "}
            <span className="font-mono" data-testid="print-order-number">
              {sheet.orderNumber}
            </span>
          </h2>
          <p className="text-sm text-gray-700">
            {packingText.orderDate}: {formatDateAndTime(sheet.createdAt)}
          </p>
          <p className="w-full text-sm">
            {deliveryDateText.requestedDate}: {requestedDeliveryDay(sheet.requestedDeliveryDate)}
            {sheet.proofState && <> · {proofStateText[sheet.proofState]}</>}
          </p>
        </header>
        {sheet.lines.map((line, i) => (
          <article key={i} className="mt-5 break-inside-avoid border-b border-gray-200 pb-5 last:border-0" data-testid="print-line">
            <h3 className="text-lg font-bold">
              {line.productName} × {line.quantity}
            </h3>
            {(orderLineLabel(line) || line.sku) && <p className="text-sm text-gray-700">{[orderLineLabel(line), line.sku].filter(Boolean).join(" · ")}</p>}
            <dl className="mt-3 space-y-3">
              {line.personal.map((value) => (
                <div key={value.fieldId}>
                  <dt className="text-sm font-semibold text-gray-700">{value.label}</dt>
                  <dd>
                    {value.kind !== "photo" ? (
                      <p className="text-xl font-semibold break-words" data-testid="print-text">
                        {value.erased ? t.textErased : value.text}
                      </p>
                    ) : value.erased || !value.previewUrl ? (
                      <p className="italic">{t.photoErased}</p>
                    ) : (
                      <>
                        <img
                          src={value.previewUrl}
                          alt={value.label}
                          className="mt-1 max-h-[70vh] w-auto max-w-full border border-gray-300"
                          data-testid="print-photo"
                        />
                        <p className="mt-1 text-sm">
                          {value.width !== undefined && value.height !== undefined && t.pixels(value.width, value.height)}
                          {value.print && (
                            <>
                              {" · "}
                              <span data-testid="print-size">
                                {t.printSize}: {printSizeLabel(value.print)}
                              </span>{" "}
                              · {t.dpiNote(value.print.dpi)}
                            </>
                          )}
                        </p>
                        {value.lowResolution && <p className="text-sm font-semibold text-amber-800">{t.lowResolutionForStaff}</p>}
                        {value.originalUrl && (
                          <a
                            href={value.originalUrl}
                            download
                            className="text-sm font-semibold text-brand-700 underline print:hidden"
                            data-testid="print-original"
                          >
                            {t.downloadOriginal}
                          </a>
                        )}
                      </>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </section>
    </main>
  );
}
