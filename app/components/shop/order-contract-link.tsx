// The link to the order's contract texts as a PDF (docs/product.md#order-contract), on the shopper's order page and in
// the admin's order detail: the same resource route, reached with the order's id.
import { contractText as t } from "~/lib/i18n/contract";

export const contractPdfPath = (orderId: string) => `/order-confirmation/${orderId}/contract.pdf`;

export function OrderContractLink({ orderId, className = "" }: { orderId: string; className?: string }) {
  return (
    <a href={contractPdfPath(orderId)} className={`font-semibold text-brand-700 underline underline-offset-2 ${className}`} data-testid="order-contract-pdf">
      {t.pdfLink}
    </a>
  );
}
