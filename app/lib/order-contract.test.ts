import { describe, expect, it } from "vitest";
import { DEMO_SHOP_SETTINGS, orderSellerFrom } from "./shop-settings";
import {
  canonicalDocumentText,
  contractTermsFrom,
  contractTermsText,
  distanceSalesDocument,
  eraseContractPersonalData,
  orderContractDocuments,
  preInformationDocument,
  UNKNOWN_PARTIES,
  type OrderContractParties,
} from "./order-contract";

const terms = contractTermsFrom({
  seller: orderSellerFrom(DEMO_SHOP_SETTINGS),
  shop: DEMO_SHOP_SETTINGS,
  lines: [
    { name: "Kupa", option: "Renk: Siyah", quantity: 2, unitPriceKurus: 15000, discountKurus: 3000, vatRate: 20, personalised: false },
    { name: "Fotoğraflı Figür", option: "", quantity: 1, unitPriceKurus: 59990, discountKurus: 0, vatRate: 10, personalised: true },
  ],
  subtotalKurus: 89990,
  discountKurus: 5999,
  shippingKurus: 2999,
  totalKurus: 86990,
  paymentMethod: "paytr",
});

const parties: OrderContractParties = {
  senderEmail: "ayse@example.com",
  billing: { kind: "individual", name: "Ayşe Yılmaz", tckn: "10000000146", address: { address: "Bağdat Cad. 5", district: "Kadıköy", province: "İstanbul" } },
  recipientName: "Şükrü Öztürk",
  recipientAddress: "Moda Cad. 12",
  recipientCity: "Kadıköy / İstanbul",
  recipientPostalCode: "34710",
  recipientPhone: "05321234567",
  deliveryDate: "2026-12-02",
};

describe("order contract terms", () => {
  it("gives each line its paid amount and KDV, the shipping discount and the breakdown by rate", () => {
    // Lines sorted by name: the figure first.
    expect(terms.lines.map((l) => [l.name, l.paidKurus, l.vatRate, l.vatKurus])).toEqual([
      ["Fotoğraflı Figür", 59990, 10, 5454],
      ["Kupa", 27000, 20, 4500],
    ]);
    expect(terms.shippingDiscountKurus).toBe(2999);
    // Shipping paid 0: no shipping KDV.
    expect(terms.vatKurus).toBe(5454 + 4500);
    expect(terms.vatBreakdown.find((r) => r.rate === 10)?.vatKurus).toBe(5454);
  });

  it("hashes the same for lines met in another order", () => {
    const again = contractTermsFrom({
      seller: orderSellerFrom(DEMO_SHOP_SETTINGS),
      shop: DEMO_SHOP_SETTINGS,
      lines: [
        { name: "Fotoğraflı Figür", option: "", quantity: 1, unitPriceKurus: 59990, discountKurus: 0, vatRate: 10, personalised: true },
        { name: "Kupa", option: "Renk: Siyah", quantity: 2, unitPriceKurus: 15000, discountKurus: 3000, vatRate: 20, personalised: false },
      ],
      subtotalKurus: 89990,
      discountKurus: 5999,
      shippingKurus: 2999,
      totalKurus: 86990,
      paymentMethod: "paytr",
    });
    expect(contractTermsText(again)).toBe(contractTermsText(terms));
    expect(contractTermsText({ ...terms, totalKurus: 86991 })).not.toBe(contractTermsText(terms));
  });
});

