import { describe, expect, it } from "vitest";
import {
  type CampaignDraft,
  campaignDraftFromForm,
  campaignToDraft,
  checkCampaignDraft,
  checkedCode,
  EMPTY_CAMPAIGN_DRAFT,
  instantToIstanbulLocal,
  istanbulLocalToInstant,
  parseBulkCodesForm,
} from "./campaign-form";
import { adminCampaignsText } from "./i18n/admin-campaigns";
import { moneyProblemText } from "./i18n/money";

const e = adminCampaignsText.errors;
const CATEGORY = "7f1c2d9e-3b4a-4c5d-8e6f-0a1b2c3d4e5f";

function draft(fields: Partial<CampaignDraft>): CampaignDraft {
  return { ...EMPTY_CAMPAIGN_DRAFT, name: "Sevgililer Günü", code: "SEVGILI20", percent: "20", ...fields };
}

function refusals(fields: Partial<CampaignDraft>, context = {}) {
  const result = checkCampaignDraft(draft(fields), context);
  if (result.ok) throw new Error("expected a refusal");
  return result.fieldErrors;
}

describe("campaign form", () => {
  it("reads SEVGILI20: 20 %, minimum ₺500, 100 uses, through 14 February 23:59 Istanbul time", () => {
    const result = checkCampaignDraft(draft({ minBasket: "500", totalUses: "100", endsAt: "2027-02-14T23:59", combinesWithAutomatic: true }));
    expect(result).toEqual({
      ok: true,
      values: {
        name: "Sevgililer Günü",
        kind: "code",
        codes: { mode: "single", code: "SEVGILI20" },
        rule: { kind: "percent", percent: 20 },
        minBasketKurus: 50_000,
        startsAt: null,
        endsAt: new Date("2027-02-14T20:59:00.000Z"),
        totalUses: 100,
        usesPerEmail: null,
        scope: { kind: "all" },
        combinesWithAutomatic: true,
      },
    });
  });

  it("reads an automatic 3 al 2 öde on a category; an automatic campaign never has codes nor the combine flag", () => {
    const result = checkCampaignDraft(
      draft({
        name: "3 al 2 öde",
        kind: "automatic",
        ruleKind: "buyXPayY",
        buy: "3",
        pay: "2",
        scopeKind: "categories",
        categoryIds: [CATEGORY],
        combinesWithAutomatic: true,
      }),
    );
    expect(result.ok && result.values).toMatchObject({
      kind: "automatic",
      codes: null,
      rule: { kind: "buyXPayY", buy: 3, pay: 2 },
      scope: { kind: "categories", ids: [CATEGORY] },
      combinesWithAutomatic: false,
    });
  });

  it("normalises the code the Turkish way and refuses codes of the wrong shape", () => {
    expect(checkedCode(" yılbaşı 25 ")).toBe("YILBAŞI25");
    expect(checkedCode("ab")).toBeNull();
    expect(checkedCode("A".repeat(41))).toBeNull();
    expect(checkedCode("KOD!")).toBeNull();
    expect(checkedCode("YAZ-2027_x")).toBe("YAZ-2027_X");
    expect(refusals({ code: "" }).code).toBe(e.codeRequired);
    expect(refusals({ code: "%%%" }).code).toBe(e.codeShape);
  });

  it("refuses a percent outside 1–100 and a fixed amount that is not money", () => {
    for (const percent of ["0", "101", "12,5", "-5", "", "on"]) expect(refusals({ percent }).percent).toBe(e.percent);
    expect(refusals({ ruleKind: "fixed", amount: "" }).amount).toBe(e.amount);
    expect(refusals({ ruleKind: "fixed", amount: "0" }).amount).toBe(e.amountZero);
    expect(refusals({ ruleKind: "fixed", amount: "12,345" }).amount).toBe(moneyProblemText.ambiguous);
    const fixed = checkCampaignDraft(draft({ ruleKind: "fixed", amount: "49,90" }));
    expect(fixed.ok && fixed.values.rule).toEqual({ kind: "fixed", amountKurus: 4990 });
    expect(refusals({ ruleKind: "nothing" }).ruleKind).toBe(e.rule);
  });

  it("keeps buy X pay Y within 2 ≤ X ≤ 10 and 1 ≤ Y < X", () => {
    expect(refusals({ ruleKind: "buyXPayY", buy: "1", pay: "1" }).buy).toBe(e.buy);
    expect(refusals({ ruleKind: "buyXPayY", buy: "11", pay: "2" }).buy).toBe(e.buy);
    expect(refusals({ ruleKind: "buyXPayY", buy: "3", pay: "3" }).pay).toBe(e.pay);
    expect(refusals({ ruleKind: "buyXPayY", buy: "3", pay: "0" }).pay).toBe(e.pay);
    const ok = checkCampaignDraft(draft({ ruleKind: "buyXPayY", buy: "10", pay: "9" }));
    expect(ok.ok && ok.values.rule).toEqual({ kind: "buyXPayY", buy: 10, pay: 9 });
  });

  it("checks bulk generation: 1–5000 codes and an optional prefix", () => {
    const ok = checkCampaignDraft(draft({ codeMode: "bulk", bulkCount: "500", bulkPrefix: "ayşe-" }));
    expect(ok.ok && ok.values.codes).toEqual({ mode: "bulk", count: 500, prefix: "AYŞE-" });
    expect(refusals({ codeMode: "bulk", bulkCount: "5001" }).bulkCount).toBe(e.bulkCount);
    expect(refusals({ codeMode: "bulk", bulkCount: "0" }).bulkCount).toBe(e.bulkCount);
    expect(refusals({ codeMode: "bulk", bulkCount: "5", bulkPrefix: "A".repeat(21) }).bulkPrefix).toBe(e.bulkPrefix);
    expect(refusals({ codeMode: "" }).codeMode).toBe(e.codeMode);
  });

  it("refuses bad dates, an end before the start, and uses that are not positive whole numbers", () => {
    expect(refusals({ startsAt: "2027-02-30T10:00" }).startsAt).toBe(e.date);
    expect(refusals({ endsAt: "yarın" }).endsAt).toBe(e.date);
    expect(refusals({ startsAt: "2027-02-15T00:00", endsAt: "2027-02-14T23:59" }).endsAt).toBe(e.endBeforeStart);
    expect(refusals({ totalUses: "0" }).totalUses).toBe(e.uses);
    expect(refusals({ usesPerEmail: "1,5" }).usesPerEmail).toBe(e.uses);
  });

  it("needs a chosen category or product for a narrowed scope, and says every wrong field at once", () => {
    const errors = refusals({ name: " ", percent: "150", scopeKind: "products" });
    expect(errors).toEqual({ name: e.nameRequired, percent: e.percent, productIds: e.productsRequired });
    expect(refusals({ scopeKind: "categories" }).categoryIds).toBe(e.categoriesRequired);
  });

  it("keeps the stored kind when editing and asks for the code only when the campaign has a named one", () => {
    const edited = checkCampaignDraft(draft({ kind: "automatic", code: "" }), { editing: { kind: "code", namedCode: false } });
    expect(edited.ok && edited.values).toMatchObject({ kind: "code", codes: null });
    expect(refusals({ code: "" }, { editing: { kind: "code", namedCode: true } }).code).toBe(e.codeRequired);
  });

  it("reads Istanbul local times both ways, a day without a time to its last minute at the end", () => {
    expect(istanbulLocalToInstant("2027-02-14T23:59")?.toISOString()).toBe("2027-02-14T20:59:00.000Z");
    expect(istanbulLocalToInstant("14.02.2027 23:59")?.toISOString()).toBe("2027-02-14T20:59:00.000Z");
    expect(istanbulLocalToInstant("14.02.2027", { endOfDay: true })?.toISOString()).toBe("2027-02-14T20:59:00.000Z");
    expect(istanbulLocalToInstant("2027-13-01T00:00")).toBeNull();
    expect(instantToIstanbulLocal(new Date("2027-02-14T20:59:00.000Z"))).toBe("2027-02-14T23:59");
  });

  it("reads the posted form, with repeated category boxes, and round-trips a stored campaign", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "Kupa", kind: "automatic", ruleKind: "buyXPayY", buy: "3", pay: "2", scopeKind: "categories" })) form.set(k, v);
    form.append("categoryIds", CATEGORY);
    form.append("categoryIds", CATEGORY);
    const read = campaignDraftFromForm(form);
    expect(read.categoryIds).toEqual([CATEGORY]);
    const checked = checkCampaignDraft(read);
    if (!checked.ok) throw new Error("expected ok");
    const back = campaignToDraft({ ...checked.values, namedCode: null });
    expect(checkCampaignDraft(back)).toEqual(checked);
  });

  it("reads the bulk-codes form of an existing campaign", () => {
    const form = new FormData();
    form.set("bulkCount", "5");
    form.set("bulkPrefix", "vip-");
    expect(parseBulkCodesForm(form)).toEqual({ ok: true, count: 5, prefix: "VİP-" });
    form.set("bulkCount", "abc");
    expect(parseBulkCodesForm(form)).toEqual({ ok: false, fieldErrors: { bulkCount: e.bulkCount } });
  });
});
