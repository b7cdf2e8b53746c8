// The buyer's confirmation mail carries the order's contract (docs/product.md#order-contract): a reference the outbox
// renders from the stored documents when it sends the mail, so anonymising the order leaves no file to erase.
import type { MailContractRef } from "~/db/schema";
import { contractText } from "~/lib/i18n/contract";

export function contractMailAttachment(order: { id: string; orderNumber: string }): MailContractRef {
  return { kind: "orderContract", orderId: order.id, filename: contractText.pdfFileName(order.orderNumber) };
}
