import { describe, expect, it } from "vitest";
import { settingsCompanyText } from "./i18n/settings-company";
import { applyCompanySection, checkCompanySection, type CompanyField, companyFormValues } from "./settings-company-schema";
import { DEMO_SHOP_SETTINGS } from "./shop-settings";

const e = settingsCompanyText.errors;
const districtsOf = (province: string) => ({ İstanbul: ["Kadıköy", "Üsküdar"], Ankara: ["Çankaya"] })[province];

const valid: Record<CompanyField, string> = {
  ...companyFormValues(DEMO_SHOP_SETTINGS),
  shopName: "Mavi Kutu",
  companyName: "Mavi Kutu Hediyelik Eşya Ltd. Şti.",
  companyType: "limited",
  taxNumber: "4540536920",
  email: "merhaba@mavikutu.com.tr",
};

function errorsOf(change: Partial<Record<CompanyField, string>>) {
  const check = checkCompanySection({ ...valid, ...change }, districtsOf);
  return check.ok ? {} : check.errors;
}

describe("the company section's check", () => {
  it("takes a complete company and applies it, social pages and WhatsApp included", () => {
    const check = checkCompanySection({ ...valid, taxNumber: "454 053 6920", instagram: "https://instagram.com/mavikutu", x: "" }, districtsOf);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const next = applyCompanySection(DEMO_SHOP_SETTINGS, check.values);
    expect(next.companyName).toBe("Mavi Kutu Hediyelik Eşya Ltd. Şti.");
    expect(next.taxNumber).toBe("4540536920");
    expect(next.social).toEqual({ ...DEMO_SHOP_SETTINGS.social, instagram: "https://instagram.com/mavikutu", x: "" });
    expect(next.withdrawalDays).toBe(DEMO_SHOP_SETTINGS.withdrawalDays);
  });

  it("wants a valid VKN from a company and names the problem", () => {
    expect(errorsOf({ taxNumber: "4540536921" }).taxNumber).toBe(e.vknChecksum);
    expect(errorsOf({ taxNumber: "17291716060" }).taxNumber).toBe(e.taxNumberCompany);
    expect(errorsOf({ taxNumber: "", companyType: "anonim" }).taxNumber).toBe(e.required(settingsCompanyText.fields.taxNumber));
  });

  it("takes a TCKN or a VKN from a sole trader, whose MERSİS number may be empty", () => {
    expect(errorsOf({ companyType: "sahis", taxNumber: "17291716060", mersisNumber: "" })).toEqual({});
    expect(errorsOf({ companyType: "sahis", taxNumber: "4540536920" })).toEqual({});
    expect(errorsOf({ companyType: "sahis", taxNumber: "17291716050" }).taxNumber).toBe(e.tcknChecksum);
    expect(errorsOf({ companyType: "sahis", taxNumber: "123" }).taxNumber).toBe(e.taxNumberSoleTrader);
    expect(errorsOf({ companyType: "limited", mersisNumber: "" }).mersisNumber).toBe(e.mersisRequired);
    expect(errorsOf({ mersisNumber: "12345" }).mersisNumber).toBe(e.mersis);
  });

  it("refuses a social page that is not https, and takes an empty one", () => {
    expect(errorsOf({ facebook: "http://facebook.com/mavikutu" }).facebook).toBe(e.socialHttps);
    expect(errorsOf({ youtube: "youtube.com/@mavikutu" }).youtube).toBe(e.socialHttps);
    expect(errorsOf({ tiktok: "javascript:alert(1)" }).tiktok).toBe(e.socialHttps);
    expect(errorsOf({ instagram: "https://" }).instagram).toBe(e.social);
    expect(errorsOf({ instagram: "", facebook: "", x: "", tiktok: "", youtube: "" })).toEqual({});
  });

  it("checks the district against the province", () => {
    expect(errorsOf({ province: "Ankara", district: "Kadıköy" }).district).toBe(e.districtNotInProvince("Ankara"));
    expect(errorsOf({ province: "Atlantis", district: "Kadıköy" }).province).toBe(e.province);
    expect(errorsOf({ province: "", district: "" })).toMatchObject({ province: e.province, district: e.district });
  });

  it("checks e-mail, KEP, phone, WhatsApp, website and the company type", () => {
    expect(errorsOf({ email: "merhaba" }).email).toBe(e.email);
    expect(errorsOf({ kepAddress: "kep adresi" }).kepAddress).toBe(e.kep);
    expect(errorsOf({ kepAddress: "mavikutu@hs01.kep.tr" })).toEqual({});
    expect(errorsOf({ phone: "12" }).phone).toBe(e.phone);
    expect(errorsOf({ whatsapp: "abc" }).whatsapp).toBe(e.whatsapp);
    expect(errorsOf({ whatsapp: "" })).toEqual({});
    expect(errorsOf({ website: "mavi kutu" }).website).toBe(e.website);
    expect(errorsOf({ companyType: "kooperatif" }).companyType).toBe(e.companyType);
  });

  it("answers every problem at once with the values as typed", () => {
    const check = checkCompanySection({ ...valid, shopName: "  ", email: "x", taxNumber: "1" }, districtsOf);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors).sort()).toEqual(["email", "shopName", "taxNumber"]);
    expect(check.values.email).toBe("x");
  });
});
