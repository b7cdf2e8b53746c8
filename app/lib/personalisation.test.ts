import { describe, expect, it } from "vitest";
import { cartLineKey } from "./cart";
import {
  checkPersonalValues,
  isLowResolution,
  minimumPhotoPixels,
  normalisePersonalText,
  orderLinePersonal,
  type Personalisation,
  personalFeeKurus,
  personalKey,
  personalUploadIds,
} from "./personalisation";

const upload = "3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c";
const mug: Personalisation = {
  requiresProof: false,
  fields: [
    { id: "f1", kind: "text", label: "İsim", help: "", required: true, feeKurus: 1500, maxLength: 12 },
    { id: "f2", kind: "choice", label: "Yazı tipi", help: "", required: false, feeKurus: 0, choices: ["El yazısı", "Düz"] },
    { id: "f3", kind: "photo", label: "Fotoğraf", help: "", required: false, feeKurus: 2000, printWidthCm: 20, printHeightCm: 9 },
  ],
};

describe("personal values", () => {
  it("keeps normalised texts and leaves out empty fields", () => {
    expect(checkPersonalValues(mug, { f1: "  Ayşe\n  Yılmaz ", f2: "" })).toEqual({ ok: true, values: { f1: "Ayşe Yılmaz" } });
    expect(normalisePersonalText("A\u0000B\tC")).toBe("A B C");
  });

  it("refuses a missing required field, a long text, a choice not offered, a photo that is not an upload id, an unknown field", () => {
    const check = checkPersonalValues(mug, { f1: "Çok uzun bir isim burada", f2: "Kalın", f3: "../etc/passwd", f9: "x" });
    expect(check).toMatchObject({ ok: false, errors: { f1: "too-long", f2: "not-a-choice", f3: "photo-missing", f9: "unknown-field" } });
    expect(checkPersonalValues(mug, {})).toMatchObject({ ok: false, errors: { f1: "required" } });
    expect(checkPersonalValues(mug, { f1: 42 })).toMatchObject({ ok: false, errors: { f1: "required" } });
  });

  it("counts an emoji as one character", () => {
    expect(checkPersonalValues(mug, { f1: "🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉" }).ok).toBe(true);
    expect(checkPersonalValues(mug, { f1: "🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉" }).ok).toBe(false);
  });

  it("adds the fee of each filled field, names the photos and keeps a snapshot", () => {
    expect(personalFeeKurus(mug, { f1: "Ali" })).toBe(1500);
    expect(personalFeeKurus(mug, { f1: "Ali", f3: upload })).toBe(3500);
    expect(personalUploadIds(mug, { f1: "Ali", f3: upload })).toEqual([upload]);
    expect(orderLinePersonal(mug, { f1: "Ali", f3: upload })).toEqual([
      { fieldId: "f1", kind: "text", label: "İsim", text: "Ali", uploadId: null },
      { fieldId: "f3", kind: "photo", label: "Fotoğraf", text: "", uploadId: upload },
    ]);
  });

  it("makes two lines of one variant with different values, one line with the same values in any order", () => {
    const line = { productId: "p", variantId: "v" };
    expect(cartLineKey({ ...line, personal: { f1: "Ali" } })).not.toBe(cartLineKey({ ...line, personal: { f1: "Veli" } }));
    expect(personalKey({ f1: "Ali", f2: "Düz" })).toBe(personalKey({ f2: "Düz", f1: "Ali" }));
    expect(cartLineKey({ ...line, personal: {} })).toBe(cartLineKey(line));
  });
});

describe("print resolution", () => {
  it("asks 150 dpi of a mug print and less of a life-size cut-out", () => {
    expect(minimumPhotoPixels({ printWidthCm: 20, printHeightCm: 9 })).toEqual({ long: 1182, short: 532 });
    expect(minimumPhotoPixels({ printWidthCm: 50, printHeightCm: 180 })).toEqual({ long: 2835, short: 788 });
    expect(isLowResolution({ printWidthCm: 50, printHeightCm: 180 }, 3024, 4032)).toBe(false);
    expect(isLowResolution({ printWidthCm: 50, printHeightCm: 180 }, 600, 800)).toBe(true);
    expect(isLowResolution({ printWidthCm: 20, printHeightCm: 9 }, 800, 1200)).toBe(false);
  });
});
