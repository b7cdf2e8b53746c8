import { describe, expect, it } from "vitest";
import { adminPersonalText } from "./i18n/admin-personal";
import { moneyProblemText } from "./i18n/money";
import { assignPersonalFieldIds, checkPersonalisationForm, personalDraftFromForm, personalFieldName, REQUIRES_PROOF_FIELD } from "./personal-field-form";
import { MAX_PERSONAL_FIELDS, MAX_PERSONAL_TEXT_LENGTH, MAX_PRINT_CM, type Personalisation } from "./personalisation";
import { parseProductForm } from "./product-form-schema";

const v = adminPersonalText.validation;

type Slot = Partial<
  Record<"id" | "kind" | "label" | "help" | "required" | "fee" | "maxLength" | "printWidth" | "printHeight" | "choices" | "remove" | "position", string>
>;

function form(slots: Slot[], proof = false): FormData {
  const fd = new FormData();
  slots.forEach((slot, index) => {
    fd.append(personalFieldName(index, "kind"), slot.kind ?? "text");
    for (const [prop, value] of Object.entries(slot)) if (prop !== "kind") fd.append(personalFieldName(index, prop as "label"), value);
  });
  if (proof) fd.append(REQUIRES_PROOF_FIELD, "on");
  return fd;
}

const photo: Slot = { kind: "photo", label: "Patronun fotoğrafı", required: "on", printWidth: "50", printHeight: "180" };
const text: Slot = { kind: "text", label: "İsim", maxLength: "20", fee: "15,50" };

describe("the personalisation section of the product form", () => {
  it("reads a photo field and a text field with their sizes, fee and the proof", () => {
    const result = checkPersonalisationForm(form([photo, text], true));
    expect(result.ok && result.personalisation).toEqual({
      fields: [
        { id: "", kind: "photo", label: "Patronun fotoğrafı", help: "", required: true, feeKurus: 0, printWidthCm: 50, printHeightCm: 180 },
        { id: "", kind: "text", label: "İsim", help: "", required: false, feeKurus: 1550, maxLength: 20 },
      ],
      requiresProof: true,
    } satisfies Personalisation);
  });

  it("reads a choice list one per line, trimmed and without repeats", () => {
    const result = checkPersonalisationForm(form([{ kind: "choice", label: "Renk", choices: " Kırmızı \r\nMavi\n\nMavi\n" }]));
    expect(result.ok && result.personalisation.fields[0]).toMatchObject({ kind: "choice", choices: ["Kırmızı", "Mavi"] });
  });

  it("refuses each wrong input with a Turkish message naming the field and its number", () => {
    const result = checkPersonalisationForm(
      form([
        { kind: "text", label: " ", help: "Kupanın önüne", maxLength: String(MAX_PERSONAL_TEXT_LENGTH + 1) },
        { kind: "photo", label: "Foto", printWidth: "0", printHeight: String(MAX_PRINT_CM + 1) },
        { kind: "choice", label: "Renk", choices: "Tek" },
        { kind: "text", label: "Ücretli", maxLength: "10", fee: "-5" },
        { kind: "sticker", label: "Bilinmeyen" },
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe(v.at(1, "Etiket", v.labelRequired));
    expect(result.fieldErrors).toMatchObject({
      "personalField.0.label": v.labelRequired,
      "personalField.0.maxLength": v.wholeNumberBetween(1, MAX_PERSONAL_TEXT_LENGTH),
      "personalField.1.printWidth": v.numberBetween(1, MAX_PRINT_CM),
      "personalField.1.printHeight": v.numberBetween(1, MAX_PRINT_CM),
      "personalField.2.choices": v.choicesTooFew,
      "personalField.3.fee": moneyProblemText.negative,
      "personalField.4.kind": v.kind,
    });
  });

  it("refuses more than the allowed number of fields, and a proof without fields", () => {
    const many = Array.from({ length: MAX_PERSONAL_FIELDS + 1 }, (_, n) => ({ ...text, label: `Alan ${n}` }));
    const tooMany = checkPersonalisationForm(form(many));
    expect(!tooMany.ok && tooMany.error).toBe(v.tooManyFields(MAX_PERSONAL_FIELDS));
    const proofAlone = checkPersonalisationForm(form([], true));
    expect(!proofAlone.ok && proofAlone.error).toBe(v.proofWithoutFields);
  });

  it("leaves out blank slots and removed fields, and orders by the typed position (the form without JavaScript)", () => {
    const draft = personalDraftFromForm(
      form([
        { ...text, label: "İkinci", position: "2" },
        { kind: "text", label: "", maxLength: "40", position: "3" },
        { ...photo, id: "f1", remove: "on" },
        { ...text, label: "Birinci", position: "1" },
      ]),
    );
    expect(draft.fields.map((field) => field.label)).toEqual(["Birinci", "İkinci"]);
  });

  it("is part of the product form: a refused field refuses the product", () => {
    const fd = form([{ kind: "text", label: "", help: "yardım", maxLength: "10" }]);
    for (const [key, value] of Object.entries({
      name: "Kupa",
      slug: "kupa",
      description: "d",
      price: "10",
      stock: "1",
      categories: "7f1c8a52-3b1e-4c55-9a0d-2f4c6b8e9a11",
    }))
      fd.append(key, value);
    fd.append("images", new File([new Uint8Array(10)], "a.png", { type: "image/png" }));
    const refused = parseProductForm(fd);
    expect(!refused.ok && refused.error).toBe(v.at(1, "Etiket", v.labelRequired));
    fd.set(personalFieldName(0, "label"), "İsim");
    const accepted = parseProductForm(fd);
    expect(accepted.ok && accepted.values.personalisation?.fields).toHaveLength(1);
  });
});

describe("field ids", () => {
  const stored = {
    fields: [
      { id: "f1", kind: "photo" as const, label: "Foto", help: "", required: true, feeKurus: 0, printWidthCm: 10, printHeightCm: 10 },
      { id: "f3", kind: "text" as const, label: "İsim", help: "", required: false, feeKurus: 0, maxLength: 20 },
    ],
    requiresProof: false,
    lastFieldNumber: 4,
  };

  it("keeps the ids of existing fields and gives new ones numbers never used before", () => {
    const result = assignPersonalFieldIds(stored, {
      fields: [
        { ...stored.fields[1], label: "Ad" },
        { id: "", kind: "text", label: "Yeni", help: "", required: false, feeKurus: 0, maxLength: 5 },
        { ...stored.fields[0] },
      ],
      requiresProof: true,
    });
    expect(result.fields.map((field) => field.id)).toEqual(["f3", "f5", "f1"]);
    expect(result.lastFieldNumber).toBe(5);
  });

  it("never keeps an id the product does not have, one posted twice, or one whose kind changed", () => {
    const result = assignPersonalFieldIds(stored, {
      fields: [
        { id: "f9", kind: "text", label: "Uydurma", help: "", required: false, feeKurus: 0, maxLength: 5 },
        { ...stored.fields[1] },
        { ...stored.fields[1] },
        { id: "f1", kind: "text", label: "Artık metin", help: "", required: false, feeKurus: 0, maxLength: 5 },
      ],
      requiresProof: false,
    });
    expect(result.fields.map((field) => field.id)).toEqual(["f5", "f3", "f6", "f7"]);
  });

  it("starts at f1 for a new product", () => {
    const result = assignPersonalFieldIds(null, {
      fields: [{ id: "", kind: "text", label: "İsim", help: "", required: false, feeKurus: 0, maxLength: 5 }],
      requiresProof: false,
    });
    expect(result.fields[0].id).toBe("f1");
  });
});
