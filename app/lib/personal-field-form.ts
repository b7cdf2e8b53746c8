// The product form's "Kişiselleştirme" section (docs/product.md#personalised-gifts): the fields as posted, as typed
// text (drafts), checked by one Zod schema shared by the browser and the server, and the ids a save gives them.
// Pure: the admin screen and the save (modules/catalog/product-save.server.ts) both use it.
import { z } from "./zod-jitless";
import { formText, isChecked } from "./form-check";
import { adminPersonalText } from "./i18n/admin-personal";
import { moneyProblemText } from "./i18n/money";
import { kurusToMoneyInput, parseMoney } from "./money";
import {
  MAX_PERSONAL_CHOICES,
  MAX_PERSONAL_FIELDS,
  MAX_PERSONAL_TEXT_LENGTH,
  MAX_PRINT_CM,
  PERSONAL_FIELD_KINDS,
  type Personalisation,
  type PersonalField,
  type PersonalFieldKind,
} from "./personalisation";

const v = adminPersonalText.validation;

export const MAX_PERSONAL_LABEL_LENGTH = 80;
export const MAX_PERSONAL_HELP_LENGTH = 200;
export const MAX_PERSONAL_CHOICE_LENGTH = 60;
/** A field's fee: at most 10.000 TL. */
export const MAX_PERSONAL_FEE_KURUS = 1_000_000;
/** Slots the server reads at most (the form without JavaScript shows MAX_PERSONAL_FIELDS). */
const MAX_SLOTS = 20;

/** The posted names: `personalField.<index>.<prop>`, and the proof checkbox. */
export const PERSONAL_FORM_PROPS = [
  "id",
  "kind",
  "label",
  "help",
  "required",
  "fee",
  "maxLength",
  "printWidth",
  "printHeight",
  "choices",
  "remove",
  "position",
] as const;
export type PersonalFormProp = (typeof PERSONAL_FORM_PROPS)[number];
export const personalFieldName = (index: number, prop: PersonalFormProp) => `personalField.${index}.${prop}`;
export const REQUIRES_PROOF_FIELD = "requiresProof";

/** The error keys of the section: one per field's input, and the section's own. */
export type PersonalFormErrorKey = `personalField.${number}.${string}` | "personalisation";

/** A field as the form's inputs hold it. */
export interface PersonalFieldDraft {
  /** The stored field's id ("f2"); "" for a field added in this edit. */
  id: string;
  kind: PersonalFieldKind;
  label: string;
  help: string;
  required: boolean;
  fee: string;
  maxLength: string;
  printWidth: string;
  printHeight: string;
  /** One choice per line. */
  choices: string;
}

export interface PersonalisationDraft {
  fields: PersonalFieldDraft[];
  requiresProof: boolean;
}

/** A product's personalisation as stored: also the highest field number ever given, so a removed field's id is never reused. */
export type StoredPersonalisation = Personalisation & { lastFieldNumber?: number };

export function emptyPersonalFieldDraft(kind: PersonalFieldKind = "text"): PersonalFieldDraft {
  return { id: "", kind, label: "", help: "", required: false, fee: "", maxLength: "40", printWidth: "", printHeight: "", choices: "" };
}

export function personalDraftFromPersonalisation(personalisation: Personalisation | null | undefined): PersonalisationDraft {
  const fields = (personalisation?.fields ?? []).map((field): PersonalFieldDraft => ({
    ...emptyPersonalFieldDraft(field.kind),
    id: field.id,
    label: field.label,
    help: field.help,
    required: field.required,
    fee: field.feeKurus > 0 ? kurusToMoneyInput(field.feeKurus) : "",
    maxLength: field.kind === "text" ? String(field.maxLength) : "40",
    printWidth: field.kind === "photo" ? String(field.printWidthCm) : "",
    printHeight: field.kind === "photo" ? String(field.printHeightCm) : "",
    choices: field.kind === "choice" ? field.choices.join("\n") : "",
  }));
  return { fields, requiresProof: personalisation?.requiresProof ?? false };
}

/**
 * The posted fields, in order: blank slots (no label, help, choices or id: the form without JavaScript offers
 * spare ones) and those ticked "Bu alanı kaldır" are left out; a typed `position` reorders them.
 */
