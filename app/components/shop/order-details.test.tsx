import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PersonalLineValues } from "~/components/orders/personal-line-values";
import { personalLineText } from "~/lib/i18n/personalisation";
import { confirmationText } from "~/lib/i18n/order";
import type { ConfirmationOrder } from "~/modules/orders/order-view.server";
import { OrderHeading, OrderSupport } from "./order-details";

describe("OrderSupport", () => {
  it("names the shop's address once, as the mailto link inside the sentence", () => {
    const html = renderToString(<OrderSupport email="destek@example.com" />);
    expect(html.match(/destek@example\.com/g)).toHaveLength(2); // the href and the link's text
    expect(html).toContain('<a href="mailto:destek@example.com" class="font-semibold underline">destek@example.com</a>');
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain("Sorularınız için destek@example.com adresine yazabilirsiniz.");
  });
});

describe("PersonalLineValues", () => {
  const photo = {
    fieldId: "f1",
    kind: "photo" as const,
    label: "Yüz fotoğrafı",
    text: "",
    uploadId: "u1",
    erased: false,
    thumbUrl: "/private-media/personal/u1/thumb.webp?e=1&s=x",
  };
  const name = { fieldId: "f2", kind: "text" as const, label: "İsim", text: "Ahmet <Bey>", uploadId: null, erased: false, thumbUrl: null };

  it("shows the texts and a thumbnail of each photo, never the original, and says when a photo was erased", () => {
    const html = renderToString(<PersonalLineValues values={[photo, name]} />);
    expect(html).toContain('src="/private-media/personal/u1/thumb.webp?e=1&amp;s=x"');
    expect(html).toContain("Ahmet &lt;Bey&gt;");
    expect(html).not.toContain("Orijinali indir");
    const erased = renderToString(<PersonalLineValues values={[{ ...photo, erased: true, thumbUrl: null }]} />);
    expect(erased).toContain("Fotoğraf saklama süresi dolduğu için silindi.");
    expect(erased).not.toContain("<img");
  });

  it("gives the admin the original's download, the print size and the low-resolution warning", () => {
    const admin = {
      ...photo,
      lowResolution: true,
      width: 600,
      height: 800,
      originalUrl: "/admin/personal-original?upload=u1",
      print: { printWidthCm: 50, printHeightCm: 180, dpi: 40 },
    };
    const html = renderToString(<PersonalLineValues values={[admin]} admin />);
    expect(html).toContain('href="/admin/personal-original?upload=u1"');
    expect(html).toContain("50 × 180 cm");
    expect(html).toContain(personalLineText.lowResolutionForStaff);
    expect(html).not.toContain("Fotoğrafınız");
  });
});

describe("OrderHeading of a paid order awaiting its proof", () => {
  const paid = { state: "received", paymentStatus: "completed", paymentMethod: "simulated", refundedKurus: 0 } as const;
  it("says preparation starts once the proof is approved, and says so no more once it is", () => {
    const waiting = renderToString(<OrderHeading order={{ ...paid, proofState: "proof_sent" } as unknown as ConfirmationOrder} />);
    expect(waiting).toContain(confirmationText.successTextAwaitingProof);
    expect(waiting).not.toContain(confirmationText.successText);
    const approved = renderToString(<OrderHeading order={{ ...paid, proofState: "approved" } as unknown as ConfirmationOrder} />);
    expect(approved).toContain(confirmationText.successText);
    const none = renderToString(<OrderHeading order={{ ...paid, proofState: null } as unknown as ConfirmationOrder} />);
    expect(none).toContain(confirmationText.successText);
  });
});
