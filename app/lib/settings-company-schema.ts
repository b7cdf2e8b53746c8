// The "Mağaza bilgileri" section of /admin/settings (docs/product.md#shop-settings): its fields, the one check
// the browser (before posting) and the server (app/modules/settings/company-section.server.ts) both run, and
// how the checked values change the settings. The province/district lists come from the caller (the server's
// address module, or the page's loader data in the browser), so this file stays free of the 81 provinces.
import type { DistrictsOf } from "./checkout-fields";
import { settingsCompanyText } from "./i18n/settings-company";
import { stripNul } from "./input";
import { COMPANY_TYPES, type ShopSettings } from "./shop-settings";
import { normalizePhone } from "./turkish-phone";
import { compactDigits, isMersisShaped, isValidTckn, isValidVkn } from "./turkish-tax-ids";
import { z } from "./zod-jitless";

const t = settingsCompanyText;

export const SOCIAL_NETWORKS = ["instagram", "facebook", "x", "tiktok", "youtube"] as const;

/** The form's fields in its order (the first with an error takes the focus). */
export const COMPANY_FIELDS = [
  "shopName",
  "companyName",
  "companyType",
  "address",
  "province",
  "district",
  "taxOffice",
  "taxNumber",
  "mersisNumber",
  "kepAddress",
  "email",
  "phone",
  "whatsapp",
  "website",
  ...SOCIAL_NETWORKS,
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

/** Longest text each field takes after trimming (also the inputs' maxlength). */
export const COMPANY_MAX_LENGTH: Record<CompanyField, number> = {
  shopName: 80,
  companyName: 200,
  companyType: 10,
  address: 300,
  province: 40,
  district: 40,
  taxOffice: 100,
  taxNumber: 20,
  mersisNumber: 24,
  kepAddress: 200,
  email: 200,
  phone: 30,
  whatsapp: 30,
  website: 200,
  instagram: 300,
  facebook: 300,
  x: 300,
  tiktok: 300,
  youtube: 300,
};

const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** A host name with a dot, optionally after https:// and before a path: "www.magazaniz.com.tr". */
const WEBSITE = /^(?:https:\/\/)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?:\/\S*)?$/;

/** A text field: NUL dropped (PostgreSQL cannot store it), trimmed, inner runs of white space made one. */
function text(field: CompanyField, { required, requiredMessage }: { required?: boolean; requiredMessage?: string } = {}) {
  const base = z
    .string()
    .transform((value) => stripNul(value).trim().replace(/\s+/g, " "))
    .pipe(z.string().max(COMPANY_MAX_LENGTH[field], t.errors.tooLong(COMPANY_MAX_LENGTH[field])));
  return required ? base.pipe(z.string().min(1, requiredMessage ?? t.errors.required(t.fields[field]))) : base;
}

