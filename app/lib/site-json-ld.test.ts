import { describe, expect, it } from "vitest";
import { validateJsonLd } from "../../tests/support/structured-data";
import { DEMO_SHOP_SETTINGS, type ShopSettings } from "./shop-settings";
import { breadcrumbJsonLd, categoryBreadcrumb, organizationJsonLd, productBreadcrumb } from "./site-json-ld";

const origin = "https://hediye.example";

/** The structured data validated by Google's rules: no errors; the warnings printed. */
async function expectValid(jsonLd: unknown) {
  const check = await validateJsonLd(jsonLd);
  if (check.warnings.length) console.info(`Uyarılar:\n${check.warnings.join("\n")}`);
  expect(check.errors).toEqual([]);
}

describe("breadcrumbs", () => {
  it("a product's: home, products, its first category's list, the product", async () => {
    const product = {
      name: "İsimli Kupa",
      slug: "isimli-kupa",
      categories: [
        { name: "Kupalar", slug: "kupalar" },
        { name: "Hediyeler", slug: "hediyeler" },
      ],
    };
    const jsonLd = breadcrumbJsonLd(productBreadcrumb(origin, product));
    await expectValid(jsonLd);
    expect(jsonLd.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Ana Sayfa", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Ürünler", item: `${origin}/products` },
      { "@type": "ListItem", position: 3, name: "Kupalar", item: `${origin}/products?category=kupalar` },
      { "@type": "ListItem", position: 4, name: "İsimli Kupa", item: `${origin}/product/isimli-kupa` },
    ]);
    expect(productBreadcrumb(origin, { ...product, categories: [] }).map((step) => step.name)).toEqual(["Ana Sayfa", "Ürünler", "İsimli Kupa"]);
  });

  it("a category list's: home, products, the category", async () => {
    const jsonLd = breadcrumbJsonLd(categoryBreadcrumb(origin, { name: "Kupalar", slug: "kupalar" }));
    await expectValid(jsonLd);
    expect(jsonLd.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ["Ana Sayfa", `${origin}/`],
      ["Ürünler", `${origin}/products`],
      ["Kupalar", `${origin}/products?category=kupalar`],
    ]);
  });
});

describe("the company", () => {
  const settings: ShopSettings = {
    ...DEMO_SHOP_SETTINGS,
    social: {
      whatsapp: "+90 555 000 00 00",
      instagram: "https://www.instagram.com/surprizhediye",
      facebook: "",
      x: "https://x.com/surpriz",
      tiktok: "",
      youtube: "",
    },
    appearance: { ...DEMO_SHOP_SETTINGS.appearance, logo: "settings/logo.png" },
  };

  it("names the company, the shop, its logo, contact, address, social pages and return terms", async () => {
    const jsonLd = organizationJsonLd(origin, settings);
    await expectValid(jsonLd);
    expect(jsonLd).toMatchObject({
      "@type": "Organization",
      name: "Sürpriz Hediye E-Ticaret Ltd. Şti.",
      alternateName: settings.shopName,
      url: `${origin}/`,
      email: "destek@surprizhediye.com.tr",
      telephone: "+90 216 555 01 23",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Caferağa Mah. Moda Cad. No: 12, 34710",
        addressLocality: "Kadıköy",
        addressRegion: "İstanbul",
        addressCountry: "TR",
      },
      contactPoint: { "@type": "ContactPoint", contactType: "customer service", email: "destek@surprizhediye.com.tr" },
      sameAs: ["https://www.instagram.com/surprizhediye", "https://x.com/surpriz"],
      hasMerchantReturnPolicy: { merchantReturnDays: settings.withdrawalDays, merchantReturnLink: `${origin}/refund-policy` },
    });
    expect(jsonLd.logo).toMatch(/^https:\/\/hediye\.example\/.*logo/);
  });

  it("has no logo or social pages when none are set", async () => {
    const jsonLd = organizationJsonLd(origin, { ...settings, social: { ...settings.social, instagram: "", x: "" }, appearance: DEMO_SHOP_SETTINGS.appearance });
    await expectValid(jsonLd);
    expect(jsonLd.logo).toBeUndefined();
    expect(jsonLd.sameAs).toBeUndefined();
  });
});
