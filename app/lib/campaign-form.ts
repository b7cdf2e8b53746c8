// The campaign form of /admin/campaigns (docs/product.md#discount-codes, docs/product.md#campaign-rules): the posted
// text (a plain form post, no JavaScript needed) read into a campaign, or one Turkish message per wrong field.
// Dates are typed in Istanbul time (a `datetime-local` input, or "14.02.2027 23:59"); the end is the last minute
// the campaign lasts through.
import { CAMPAIGN_KINDS, type CampaignKind, type CampaignScope, type DiscountRule, MAX_CODE_LENGTH, normaliseDiscountCode } from "./campaigns";
import { formText, isChecked } from "./form-check";
import { adminCampaignsText } from "./i18n/admin-campaigns";
import { moneyProblemText } from "./i18n/money";
import { stripNul } from "./input";
import { kurusToMoneyInput, parseMoney } from "./money";
import { z } from "./zod-jitless";

const e = adminCampaignsText.errors;

export const MAX_CAMPAIGN_NAME_LENGTH = 100;
export const MIN_CODE_LENGTH = 3;
export const MAX_BULK_CODES = 5000;
export const MAX_BULK_PREFIX_LENGTH = 20;
/** The random part of a bulk code: 8 characters of BULK_CODE_ALPHABET (no 0/O, 1/I to misread). */
export const BULK_CODE_RANDOM_LENGTH = 8;
export const BULK_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const MAX_USES = 1_000_000;
/** 1.000.000 TL, as the product form. */
const MAX_MONEY_KURUS = 100_000_000;

export const RULE_KINDS = ["percent", "fixed", "freeShipping", "buyXPayY"] as const;
export const SCOPE_KINDS = ["all", "categories", "products"] as const;
export const CODE_MODES = ["single", "bulk"] as const;
export type CodeMode = (typeof CODE_MODES)[number];

/** A code's letters: Latin and Turkish letters, digits, - and _. */
const CODE_SHAPE = /^[A-Za-z0-9ÇĞİÖŞÜçğıöşü_-]+$/;

/** The form as posted (and as it is shown again after a refusal). */
export interface CampaignDraft {
  name: string;
  kind: string;
  codeMode: string;
  code: string;
  bulkCount: string;
  bulkPrefix: string;
  ruleKind: string;
  percent: string;
  amount: string;
  buy: string;
  pay: string;
  minBasket: string;
  startsAt: string;
  endsAt: string;
  totalUses: string;
  usesPerEmail: string;
  scopeKind: string;
  categoryIds: string[];
  productIds: string[];
  combinesWithAutomatic: boolean;
}

export type CampaignField = keyof CampaignDraft;

/** What a code campaign's codes are: one the owner named, or `count` single-use ones made in bulk. */
export type CampaignCodes = { mode: "single"; code: string } | { mode: "bulk"; count: number; prefix: string };

export interface CampaignValues {
  name: string;
  kind: CampaignKind;
  /** A code campaign being created, or one with a named code being edited; null for an automatic one. */
  codes: CampaignCodes | null;
  rule: DiscountRule;
  minBasketKurus: number;
  startsAt: Date | null;
  endsAt: Date | null;
  totalUses: number | null;
  usesPerEmail: number | null;
  scope: CampaignScope;
  combinesWithAutomatic: boolean;
}

export type CampaignFormCheck = { ok: true; values: CampaignValues } | { ok: false; error: string; fieldErrors: Partial<Record<CampaignField, string>> };

const TEXT_LIMIT = 500;
const clean = (text: string) => stripNul(text).slice(0, TEXT_LIMIT);

/** The posted form as a draft: text fields, the ticked categories and chosen products. */
export function campaignDraftFromForm(form: FormData): CampaignDraft {
  const text = (name: CampaignField) => clean(formText(form, name));
  const list = (name: CampaignField) =>
    form
      .getAll(name)
      .filter((v): v is string => typeof v === "string")
      .map((v) => v.trim().slice(0, 64))
      .filter(Boolean)
      .slice(0, 5000);
  return {
    name: text("name"),
    kind: text("kind"),
    codeMode: text("codeMode"),
    code: text("code"),
    bulkCount: text("bulkCount"),
    bulkPrefix: text("bulkPrefix"),
    ruleKind: text("ruleKind"),
    percent: text("percent"),
    amount: text("amount"),
    buy: text("buy"),
    pay: text("pay"),
    minBasket: text("minBasket"),
    startsAt: text("startsAt"),
    endsAt: text("endsAt"),
    totalUses: text("totalUses"),
    usesPerEmail: text("usesPerEmail"),
    scopeKind: text("scopeKind"),
    categoryIds: [...new Set(list("categoryIds"))],
    productIds: [...new Set(list("productIds"))],
    combinesWithAutomatic: isChecked(form.get("combinesWithAutomatic")),
  };
}

