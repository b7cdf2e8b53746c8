// Personalised gifts (docs/product.md#personalised-gifts): the fields an owner defines on a product, the values a
// buyer gives (a text, a choice, a photo's upload id), the fee they add and how they make a cart line its own.
// Pure, so the product page checks what the server checks again (modules/personalisation).
import { isUuid } from "./input";

export const PERSONAL_FIELD_KINDS = ["text", "photo", "choice"] as const;
export type PersonalFieldKind = (typeof PERSONAL_FIELD_KINDS)[number];

interface PersonalFieldBase {
  /** Stable within the product ("f1", "f2"…): cart lines and order lines name the field by it. */
  id: string;
  label: string;
  /** A line under the field ("Ön yüzden, gülümseyen bir fotoğraf"); "" for none. */
  help: string;
  required: boolean;
  /** Added to the unit price when the field is filled; 0 for none. */
  feeKurus: number;
}

export interface PersonalTextField extends PersonalFieldBase {
  kind: "text";
  maxLength: number;
}

export interface PersonalPhotoField extends PersonalFieldBase {
  kind: "photo";
  /** The size the photo is printed at, in centimetres: the shop tells from it whether a photo is sharp enough. */
  printWidthCm: number;
  printHeightCm: number;
}

export interface PersonalChoiceField extends PersonalFieldBase {
  kind: "choice";
  choices: string[];
}

export type PersonalField = PersonalTextField | PersonalPhotoField | PersonalChoiceField;

/** A product's personalisation: its fields (none for a product as it comes) and whether the buyer approves a proof first. */
export interface Personalisation {
  fields: PersonalField[];
  requiresProof: boolean;
}

export const NO_PERSONALISATION: Personalisation = { fields: [], requiresProof: false };

export const MAX_PERSONAL_FIELDS = 5;
export const MAX_PERSONAL_TEXT_LENGTH = 200;
export const MAX_PERSONAL_CHOICES = 20;
export const MAX_PRINT_CM = 300;

/** What a buyer gave, by field id: the text, the choice, or the photo's upload id. Empty fields are left out. */
export type PersonalValues = Record<string, string>;

/** One personalised value of an order line, as the order keeps it (order_items.personalisation). */
export interface OrderLinePersonal {
  fieldId: string;
  kind: PersonalFieldKind;
  label: string;
  /** The text or the choice; for a photo, "". */
  text: string;
  /** The photo's upload (personal_uploads.id); null for text and choice. */
  uploadId: string | null;
  /** Set when the retention job or an anonymisation erased the text and the photo (docs/product.md#personal-data-retention). */
  erasedAt?: string;
}

export type PersonalValueRefusal = "required" | "too-long" | "not-a-choice" | "photo-missing" | "unknown-field";

export function isPersonalised(personalisation: Personalisation | null | undefined): boolean {
  return (personalisation?.fields.length ?? 0) > 0;
}

