// The relay (docs/product.md#thank-you-notes): the mail that carries a recipient's note to the anonymous sender,
// from the shop's address, built from the shop's mail parts. It holds the note, the nickname the recipient chose
// (else `Hediyeyi alan`), whether a photo came with it, and the signed `Yanıtla` link — nothing else of the order:
// no order number, no recipient's name, address or city, no dates.
import { escapeHtml } from "~/lib/input";
import { mailTexts } from "~/lib/i18n/mail";
import { thanksText } from "~/lib/i18n/thanks";
import { thanksRecipientText } from "~/lib/i18n/thanks-recipient";
import type { OrderSeller } from "~/lib/shop-settings";
import { button, escapeMultiline, htmlDocument, oneLine, paragraph, type RenderedMail, textDocument } from "~/modules/mail/templates.server";
import { REPLY_LINK_DAYS } from "./reply-links.server";

export interface RelayedNote {
  body: string;
  /** The recipient's chosen nickname; null: `Hediyeyi alan`. */
  nickname: string | null;
  hasPhoto: boolean;
  /** The whole `/tesekkur/yanit/<token>` address. */
  replyLink: string;
}

/** To the sender: the recipient's note and the link to answer it. */
export function relayMail(seller: OrderSeller, note: RelayedNote): RenderedMail {
  const m = thanksRecipientText.mail;
  const subject = oneLine(m.subject(seller.shopName));
  const from = thanksText.author.recipient(note.nickname);
  const quote = `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #7c3aed;background:#f5f3ff;white-space:normal;">${escapeMultiline(note.body)}</blockquote>`;
  const html = htmlDocument(
    seller,
    subject,
    m.heading,
    [
      paragraph(escapeHtml(m.intro)),
      `<p style="margin:0 0 8px;font-weight:bold;">${escapeHtml(m.from(from))}</p>`,
      quote,
      ...(note.hasPhoto ? [paragraph(escapeHtml(m.photo))] : []),
      button(note.replyLink, m.button),
      paragraph(escapeHtml(m.secret)),
      paragraph(escapeHtml(m.validity(REPLY_LINK_DAYS))),
      paragraph(escapeMultiline(mailTexts.signature(seller.shopName))),
    ].join("\n"),
  );
  const text = textDocument(seller, [
    m.intro,
    "",
    oneLine(m.from(from)),
    ...note.body.split("\n").map((line) => `> ${line}`),
    ...(note.hasPhoto ? ["", m.photo] : []),
    "",
    `${m.button}: ${note.replyLink}`,
    "",
    m.secret,
    m.validity(REPLY_LINK_DAYS),
    "",
    mailTexts.signature(seller.shopName),
  ]);
  return { subject, html, text };
}