// ------------------------------------------------------------------------------------------------------------
// Istanbul local time. Istanbul has kept UTC+3 all year since 2016.

const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const TURKISH_LOCAL = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s+(\d{1,2})[:.](\d{2}))?$/;

/**
 * "2027-02-14T23:59" (a datetime-local input) or "14.02.2027 23:59" in Istanbul time → the instant of that minute;
 * a day without a time is its first minute (`endOfDay`: its last). Null when it is not a real date and time.
 */
export function istanbulLocalToInstant(text: string, { endOfDay = false }: { endOfDay?: boolean } = {}): Date | null {
  const value = text.trim();
  let parts: number[];
  const iso = ISO_LOCAL.exec(value);
  const turkish = iso ? null : TURKISH_LOCAL.exec(value);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3]), Number(iso[4]), Number(iso[5])];
  else if (turkish) {
    const timed = turkish[4] !== undefined;
    parts = [
      Number(turkish[3]),
      Number(turkish[2]),
      Number(turkish[1]),
      timed ? Number(turkish[4]) : endOfDay ? 23 : 0,
      timed ? Number(turkish[5]) : endOfDay ? 59 : 0,
    ];
  } else return null;
  const [year, month, day, hour, minute] = parts;
  if (year < 2000 || year > 2999 || hour > 23 || minute > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  // 30 February and the like roll over: refused.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - ISTANBUL_OFFSET_MS);
}

/** An instant as a datetime-local input shows it in Istanbul time: "2027-02-14T23:59". */
export function instantToIstanbulLocal(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 16);
}

// ------------------------------------------------------------------------------------------------------------

/** A code as typed, normalised (Turkish upper case, no spaces); null when it is not 3–40 letters, digits, - and _. */
export function checkedCode(text: string): string | null {
  const code = normaliseDiscountCode(text);
  if (code.length < MIN_CODE_LENGTH || code.length > MAX_CODE_LENGTH || !CODE_SHAPE.test(code)) return null;
  return code;
}

/** A bulk code's prefix, normalised; "" for none; null when it is not allowed. */
export function checkedPrefix(text: string): string | null {
  const prefix = normaliseDiscountCode(text);
  if (prefix === "") return "";
  if (prefix.length > MAX_BULK_PREFIX_LENGTH || !CODE_SHAPE.test(prefix)) return null;
  return prefix;
}

const WHOLE = /^\d{1,9}$/;

function wholeNumber(text: string): number | null {
  const value = text.trim().replace(/\./g, "");
  return WHOLE.test(value) ? Number(value) : null;
}

/** How the edit form is bound by what is stored: the kind never changes, and the codes are changed apart. */
export interface CampaignFormContext {
  /** Editing: the stored kind, and whether the campaign has a code the owner named (then the form shows it). */
  editing?: { kind: CampaignKind; namedCode: boolean };
}