/** A text as kept: Unicode NFC, control characters and line breaks made spaces, runs of spaces one, trimmed. */
export function normalisePersonalText(value: string): string {
  return (
    value
      .normalize("NFC")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** A text's length as a buyer counts it (characters, not UTF-16 units: an emoji is one). */
export function personalTextLength(value: string): number {
  return [...value].length;
}

export type PersonalCheck = { ok: true; values: PersonalValues } | { ok: false; errors: Record<string, PersonalValueRefusal>; values: PersonalValues };

/**
 * Checks the values against the product's fields: required ones filled, texts within their length, choices from the
 * list, photos named by an upload id (whether that upload exists is the server's to check). Values of fields the
 * product does not have are refused. Returns the values as kept (texts normalised, empty ones left out).
 */
export function checkPersonalValues(personalisation: Personalisation, given: Readonly<Record<string, unknown>> | undefined): PersonalCheck {
  const errors: Record<string, PersonalValueRefusal> = {};
  const values: PersonalValues = {};
  const known = new Set(personalisation.fields.map((field) => field.id));
  for (const id of Object.keys(given ?? {})) if (!known.has(id)) errors[id] = "unknown-field";
  for (const field of personalisation.fields) {
    const raw = given?.[field.id];
    const value = typeof raw === "string" ? (field.kind === "photo" ? raw.trim() : normalisePersonalText(raw)) : "";
    if (value === "") {
      if (field.required) errors[field.id] = field.kind === "photo" ? "photo-missing" : "required";
      continue;
    }
    if (field.kind === "text" && personalTextLength(value) > field.maxLength) errors[field.id] = "too-long";
    else if (field.kind === "choice" && !field.choices.includes(value)) errors[field.id] = "not-a-choice";
    else if (field.kind === "photo" && !isUuid(value)) errors[field.id] = "photo-missing";
    else values[field.id] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors, values } : { ok: true, values };
}

/** What the filled fields add to the unit price. */
export function personalFeeKurus(personalisation: Personalisation, values: PersonalValues | undefined): number {
  if (!values) return 0;
  return personalisation.fields.reduce((sum, field) => sum + (values[field.id] ? field.feeKurus : 0), 0);
}

/** The values in a fixed order, one string: two lines with the same values are one line, any difference two. */
export function personalKey(values: PersonalValues | undefined): string {
  if (!values) return "";
  const entries = Object.entries(values)
    .filter(([, value]) => value !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? "" : JSON.stringify(entries);
}

/** The upload ids among the values (the photos). */
export function personalUploadIds(personalisation: Personalisation, values: PersonalValues | undefined): string[] {
  if (!values) return [];
  return personalisation.fields.flatMap((field) => (field.kind === "photo" && values[field.id] ? [values[field.id]] : []));
}

/** The order line's snapshot of the values: the field's label and kind as they were, the text or the upload. */
export function orderLinePersonal(personalisation: Personalisation, values: PersonalValues | undefined): OrderLinePersonal[] {
  if (!values) return [];
  return personalisation.fields.flatMap((field) => {
    const value = values[field.id];
    if (!value) return [];
    return [
      { fieldId: field.id, kind: field.kind, label: field.label, text: field.kind === "photo" ? "" : value, uploadId: field.kind === "photo" ? value : null },
    ];
  });
}

/**
 * Dots per inch a print needs to look sharp at its size: 150 for a print up to 30 cm on its long side, less for
 * larger prints (seen from further away), never below 40 (a life-size cut-out of 180 cm needs about 2,800 pixels).
 */
export function requiredDpi(field: Pick<PersonalPhotoField, "printWidthCm" | "printHeightCm">): number {
  const longCm = Math.max(field.printWidthCm, field.printHeightCm);
  if (longCm <= 30) return 150;
  return Math.max(40, Math.round((150 * 30) / longCm));
}

/** The smallest photo, long side and short side in pixels, that prints sharp at the field's size. */
export function minimumPhotoPixels(field: Pick<PersonalPhotoField, "printWidthCm" | "printHeightCm">): { long: number; short: number } {
  const dpi = requiredDpi(field);
  const toPixels = (cm: number) => Math.ceil((cm / 2.54) * dpi);
  const long = Math.max(field.printWidthCm, field.printHeightCm);
  const short = Math.min(field.printWidthCm, field.printHeightCm);
  return { long: toPixels(long), short: toPixels(short) };
}

/** True when a photo of width × height pixels is below what the field's print size needs (accepted, with a warning). */
export function isLowResolution(field: Pick<PersonalPhotoField, "printWidthCm" | "printHeightCm">, width: number, height: number): boolean {
  const needed = minimumPhotoPixels(field);
  return Math.max(width, height) < needed.long || Math.min(width, height) < needed.short;
}

/** The personalisation's states on an order that needs a proof (orders.proof_state; null: no proof needed). */
export const PROOF_STATES = ["awaiting_proof", "proof_sent", "change_requested", "approved"] as const;
export type ProofState = (typeof PROOF_STATES)[number];

export function isProofState(value: unknown): value is ProofState {
  return typeof value === "string" && (PROOF_STATES as readonly string[]).includes(value);
}

/** Sizes a personal photo is kept in: the original for printing, a preview for screens, a thumbnail for lists and mails. */
export const PERSONAL_IMAGE_SIZES = ["original", "preview", "thumb"] as const;
export type PersonalImageSize = (typeof PERSONAL_IMAGE_SIZES)[number];
