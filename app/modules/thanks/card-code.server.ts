// What the gift's message card carries when the sender allowed thank-you notes (docs/product.md#thank-you-notes):
// the QR code of the recipient's page, the short address to type and the printed code. The QR is drawn on the server
// as an SVG (black on white, no script, no outside resource), so the slip prints without JavaScript.
import QRCode from "qrcode";
import { formatThanksCode, thanksShortAddress, thanksUrl } from "~/lib/thanks";

export interface ThanksCardCode {
  /** The QR code of `thanksUrl(publicUrl, code)` as an SVG document. */
  qrSvg: string;
  /** `hediye.example.com/tesekkur`: where to type the code without a camera. */
  shortAddress: string;
  /** `abc123-def456-ghj789`. */
  code: string;
}

/** The card's QR, short address and printed code of a canonical `code` under the shop's public address. */
export async function thanksCardCode(publicUrl: string, code: string): Promise<ThanksCardCode> {
  const qrSvg = await QRCode.toString(thanksUrl(publicUrl, code), {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
    color: { dark: "#000000", light: "#ffffff" },
  });
  return { qrSvg, shortAddress: thanksShortAddress(publicUrl), code: formatThanksCode(code) };
}