function campaignSchema(context: CampaignFormContext) {
  return z
    .object({
      name: z.string(),
      kind: z.string(),
      codeMode: z.string(),
      code: z.string(),
      bulkCount: z.string(),
      bulkPrefix: z.string(),
      ruleKind: z.string(),
      percent: z.string(),
      amount: z.string(),
      buy: z.string(),
      pay: z.string(),
      minBasket: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      totalUses: z.string(),
      usesPerEmail: z.string(),
      scopeKind: z.string(),
      categoryIds: z.array(z.string()),
      productIds: z.array(z.string()),
      combinesWithAutomatic: z.boolean(),
    })
    .transform((d, ctx): CampaignValues => {
      const refuse = (field: CampaignField, message: string) => {
        ctx.issues.push({ code: "custom", message, input: d[field], path: [field] });
      };

      const name = d.name.trim();
      if (name === "") refuse("name", e.nameRequired);
      else if (name.length > MAX_CAMPAIGN_NAME_LENGTH) refuse("name", e.nameTooLong);

      const kind = context.editing?.kind ?? ((CAMPAIGN_KINDS as readonly string[]).includes(d.kind) ? (d.kind as CampaignKind) : null);
      if (!kind) refuse("kind", e.kind);

      let codes: CampaignCodes | null = null;
      if (kind === "code") {
        const mode = context.editing ? (context.editing.namedCode ? "single" : null) : (CODE_MODES as readonly string[]).includes(d.codeMode) ? d.codeMode : "";
        if (mode === "") refuse("codeMode", e.codeMode);
        if (mode === "single") {
          const code = checkedCode(d.code);
          if (d.code.trim() === "") refuse("code", e.codeRequired);
          else if (!code) refuse("code", e.codeShape);
          else codes = { mode: "single", code };
        } else if (mode === "bulk") {
          const count = wholeNumber(d.bulkCount);
          const prefix = checkedPrefix(d.bulkPrefix);
          if (count === null || count < 1 || count > MAX_BULK_CODES) refuse("bulkCount", e.bulkCount);
          if (prefix === null) refuse("bulkPrefix", e.bulkPrefix);
          if (count !== null && count >= 1 && count <= MAX_BULK_CODES && prefix !== null) codes = { mode: "bulk", count, prefix };
        }
      }

      let rule: DiscountRule | null = null;
      switch (d.ruleKind) {
        case "percent": {
          const percent = wholeNumber(d.percent);
          if (percent === null || percent < 1 || percent > 100) refuse("percent", e.percent);
          else rule = { kind: "percent", percent };
          break;
        }
        case "fixed": {
          const parsed = parseMoney(d.amount);
          if (!parsed.ok) refuse("amount", parsed.problem === "empty" ? e.amount : moneyProblemText[parsed.problem]);
          else if (parsed.kurus <= 0) refuse("amount", e.amountZero);
          else if (parsed.kurus > MAX_MONEY_KURUS) refuse("amount", moneyProblemText["too-large"]);
          else rule = { kind: "fixed", amountKurus: parsed.kurus };
          break;
        }
        case "freeShipping":
          rule = { kind: "freeShipping" };
          break;
        case "buyXPayY": {
          const buy = wholeNumber(d.buy);
          const pay = wholeNumber(d.pay);
          const buyOk = buy !== null && buy >= 2 && buy <= 10;
          if (!buyOk) refuse("buy", e.buy);
          if (pay === null || pay < 1 || (buyOk && pay >= buy) || pay >= 10) refuse("pay", e.pay);
          else if (buyOk) rule = { kind: "buyXPayY", buy, pay };
          break;
        }
        default:
          refuse("ruleKind", e.rule);
      }

      let minBasketKurus = 0;
      if (d.minBasket.trim() !== "") {
        const parsed = parseMoney(d.minBasket);
        if (!parsed.ok) refuse("minBasket", parsed.problem === "empty" ? e.minBasket : moneyProblemText[parsed.problem]);
        else if (parsed.kurus > MAX_MONEY_KURUS) refuse("minBasket", moneyProblemText["too-large"]);
        else minBasketKurus = parsed.kurus;
      }

      const startsAt = d.startsAt.trim() === "" ? null : istanbulLocalToInstant(d.startsAt);
      const endsAt = d.endsAt.trim() === "" ? null : istanbulLocalToInstant(d.endsAt, { endOfDay: true });
      if (d.startsAt.trim() !== "" && !startsAt) refuse("startsAt", e.date);
      if (d.endsAt.trim() !== "" && !endsAt) refuse("endsAt", e.date);
      else if (startsAt && endsAt && endsAt < startsAt) refuse("endsAt", e.endBeforeStart);

      const uses = (field: "totalUses" | "usesPerEmail"): number | null => {
        if (d[field].trim() === "") return null;
        const value = wholeNumber(d[field]);
        if (value === null || value < 1 || value > MAX_USES) {
          refuse(field, e.uses);
          return null;
        }
        return value;
      };
      const totalUses = uses("totalUses");
      const usesPerEmail = uses("usesPerEmail");

      let scope: CampaignScope | null = null;
      if (d.scopeKind === "all") scope = { kind: "all" };
      else if (d.scopeKind === "categories") {
        if (d.categoryIds.length === 0) refuse("categoryIds", e.categoriesRequired);
        else scope = { kind: "categories", ids: d.categoryIds };
      } else if (d.scopeKind === "products") {
        if (d.productIds.length === 0) refuse("productIds", e.productsRequired);
        else scope = { kind: "products", ids: d.productIds };
      } else refuse("scopeKind", e.scope);

      if (ctx.issues.length > 0 || !kind || !rule || !scope) return z.NEVER;
      return {
        name,
        kind,
        codes,
        rule,
        minBasketKurus,
        startsAt,
        endsAt,
        totalUses,
        usesPerEmail,
        scope,
        // Only a code meets automatic offers; an automatic campaign always stands with the others.
        combinesWithAutomatic: kind === "code" ? d.combinesWithAutomatic : false,
      };
    });
}

