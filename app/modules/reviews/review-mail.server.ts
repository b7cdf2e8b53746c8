// The mail inviting the sender to review an order's products (docs/product.md#reviews), built from the shop's mail
// parts (app/modules/mail/templates.server.ts): one line per product with its own `Değerlendir` link. Nothing of
// the recipient: no address, no message, only the products.
import { escapeHtml } from "~/lib/input";
import { mailTexts as t } from "~/lib/i18n/mail";
import { reviewWriteText } from "~/lib/i18n/reviews";
import type { OrderSeller } from "~/lib/shop-settings";
import { button, escapeMultiline, htmlDocument, oneLine, paragraph, type RenderedMail, textDocument } from "~/modules/mail/templates.server";
import { REVIEW_LINK_DAYS } from "./review-links.server";

export interface ReviewMailLine {
  productName: string;
  /** "Renk: Siyah"; "" for a product without options. */
  variantLabel: string;
  /** The line's whole review link. */
  link: string;
}

/** To the sender, `inviteDelayDays` after delivery (or shipping): each product with its review link. */
export function reviewInvitationMail(seller: OrderSeller, lines: readonly ReviewMailLine[]): RenderedMail {
  const m = reviewWriteText.mail;
  const subject = oneLine(m.subject(seller.shopName));
  const html = htmlDocument(
    seller,
    subject,
    m.heading,
    [
      paragraph(escapeHtml(t.greeting)),
      paragraph(escapeHtml(m.intro)),
      ...lines.map(
        (line) =>
          `<p style="margin:16px 0 4px;font-weight:bold;">${escapeHtml(line.productName)}</p>` +
          (line.variantLabel ? `<p style="margin:0 0 8px;font-size:13px;color:#4b5563;">${escapeHtml(line.variantLabel)}</p>` : "") +
          button(line.link, m.button),
      ),
      paragraph(escapeHtml(m.privacy)),
      paragraph(escapeHtml(m.validity(REVIEW_LINK_DAYS))),
      paragraph(escapeMultiline(t.signature(seller.shopName))),
    ].join("\n"),
  );
  const text = textDocument(seller, [
    t.greeting,
    "",
    m.intro,
    ...lines.flatMap((line) => ["", oneLine(line.productName), ...(line.variantLabel ? [oneLine(line.variantLabel)] : []), `${m.button}: ${line.link}`]),
    "",
    m.privacy,
    m.validity(REVIEW_LINK_DAYS),
    "",
    t.signature(seller.shopName),
  ]);
  return { subject, html, text };
}
