// The "Kargo ve teslimat" section of /admin/settings (docs/product.md#shop-settings): its field names, the
// form's values from the settings, and the one Zod schema the form and the server check it with. Amounts are
// typed in lira the Turkish way (parseMoney) and kept in kuruş; refused input names its field.
import { shippingSettingsText } from "./i18n/settings-shipping";
import { moneyProblemText } from "./i18n/money";
import { kurusToMoneyInput, parseMoney } from "./money";
import type { Carrier, ShippingRule, ShopSettings } from "./shop-settings";
import { z } from "./zod-jitless";

const e = shippingSettingsText.errors;

/** The section's fields that are not a carrier's (the form posts these names). */
export const SHIPPING_FIELDS = ["kind", "flatFee", "freeFrom", "cutoff", "turkeyMin", "turkeyMax", "istanbulDays", "cyprusMin", "cyprusMax"] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type CarrierPart = "order" | "enabled" | "name" | "trackingUrl";

/** A carrier's field: "carrier.yurtici.trackingUrl". */
export function carrierField(id: string, part: CarrierPart): string {
  return `carrier.${id}.${part}`;
}
/** Where a message about the carriers as a whole goes (none enabled). */
export const CARRIERS_FIELD = "carriers";

/** 1.000.000 TL: far above any fee or threshold. */
const MAX_KURUS = 100_000_000;
const MAX_CARRIER_NAME = 60;
const MAX_ORDER = 99;

/** What the section saves: the shipping rule, the delivery promises and the carriers, in their new order. */
export interface ShippingSectionValues {
  shipping: ShippingRule;
  delivery: Pick<ShopSettings["delivery"], "sameDayDispatchCutoff" | "turkeyBusinessDays" | "istanbulBusinessDays" | "cyprusBusinessDays">;
  carriers: Carrier[];
}

/** The form's text for each field, from the settings in force. */
export function shippingFormValues(settings: ShopSettings): Record<string, string> {
  const { shipping, delivery } = settings;
  const values: Record<string, string> = {
    kind: shipping.kind,
    flatFee: kurusToMoneyInput(shipping.flatFee),
    freeFrom: shipping.freeFrom === null ? "" : kurusToMoneyInput(shipping.freeFrom),
    cutoff: delivery.sameDayDispatchCutoff,
    turkeyMin: String(delivery.turkeyBusinessDays.min),
    turkeyMax: String(delivery.turkeyBusinessDays.max),
    istanbulDays: String(delivery.istanbulBusinessDays),
    cyprusMin: String(delivery.cyprusBusinessDays.min),
    cyprusMax: String(delivery.cyprusBusinessDays.max),
  };
  settings.carriers.forEach((carrier, index) => {
    values[carrierField(carrier.id, "order")] = String(index + 1);
    if (carrier.enabled) values[carrierField(carrier.id, "enabled")] = "on";
    values[carrierField(carrier.id, "name")] = carrier.name;
    values[carrierField(carrier.id, "trackingUrl")] = carrier.trackingUrl ?? "";
  });
  return values;
}