/** The draft read into a campaign, or the first message and one per field (nothing is saved then). */
export function checkCampaignDraft(draft: CampaignDraft, context: CampaignFormContext = {}): CampaignFormCheck {
  const result = campaignSchema(context).safeParse(draft);
  if (result.success) return { ok: true, values: result.data };
  const fieldErrors: Partial<Record<CampaignField, string>> = {};
  for (const problem of result.error.issues) {
    const field = problem.path[0] as CampaignField | undefined;
    if (field !== undefined) fieldErrors[field] ??= problem.message;
  }
  return { ok: false, error: e.saveFailed, fieldErrors };
}

/** The posted campaign form read into a campaign. */
export function parseCampaignForm(form: FormData, context: CampaignFormContext = {}): CampaignFormCheck {
  return checkCampaignDraft(campaignDraftFromForm(form), context);
}

/** The bulk-codes form of an existing code campaign: how many and the prefix. */
export function parseBulkCodesForm(
  form: FormData,
): { ok: true; count: number; prefix: string } | { ok: false; fieldErrors: Partial<Record<"bulkCount" | "bulkPrefix", string>> } {
  const count = wholeNumber(clean(formText(form, "bulkCount")));
  const prefix = checkedPrefix(clean(formText(form, "bulkPrefix")));
  const fieldErrors: Partial<Record<"bulkCount" | "bulkPrefix", string>> = {};
  if (count === null || count < 1 || count > MAX_BULK_CODES) fieldErrors.bulkCount = e.bulkCount;
  if (prefix === null) fieldErrors.bulkPrefix = e.bulkPrefix;
  if (count === null || prefix === null || fieldErrors.bulkCount) return { ok: false, fieldErrors };
  return { ok: true, count, prefix };
}

/** A stored campaign as the edit form's draft. */
export function campaignToDraft(campaign: {
  name: string;
  kind: CampaignKind;
  rule: DiscountRule;
  minBasketKurus: number;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  totalUses: number | null;
  usesPerEmail: number | null;
  scope: CampaignScope;
  combinesWithAutomatic: boolean;
  namedCode: string | null;
}): CampaignDraft {
  const { rule, scope } = campaign;
  return {
    name: campaign.name,
    kind: campaign.kind,
    codeMode: campaign.namedCode ? "single" : "",
    code: campaign.namedCode ?? "",
    bulkCount: "",
    bulkPrefix: "",
    ruleKind: rule.kind,
    percent: rule.kind === "percent" ? String(rule.percent) : "",
    amount: rule.kind === "fixed" ? kurusToMoneyInput(rule.amountKurus) : "",
    buy: rule.kind === "buyXPayY" ? String(rule.buy) : "",
    pay: rule.kind === "buyXPayY" ? String(rule.pay) : "",
    minBasket: campaign.minBasketKurus > 0 ? kurusToMoneyInput(campaign.minBasketKurus) : "",
    startsAt: campaign.startsAt ? instantToIstanbulLocal(campaign.startsAt) : "",
    endsAt: campaign.endsAt ? instantToIstanbulLocal(campaign.endsAt) : "",
    totalUses: campaign.totalUses === null ? "" : String(campaign.totalUses),
    usesPerEmail: campaign.usesPerEmail === null ? "" : String(campaign.usesPerEmail),
    scopeKind: scope.kind,
    categoryIds: scope.kind === "categories" ? scope.ids : [],
    productIds: scope.kind === "products" ? scope.ids : [],
    combinesWithAutomatic: campaign.combinesWithAutomatic,
  };
}

/** An empty form for a new campaign: a code, percent off, all products. */
export const EMPTY_CAMPAIGN_DRAFT: CampaignDraft = {
  name: "",
  kind: "code",
  codeMode: "single",
  code: "",
  bulkCount: "",
  bulkPrefix: "",
  ruleKind: "percent",
  percent: "",
  amount: "",
  buy: "3",
  pay: "2",
  minBasket: "",
  startsAt: "",
  endsAt: "",
  totalUses: "",
  usesPerEmail: "",
  scopeKind: "all",
  categoryIds: [],
  productIds: [],
  combinesWithAutomatic: false,
};

/** Why the server refused a campaign the form's checks let through (worded by campaignRefusalText). */
export type CampaignSaveRefusal =
  { reason: "duplicate-code"; code: string } | { reason: "uses-below-used"; used: number } | { reason: "unknown-choice"; field: "categoryIds" | "productIds" };

/** The message under the field a refusal is about. */
export function campaignRefusalFieldErrors(refusal: CampaignSaveRefusal): Partial<Record<CampaignField, string>> {
  switch (refusal.reason) {
    case "duplicate-code":
      return { code: e.codeTaken(refusal.code) };
    case "uses-below-used":
      return { totalUses: e.usesBelowUsed(refusal.used) };
    case "unknown-choice":
      return { [refusal.field]: e.unknownChoice };
  }
}