export function personalDraftFromForm(form: FormData): PersonalisationDraft {
  const slots: { draft: PersonalFieldDraft; position: number; index: number }[] = [];
  for (let index = 0; index < MAX_SLOTS; index++) {
    const text = (prop: PersonalFormProp) => formText(form, personalFieldName(index, prop)).slice(0, 2000);
    if (form.get(personalFieldName(index, "kind")) === null) continue;
    if (isChecked(form.get(personalFieldName(index, "remove")))) continue;
    const kind = text("kind") as PersonalFieldKind;
    const draft: PersonalFieldDraft = {
      id: text("id").trim(),
      kind: (PERSONAL_FIELD_KINDS as readonly string[]).includes(kind) ? kind : ("" as PersonalFieldKind),
      label: text("label"),
      help: text("help"),
      required: isChecked(form.get(personalFieldName(index, "required"))),
      fee: text("fee"),
      maxLength: text("maxLength"),
      printWidth: text("printWidth"),
      printHeight: text("printHeight"),
      choices: text("choices"),
    };
    if (draft.id === "" && draft.label.trim() === "" && draft.help.trim() === "" && draft.choices.trim() === "") continue;
    const position = Number.parseInt(text("position"), 10);
    slots.push({ draft, position: Number.isInteger(position) ? position : index + 1, index });
  }
  slots.sort((a, b) => a.position - b.position || a.index - b.index);
  return { fields: slots.map((slot) => slot.draft), requiresProof: isChecked(form.get(REQUIRES_PROOF_FIELD)) };
}

type Ctx = z.core.$RefinementCtx<string>;
function refuse(ctx: Ctx, input: string, message: string) {
  ctx.issues.push({ code: "custom", message, input });
  return z.NEVER;
}

const fee = z.string().transform((raw, ctx): number => {
  const parsed = parseMoney(raw);
  if (!parsed.ok) return parsed.problem === "empty" ? 0 : refuse(ctx, raw, moneyProblemText[parsed.problem]);
  if (parsed.kurus > MAX_PERSONAL_FEE_KURUS) return refuse(ctx, raw, moneyProblemText["too-large"]);
  return parsed.kurus;
});

function wholeNumber(min: number, max: number) {
  return z.string().transform((raw, ctx): number => {
    const value = Number(raw.trim());
    if (raw.trim() === "" || !Number.isInteger(value) || value < min || value > max) return refuse(ctx, raw, v.wholeNumberBetween(min, max));
    return value;
  });
}

/** Centimetres: decimals with a point or a comma, one decimal kept. */
function centimetres(min: number, max: number) {
  return z.string().transform((raw, ctx): number => {
    const value = Number(raw.trim().replace(",", "."));
    if (raw.trim() === "" || !Number.isFinite(value) || value < min || value > max) return refuse(ctx, raw, v.numberBetween(min, max));
    return Math.round(value * 10) / 10;
  });
}

const choiceList = z.string().transform((raw, ctx): string[] => {
  const choices = [
    ...new Set(
      raw
        .split(/\r?\n/)
        .map((line) => line.replace(/\s+/g, " ").trim())
        .filter((line) => line !== ""),
    ),
  ];
  if (choices.length < 2) return refuse(ctx, raw, v.choicesTooFew);
  if (choices.length > MAX_PERSONAL_CHOICES) return refuse(ctx, raw, v.choicesTooMany(MAX_PERSONAL_CHOICES));
  if (choices.some((choice) => choice.length > MAX_PERSONAL_CHOICE_LENGTH)) return refuse(ctx, raw, v.choiceTooLong(MAX_PERSONAL_CHOICE_LENGTH));
  return choices;
});

const base = {
  id: z.string().transform((raw) => (/^f\d{1,6}$/.test(raw.trim()) ? raw.trim() : "")),
  label: z.string().trim().min(1, v.labelRequired).max(MAX_PERSONAL_LABEL_LENGTH, v.tooLong(MAX_PERSONAL_LABEL_LENGTH)),
  help: z.string().trim().max(MAX_PERSONAL_HELP_LENGTH, v.tooLong(MAX_PERSONAL_HELP_LENGTH)),
  required: z.boolean(),
  fee,
};

/** One field of the section, from its posted text (the keys are the form's props; `kind` picks the checks). */
export const PersonalFieldFormSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("text"), ...base, maxLength: wholeNumber(1, MAX_PERSONAL_TEXT_LENGTH) }),
    z.object({ kind: z.literal("photo"), ...base, printWidth: centimetres(1, MAX_PRINT_CM), printHeight: centimetres(1, MAX_PRINT_CM) }),
    z.object({ kind: z.literal("choice"), ...base, choices: choiceList }),
  ],
  { error: v.kind },
);

