// The order's contract texts as a PDF (docs/product.md#order-contract): reachable with the order's unguessable id alone,
// as the order page is; personal, never cached.
import { contractText } from "~/lib/i18n/contract";
import { isUuid } from "~/lib/input";
import { orderContractPdf } from "~/modules/documents/contract-pdf.server";
import type { Route } from "./+types/order-contract-pdf";

export async function loader({ params, context }: Route.LoaderArgs) {
  const pdf = isUuid(params.orderId) ? await orderContractPdf(context.db, params.orderId) : null;
  if (!pdf) return new Response(contractText.pdfNotFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex" } });
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${pdf.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
