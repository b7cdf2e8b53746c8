// The relay mail to the anonymous sender (docs/product.md#thank-you-notes): the note as text, the nickname or
// `Hediyeyi alan`, a line for a photo, the `Yanıtla` link, and nothing shaped like markup from the note.
import { describe, expect, it } from "vitest";
import { DEMO_SHOP_SETTINGS, orderSellerFrom } from "~/lib/shop-settings";
import { parseNoteForm } from "./recipient-notes.server";
import { relayMail } from "./relay-mail.server";

const seller = orderSellerFrom(DEMO_SHOP_SETTINGS);
const LINK = "https://hediye.example.com/tesekkur/yanit/abc.def";

describe("relayMail", () => {
  it("carries the note escaped with its line breaks, the nickname, the link and the promise of secrecy", () => {
    const mail = relayMail(seller, { body: "Teşekkürler <b>çok</b>\nsevindim & güldüm", nickname: "Kupa <Sever>", hasPhoto: false, replyLink: LINK });
    expect(mail.subject).toBe(`${seller.shopName}: Hediyene bir teşekkür notu geldi`);
    expect(mail.html).toContain("Teşekkürler &lt;b&gt;çok&lt;/b&gt;<br>sevindim &amp; güldüm");
    expect(mail.html).toContain("Kupa &lt;Sever&gt; yazdı:");
    expect(mail.html).not.toContain("<b>çok");
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.text).toContain(`Yanıtla: ${LINK}`);
    expect(mail.text).toContain("> sevindim & güldüm");
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain("Kim olduğumu söyle");
      expect(body).toContain("30 gün");
      expect(body).not.toContain("Fotoğrafı yanıt sayfasında görebilirsin");
    }
  });

  it("names the writer `Hediyeyi alan` without a nickname, and says when a photo came", () => {
    const mail = relayMail(seller, { body: "Sağ ol", nickname: null, hasPhoto: true, replyLink: LINK });
    expect(mail.text).toContain("Hediyeyi alan yazdı:");
    expect(mail.text).toContain("Fotoğrafı yanıt sayfasında görebilirsin");
    expect(mail.html).toContain("Fotoğrafı yanıt sayfasında görebilirsin");
  });
});

describe("parseNoteForm", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("trims, keeps line breaks as \\n, composes to NFC, and leaves an empty nickname out", () => {
    expect(parseNoteForm(form({ body: "  Sağ ol\r\nçok güzel \r ", nickname: "  " }))).toEqual({
      ok: true,
      input: { body: "Sağ ol\nçok güzel", nickname: null },
    });
    expect(parseNoteForm(form({ body: "Teşekku\u0308rler", nickname: " Kupa  Sever " }))).toEqual({
      ok: true,
      input: { body: "Teşekkürler", nickname: "Kupa Sever" },
    });
  });

  it("refuses an empty or too long note and a too long nickname, each with its Turkish message", () => {
    const empty = parseNoteForm(form({ body: " \n ", nickname: "n".repeat(41) }));
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(Object.keys(empty.errors).sort()).toEqual(["body", "nickname"]);
    const long = parseNoteForm(form({ body: "x".repeat(1001) }));
    expect(long.ok === false && long.errors.body).toMatch(/1000/);
    expect(parseNoteForm(form({ body: "x".repeat(1000) })).ok).toBe(true);
  });
});
