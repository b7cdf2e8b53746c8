import { describe, expect, it } from "vitest";
import { settingsLegalText } from "./i18n/settings-legal";
import { applyLegalSection, checkLegalSection, type LegalField, legalFormValues } from "./settings-legal-schema";
import { DEMO_SHOP_SETTINGS, LEGAL_MIN_ORDER_YEARS, LEGAL_MIN_WITHDRAWAL_DAYS } from "./shop-settings";

const e = settingsLegalText.errors;
const valid = legalFormValues(DEMO_SHOP_SETTINGS);

function errorsOf(change: Partial<Record<LegalField, string>>) {
  const check = checkLegalSection({ ...valid, ...change });
  return check.ok ? {} : check.errors;
}

describe("the legal section's check", () => {
  it("takes the demo's periods and longer ones, and applies them", () => {
    const check = checkLegalSection({ ...valid, withdrawalDays: " 30 ", refundMinDays: "3", refundMaxDays: "7", orderYears: "5", dataRequestDays: "15" });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const next = applyLegalSection(DEMO_SHOP_SETTINGS, check.values);
    expect(next.withdrawalDays).toBe(30);
    expect(next.refundBusinessDays).toEqual({ min: 3, max: 7 });
    expect(next.dataRetention.orderYears).toBe(5);
    expect(next.dataRequestDays).toBe(15);
    expect(next.companyName).toBe(DEMO_SHOP_SETTINGS.companyName);
  });

  it("never goes below the law's floors nor above KVKK's 30 days", () => {
    expect(errorsOf({ withdrawalDays: "10" }).withdrawalDays).toBe(e.withdrawalTooShort(LEGAL_MIN_WITHDRAWAL_DAYS));
    expect(errorsOf({ withdrawalDays: "13" }).withdrawalDays).toBe(e.withdrawalTooShort(LEGAL_MIN_WITHDRAWAL_DAYS));
    expect(errorsOf({ withdrawalDays: "14" })).toEqual({});
    expect(errorsOf({ orderYears: "2" }).orderYears).toBe(e.orderYearsTooShort(LEGAL_MIN_ORDER_YEARS));
    expect(errorsOf({ dataRequestDays: "31" }).dataRequestDays).toBe(e.dataRequestDays(30));
    expect(errorsOf({ dataRequestDays: "0" }).dataRequestDays).toBe(e.dataRequestDays(30));
  });

  it("wants the refund's least days not above its most, and at most 10 business days", () => {
    expect(errorsOf({ refundMinDays: "8", refundMaxDays: "5" }).refundMinDays).toBe(e.refundOrder);
    expect(errorsOf({ refundMaxDays: "15" }).refundMaxDays).toBe(e.refundMax(10));
    expect(errorsOf({ refundMinDays: "5", refundMaxDays: "5" })).toEqual({});
  });

  it("takes whole numbers only", () => {
    for (const typed of ["", "14.5", "on dört", "-14", "1e2"]) expect(errorsOf({ withdrawalDays: typed }).withdrawalDays, typed).toBe(e.wholeNumber);
  });

  it("keeps the personalised gifts' days: a proof answered within 1 to 30 days (3 by default), photos 1 to 365 days (30)", () => {
    expect(valid.proofApprovalDays).toBe("3");
    expect(valid.photoRetentionDays).toBe("30");
    expect(errorsOf({ proofApprovalDays: "0" }).proofApprovalDays).toBe(e.proofApprovalDays(30));
    expect(errorsOf({ proofApprovalDays: "31" }).proofApprovalDays).toBe(e.proofApprovalDays(30));
    expect(errorsOf({ photoRetentionDays: "0" }).photoRetentionDays).toBe(e.photoRetentionDays(365));
    expect(errorsOf({ photoRetentionDays: "366" }).photoRetentionDays).toBe(e.photoRetentionDays(365));
    const check = checkLegalSection({ ...valid, proofApprovalDays: "7", photoRetentionDays: "90" });
    if (!check.ok) throw new Error("refused");
    expect(applyLegalSection(DEMO_SHOP_SETTINGS, check.values).personalisation).toEqual({ proofApprovalDays: 7, photoRetentionDays: 90 });
  });
});
