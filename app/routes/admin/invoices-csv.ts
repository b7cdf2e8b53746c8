import { invoicesText } from "~/lib/i18n/invoices";
import { requireAdminPage } from "~/modules/auth/guard.server";
import { listMonthInvoices, parseInvoiceMonth } from "~/modules/invoices/admin-invoices.server";
import { invoicesCsv, invoicesCsvFilename } from "~/modules/invoices/invoices-csv.server";
import type { Route } from "./+types/invoices-csv";

/** GET /admin/invoices.csv?ay=2026-11 → the month's invoices as a CSV file for the accountant (admin only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const month = parseInvoiceMonth(new URL(request.url).searchParams.get("ay"));
  if (!month) return new Response(invoicesText.monthInvalid, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const rows = await listMonthInvoices(context.db, month);
  return new Response(invoicesCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${invoicesCsvFilename(month)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
