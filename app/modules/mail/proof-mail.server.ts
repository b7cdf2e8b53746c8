// The mail asking the sender to approve a proof (docs/product.md#proof), built from the shop's mail parts (templates.server.ts).
import { escapeHtml } from "~/lib/input";
import { mailTexts as t } from "~/lib/i18n/mail";
import { proofText } from "~/lib/i18n/proof";
import {
  button,
  escapeMultiline,
  htmlDocument,
  oneLine,
  type OrderForMail,
  orderPageUrl,
  paragraph,
  type RenderedMail,
  textDocument,
} from "./templates.server";

/** To the sender when the shop uploads a proof (docs/product.md#proof): a link to the order page's proof section, to approve or ask for a change. */
export function proofMail(
  order: Pick<OrderForMail, "id" | "orderNumber" | "seller">,
  publicUrl: string,
  proof: { note: string; approvalDays: number },
): RenderedMail {
  const p = proofText.mail;
  const subject = p.subject(oneLine(order.orderNumber));
  const link = `${orderPageUrl(order, publicUrl)}#prova`;
  const html = htmlDocument(
    order.seller,
    subject,
    p.heading,
    [
      paragraph(escapeHtml(t.greeting)),
      paragraph(escapeHtml(p.intro(order.orderNumber))),
      proof.note ? paragraph(`<strong>${escapeHtml(p.note)}:</strong> ${escapeMultiline(proof.note)}`) : "",
      button(link, p.link),
      paragraph(escapeHtml(p.autoApprove(proof.approvalDays))),
      paragraph(escapeMultiline(t.signature(order.seller.shopName))),
    ].join("\n"),
  );
  const text = textDocument(order.seller, [
    t.greeting,
    "",
    p.intro(order.orderNumber),
    ...(proof.note ? ["", `${p.note}: ${oneLine(proof.note)}`] : []),
    "",
    `${p.link}:`,
    link,
    "",
    p.autoApprove(proof.approvalDays),
    "",
    t.signature(order.seller.shopName),
  ]);
  return { subject, html, text };
}