/** An https address of a social page, or "" (not shown). */
function socialUrl(field: (typeof SOCIAL_NETWORKS)[number]) {
  return text(field).superRefine((value, ctx) => {
    if (value === "") return;
    if (!/^https:\/\//i.test(value)) return void ctx.addIssue({ code: "custom", message: t.errors.socialHttps });
    const url = URL.canParse(value) ? new URL(value) : null;
    if (!url || !url.hostname.includes(".") || /\s/.test(value)) ctx.addIssue({ code: "custom", message: t.errors.social });
  });
}

/** Each field on its own; the checks across fields (tax number by company type, district by province) follow in checkCompanySection. */
export const CompanyFieldsSchema = z.object({
  shopName: text("shopName", { required: true }),
  companyName: text("companyName", { required: true }),
  companyType: z.enum(COMPANY_TYPES, { message: t.errors.companyType }),
  address: text("address", { required: true }),
  province: text("province", { required: true, requiredMessage: t.errors.province }),
  district: text("district", { required: true, requiredMessage: t.errors.district }),
  taxOffice: text("taxOffice", { required: true }),
  taxNumber: text("taxNumber", { required: true }).transform(compactDigits),
  mersisNumber: text("mersisNumber")
    .transform(compactDigits)
    .refine((value) => value === "" || isMersisShaped(value), t.errors.mersis),
  kepAddress: text("kepAddress").refine((value) => value === "" || EMAIL.test(value), t.errors.kep),
  email: text("email", { required: true }).refine((value) => EMAIL.test(value), t.errors.email),
  phone: text("phone", { required: true }).refine((value) => normalizePhone(value) !== null, t.errors.phone),
  whatsapp: text("whatsapp").refine((value) => value === "" || normalizePhone(value) !== null, t.errors.whatsapp),
  website: text("website", { required: true }).refine((value) => WEBSITE.test(value), t.errors.website),
  instagram: socialUrl("instagram"),
  facebook: socialUrl("facebook"),
  x: socialUrl("x"),
  tiktok: socialUrl("tiktok"),
  youtube: socialUrl("youtube"),
});

export type CompanyValues = z.output<typeof CompanyFieldsSchema>;

/** The tax number's problem for this kind of company, or null: VKN for companies, TCKN or VKN for a sole trader. */
export function taxNumberProblem(companyType: CompanyValues["companyType"], taxNumber: string): string | null {
  const digits = compactDigits(taxNumber);
  if (companyType !== "sahis") {
    if (!/^\d{10}$/.test(digits)) return t.errors.taxNumberCompany;
    return isValidVkn(digits) ? null : t.errors.vknChecksum;
  }
  if (/^\d{10}$/.test(digits)) return isValidVkn(digits) ? null : t.errors.vknChecksum;
  if (/^\d{11}$/.test(digits)) return isValidTckn(digits) ? null : t.errors.tcknChecksum;
  return t.errors.taxNumberSoleTrader;
}

export type CompanyCheck =
  { ok: true; values: CompanyValues } | { ok: false; errors: Partial<Record<CompanyField, string>>; values: Record<CompanyField, string> };

/** The posted fields as typed (a missing field or a file reads as ""). */
export function readCompanyForm(form: FormData): Record<CompanyField, string> {
  const typed = {} as Record<CompanyField, string>;
  for (const field of COMPANY_FIELDS) {
    const value = form.get(field);
    typed[field] = typeof value === "string" ? value : "";
  }
  return typed;
}

/** The whole check: each field, then the tax and MERSİS numbers by company type and the district by province. */
export function checkCompanySection(typed: Record<CompanyField, string>, districtsOf: DistrictsOf): CompanyCheck {
  const errors: Partial<Record<CompanyField, string>> = {};
  const parsed = CompanyFieldsSchema.safeParse(typed);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CompanyField | undefined;
      if (field !== undefined) errors[field] ??= issue.message;
    }
  }
  const companyType = (COMPANY_TYPES as readonly string[]).includes(typed.companyType) ? (typed.companyType as CompanyValues["companyType"]) : null;
  if (companyType && !errors.taxNumber) {
    const problem = taxNumberProblem(companyType, typed.taxNumber);
    if (problem) errors.taxNumber = problem;
  }
  if (companyType && companyType !== "sahis" && !errors.mersisNumber && compactDigits(typed.mersisNumber.trim()) === "") {
    errors.mersisNumber = t.errors.mersisRequired;
  }
  const province = typed.province.trim();
  const district = typed.district.trim();
  const districts = province ? districtsOf(province) : undefined;
  if (province && !districts) errors.province ??= t.errors.province;
  if (districts && district && !districts.includes(district)) errors.district ??= t.errors.districtNotInProvince(province);
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors, values: typed };
  return { ok: true, values: parsed.data };
}

/** The settings with the section's checked values in place. */
export function applyCompanySection(settings: ShopSettings, values: CompanyValues): ShopSettings {
  return {
    ...settings,
    shopName: values.shopName,
    companyName: values.companyName,
    companyType: values.companyType,
    address: values.address,
    province: values.province,
    district: values.district,
    taxOffice: values.taxOffice,
    taxNumber: values.taxNumber,
    mersisNumber: values.mersisNumber,
    kepAddress: values.kepAddress,
    email: values.email,
    phone: values.phone,
    website: values.website,
    social: {
      whatsapp: values.whatsapp,
      instagram: values.instagram,
      facebook: values.facebook,
      x: values.x,
      tiktok: values.tiktok,
      youtube: values.youtube,
    },
  };
}

/** What the form shows before anything is typed: the settings in force. */
export function companyFormValues(settings: ShopSettings): Record<CompanyField, string> {
  return {
    shopName: settings.shopName,
    companyName: settings.companyName,
    companyType: settings.companyType,
    address: settings.address,
    province: settings.province,
    district: settings.district,
    taxOffice: settings.taxOffice,
    taxNumber: settings.taxNumber,
    mersisNumber: settings.mersisNumber,
    kepAddress: settings.kepAddress,
    email: settings.email,
    phone: settings.phone,
    whatsapp: settings.social.whatsapp,
    website: settings.website,
    instagram: settings.social.instagram,
    facebook: settings.social.facebook,
    x: settings.social.x,
    tiktok: settings.social.tiktok,
    youtube: settings.social.youtube,
  };
}