/** The words each input is named by in a message. */
const propNames: Partial<Record<PersonalFormProp, string>> = {
  kind: adminPersonalText.kind,
  label: adminPersonalText.label,
  help: "Açıklama",
  fee: "Ek ücret",
  maxLength: adminPersonalText.maxLength,
  printWidth: adminPersonalText.printWidth,
  printHeight: adminPersonalText.printHeight,
  choices: "Seçenekler",
};

export type PersonalisationCheck =
  | { ok: true; personalisation: Personalisation; draft: PersonalisationDraft }
  | { ok: false; error: string; fieldErrors: Partial<Record<PersonalFormErrorKey, string>>; draft: PersonalisationDraft };

/**
 * Checks the posted section. Each message names the field's number and input ("Kişiselleştirme, alan 2 – Etiket:
 * Etiket gerekli."); the first one is the banner's. Ids are the posted ones (checked for shape only): the save keeps
 * those the product really has and gives new fields new ones (assignPersonalFieldIds).
 */
export function checkPersonalisationForm(form: FormData): PersonalisationCheck {
  return checkPersonalisationDraft(personalDraftFromForm(form));
}

export function checkPersonalisationDraft(draft: PersonalisationDraft): PersonalisationCheck {
  const fieldErrors: Partial<Record<PersonalFormErrorKey, string>> = {};
  const messages: string[] = [];
  if (draft.fields.length > MAX_PERSONAL_FIELDS) {
    fieldErrors.personalisation = v.tooManyFields(MAX_PERSONAL_FIELDS);
    messages.push(fieldErrors.personalisation);
  }
  const fields: PersonalField[] = [];
  draft.fields.forEach((field, index) => {
    const result = PersonalFieldFormSchema.safeParse(field);
    if (!result.success) {
      for (const problem of result.error.issues) {
        const prop = (problem.path[0] as PersonalFormProp | undefined) ?? "kind";
        const key: PersonalFormErrorKey = `personalField.${index}.${prop}`;
        if (fieldErrors[key]) continue;
        fieldErrors[key] = problem.message;
        messages.push(v.at(index + 1, propNames[prop] ?? adminPersonalText.kind, problem.message));
      }
      return;
    }
    const value = result.data;
    const common = { id: value.id, label: value.label, help: value.help, required: value.required, feeKurus: value.fee };
    if (value.kind === "text") fields.push({ ...common, kind: "text", maxLength: value.maxLength });
    else if (value.kind === "photo") fields.push({ ...common, kind: "photo", printWidthCm: value.printWidth, printHeightCm: value.printHeight });
    else fields.push({ ...common, kind: "choice", choices: value.choices });
  });
  if (draft.requiresProof && draft.fields.length === 0) {
    fieldErrors.personalisation ??= v.proofWithoutFields;
    messages.push(v.proofWithoutFields);
  }
  if (messages.length > 0) return { ok: false, error: messages[0], fieldErrors, draft };
  return { ok: true, personalisation: { fields, requiresProof: draft.requiresProof }, draft };
}

/** The number of an id "f12" → 12; anything else 0. */
function fieldNumber(id: string): number {
  const match = /^f(\d{1,6})$/.exec(id);
  return match ? Number(match[1]) : 0;
}

/**
 * The ids a save gives: a field keeps its posted id when the product has a field of that id and kind (cart lines and
 * orders name fields by it); any other field gets the next `f<n>`, above every number the product ever used, so a
 * removed field's id never comes back with another meaning.
 */
export function assignPersonalFieldIds(before: StoredPersonalisation | null | undefined, after: Personalisation): StoredPersonalisation {
  const existing = new Map((before?.fields ?? []).map((field) => [field.id, field.kind]));
  let last = Math.max(before?.lastFieldNumber ?? 0, ...(before?.fields ?? []).map((field) => fieldNumber(field.id)), 0);
  const used = new Set<string>();
  const fields = after.fields.map((field): PersonalField => {
    if (existing.get(field.id) === field.kind && !used.has(field.id)) {
      used.add(field.id);
      return field;
    }
    last += 1;
    const id = `f${last}`;
    used.add(id);
    return { ...field, id };
  });
  return { fields, requiresProof: after.requiresProof && fields.length > 0, ...(last > 0 ? { lastFieldNumber: last } : {}) };
}
