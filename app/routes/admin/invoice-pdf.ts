import { invoicesText } from "~/lib/i18n/invoices";
import { requireAdminPage } from "~/modules/auth/guard.server";
import { getInvoice } from "~/modules/invoices/admin-invoices.server";
import { invoicePdf } from "~/modules/invoices/invoice-pdf.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import type { Route } from "./+types/invoice-pdf";

/** GET /admin/invoices/:id/pdf → the invoice as a PDF (admin only). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const invoice = await getInvoice(context.db, params.id);
  if (!invoice) throw new Response(invoicesText.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const settings = await getShopSettings(context.db);
  const bytes = await invoicePdf(invoice, settings.shopName);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${invoice.invoice.number}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