/** The posted text of the section's fields (a checkbox left unticked is absent), for the schema and to show again. */
export function shippingFormInput(form: FormData, carriers: readonly Pick<Carrier, "id">[]): Record<string, string> {
  const values: Record<string, string> = {};
  const names = [
    ...SHIPPING_FIELDS,
    ...carriers.flatMap(({ id }) => (["order", "enabled", "name", "trackingUrl"] as const).map((part) => carrierField(id, part))),
  ];
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

type Ctx = z.core.$RefinementCtx<string>;
function refuse(ctx: Ctx, input: string, message: string) {
  ctx.issues.push({ code: "custom", message, input });
  return z.NEVER;
}

/** Lira in, kuruş out; empty is null (the caller says what empty means). */
const money = z.string().transform((raw, ctx): number | null => {
  const parsed = parseMoney(raw);
  if (!parsed.ok) return parsed.problem === "empty" ? null : refuse(ctx, raw, e.money(moneyProblemText[parsed.problem]));
  if (parsed.kurus > MAX_KURUS) return refuse(ctx, raw, e.money(moneyProblemText["too-large"]));
  return parsed.kurus;
});

function days(legalMaxDays: number) {
  return z.string().transform((raw, ctx): number => {
    const text = raw.trim();
    const value = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
    return value >= 1 && value < legalMaxDays ? value : refuse(ctx, raw, e.days(legalMaxDays));
  });
}

/** "16:00" (a leading zero may be left out: "9:30" is 09:30). */
const cutoff = z.string().transform((raw, ctx): string => {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(raw.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return refuse(ctx, raw, e.cutoff);
  return `${match[1].padStart(2, "0")}:${match[2]}`;
});

/** https only, with {code} where the tracking number goes; empty: the carrier has no tracking page. */
const trackingUrl = z.string().transform((raw, ctx): string | null => {
  const text = raw.trim();
  if (text === "") return null;
  const url = URL.canParse(text.replaceAll("{code}", "TAKIPNO")) ? new URL(text.replaceAll("{code}", "TAKIPNO")) : null;
  if (!url || url.protocol !== "https:" || !/^https:\/\//i.test(text) || !url.hostname.includes(".")) return refuse(ctx, raw, e.urlHttps);
  if (!text.includes("{code}")) return refuse(ctx, raw, e.urlCode);
  return text;
});

const order = z.string().transform((raw, ctx): number => {
  const text = raw.trim();
  const value = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
  return value >= 1 && value <= MAX_ORDER ? value : refuse(ctx, raw, e.order);
});

/** The section's schema; `legalMaxDays` bounds every delivery promise. */
export function shippingSectionSchema(legalMaxDays: number) {
  const dayCount = days(legalMaxDays);
  return z
    .object({
      kind: z.enum(["highest", "flat"], { error: e.rule }),
      flatFee: money,
      freeFrom: money,
      cutoff,
      turkeyMin: dayCount,
      turkeyMax: dayCount,
      istanbulDays: dayCount,
      cyprusMin: dayCount,
      cyprusMax: dayCount,
      carriers: z.array(
        z.object({
          id: z.string(),
          order,
          enabled: z.boolean(),
          name: z.string().trim().min(1, { error: e.name }).max(MAX_CARRIER_NAME, { error: e.name }),
          trackingUrl,
        }),
      ),
    })
    .superRefine((v, ctx) => {
      if (v.kind === "flat" && v.flatFee === null) ctx.addIssue({ code: "custom", path: ["flatFee"], message: e.flatFeeEmpty });
      if (v.freeFrom === 0) ctx.addIssue({ code: "custom", path: ["freeFrom"], message: e.freeFromZero });
      if (v.turkeyMax < v.turkeyMin) ctx.addIssue({ code: "custom", path: ["turkeyMax"], message: e.maxBelowMin });
      if (v.cyprusMax < v.cyprusMin) ctx.addIssue({ code: "custom", path: ["cyprusMax"], message: e.maxBelowMin });
      if (v.carriers.length > 0 && !v.carriers.some((c) => c.enabled)) ctx.addIssue({ code: "custom", path: [CARRIERS_FIELD], message: e.noCarrier });
    });
}

export type ShippingSectionCheck = { ok: true; values: ShippingSectionValues } | { ok: false; errors: Record<string, string> };

/**
 * The posted section checked against the carriers the shop has (their ids; the list is not extended from the
 * form): the values to save, or a Turkish message per field name.
 */
export function checkShippingSection(input: Record<string, string>, carriers: readonly Carrier[], legalMaxDays: number): ShippingSectionCheck {
  const text = (name: string) => input[name] ?? "";
  const result = shippingSectionSchema(legalMaxDays).safeParse({
    kind: text("kind"),
    flatFee: text("flatFee"),
    freeFrom: text("freeFrom"),
    cutoff: text("cutoff"),
    turkeyMin: text("turkeyMin"),
    turkeyMax: text("turkeyMax"),
    istanbulDays: text("istanbulDays"),
    cyprusMin: text("cyprusMin"),
    cyprusMax: text("cyprusMax"),
    carriers: carriers.map(({ id }) => ({
      id,
      order: text(carrierField(id, "order")),
      enabled: input[carrierField(id, "enabled")] !== undefined,
      name: text(carrierField(id, "name")),
      trackingUrl: text(carrierField(id, "trackingUrl")),
    })),
  });
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const problem of result.error.issues) {
      const [first, index, part] = problem.path;
      const field = first === "carriers" && typeof index === "number" ? carrierField(carriers[index].id, part as CarrierPart) : String(first);
      errors[field] ??= problem.message;
    }
    return { ok: false, errors };
  }
  const v = result.data;
  // Sorted by the typed order. On equal numbers the carrier whose number was changed goes first (typing 1 for
  // the third carrier puts it at the top), then the list's order.
  const moved = (order: number, index: number) => (order === index + 1 ? 1 : 0);
  const ordered = v.carriers
    .map((carrier, index) => ({ carrier, index }))
    .sort((a, b) => a.carrier.order - b.carrier.order || moved(a.carrier.order, a.index) - moved(b.carrier.order, b.index) || a.index - b.index);
  return {
    ok: true,
    values: {
      shipping: { kind: v.kind, flatFee: v.flatFee ?? 0, freeFrom: v.freeFrom },
      delivery: {
        sameDayDispatchCutoff: v.cutoff,
        turkeyBusinessDays: { min: v.turkeyMin, max: v.turkeyMax },
        istanbulBusinessDays: v.istanbulDays,
        cyprusBusinessDays: { min: v.cyprusMin, max: v.cyprusMax },
      },
      carriers: ordered.map(({ carrier: { id, enabled, name, trackingUrl } }) => ({ id, name, enabled, trackingUrl })),
    },
  };
}