describe("order contract documents", () => {
  const pre = canonicalDocumentText(preInformationDocument(terms, parties));
  const dss = canonicalDocumentText(distanceSalesDocument(terms, parties));

  it("lists each line with its price, discount, paid amount and KDV, and the totals", () => {
    expect(pre).toContain("- Kupa (Renk: Siyah) — 2 adet × ₺150,00; indirim −₺30,00; ödenecek ₺270,00; KDV %20: ₺45,00 (fiyata dahil)");
    expect(pre).toContain("- Fotoğraflı Figür — 1 adet × ₺599,90; ödenecek ₺599,90; KDV %10: ₺54,54 (fiyata dahil); Kişiye özel ürün: cayma hakkı yoktur");
    expect(pre).toContain("Kargo ücreti: ₺29,99");
    expect(pre).toContain("Kargo indirimi: −₺29,99");
    expect(pre).toContain("Ödenecek toplam tutar (KDV dahil): ₺869,90");
    expect(pre).toContain("Toplama dahil KDV (%10): ₺54,54");
    expect(dss).toContain("Ödenecek toplam tutar (KDV dahil): ₺869,90");
  });

  it("fills the seller, the buyer, the billing, the recipient and the day", () => {
    for (const text of [pre, dss]) {
      expect(text).toContain(`Ticaret unvanı: ${DEMO_SHOP_SETTINGS.companyName}`);
      expect(text).toContain("ALICI'nın e-posta adresi: ayse@example.com");
      expect(text).toContain("Fatura adı soyadı: Ayşe Yılmaz");
      expect(text).toContain("T.C. kimlik numarası: 10000000146");
      expect(text).toContain("Teslimat adresi: Moda Cad. 12, Kadıköy / İstanbul, 34710");
      expect(text).toContain("Teslim alan: Şükrü Öztürk");
      expect(text).toContain("Teslimat günü: 2 Aralık 2026 Çarşamba");
    }
    expect(dss).toContain("Madde 1 – Taraflar");
  });

  it("names the personalised lines in the withdrawal exception, and says there are none otherwise", () => {
    expect(pre).toContain("şu ürünler ALICI'nın istekleri doğrultusunda kişiye özel hazırlanır ve cayma hakkı kapsamı dışındadır: Fotoğraflı Figür.");
    const plain = { ...terms, lines: terms.lines.filter((l) => !l.personalised) };
    const text = canonicalDocumentText(preInformationDocument(plain, parties));
    expect(text).toContain("Bu siparişte kişiye özel hazırlanan ürün yoktur");
    expect(text).not.toContain("kapsamı dışındadır");
  });

  it("shows placeholders for what the form has not given, and Nihai Tüketici for no billing", () => {
    const text = canonicalDocumentText(preInformationDocument(terms, UNKNOWN_PARTIES));
    expect(text).toContain("ALICI'nın e-posta adresi: Sipariş formunda yazdığınız e-posta adresi");
    expect(text).toContain("Teslim alan: Sipariş formunda yazdığınız alıcı adı soyadı");
    expect(text).toContain("Teslimat günü: Sipariş formunda seçtiğiniz teslimat günü");
    const none = canonicalDocumentText(preInformationDocument(terms, { ...parties, billing: null, deliveryDate: null }));
    expect(none).toContain("Fatura adı soyadı: Fatura bilgisi verilmedi; fatura “Nihai Tüketici” adına düzenlenir.");
    expect(none).toContain("Teslimat günü: En kısa sürede");
    const company = canonicalDocumentText(
      distanceSalesDocument(terms, {
        ...parties,
        billing: {
          kind: "company",
          title: "Örnek A.Ş.",
          vkn: "1234567890",
          taxOffice: "Kadıköy",
          address: { address: "Rıhtım Cad. 1", district: "Kadıköy", province: "İstanbul" },
        },
      }),
    );
    expect(company).toContain("Fatura unvanı: Örnek A.Ş.");
    expect(company).toContain("Vergi kimlik numarası: 1234567890");
  });

  it("gives the same canonical text every time, white space made one", () => {
    const docs = orderContractDocuments(terms, parties);
    expect(docs.map((d) => d.kind)).toEqual(["pre_information", "distance_sales"]);
    expect(canonicalDocumentText(docs[0].doc)).toBe(pre);
    expect(canonicalDocumentText(JSON.parse(JSON.stringify(docs[1].doc)))).toBe(dss);
    expect(pre.split("\n")[0]).toBe("Ön Bilgilendirme Formu");
    expect(pre).not.toMatch(/ {2}|\n\n/);
  });

  it("erases the personal values and keeps the amounts", () => {
    const erased = canonicalDocumentText(eraseContractPersonalData(distanceSalesDocument(terms, parties)));
    for (const personal of ["ayse@example.com", "Ayşe Yılmaz", "10000000146", "Bağdat Cad.", "Şükrü Öztürk", "Moda Cad. 12", "05321234567"]) {
      expect(erased).not.toContain(personal);
    }
    expect(erased).toContain("Teslim alan: [silindi]");
    expect(erased).toContain("Ödenecek toplam tutar (KDV dahil): ₺869,90");
    expect(erased).toContain(`Ticaret unvanı: ${DEMO_SHOP_SETTINGS.companyName}`);
    expect(erased).toContain(`E-posta: ${DEMO_SHOP_SETTINGS.email}`);
  });
});
