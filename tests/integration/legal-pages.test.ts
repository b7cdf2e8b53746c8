// The home page and the nine company/legal pages, rendered on the server as the shop does: inside the shop
// layout, whose data carries the owner's settings (components/shop/shell-data.ts).
// Every figure and company fact comes from those settings, so no two pages can disagree.
// The second suite renders with different settings: a figure typed into a page as a literal shows up there as a conflict.
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { ShellData } from "~/components/shop/shell-data";
import { DEMO_SHOP_SETTINGS, fullAddress, type ShopSettings } from "~/lib/shop-settings";
import { shellSettings } from "~/lib/shop-contact";
import { COOKIES } from "~/lib/cookies";
import { cookieDurationText, cookiePurposes } from "~/lib/i18n/cookies";
import { legalLinks } from "~/lib/i18n/footer";

// The home page's loader data: no product rows (they come from the database; tests/integration/listing.test.ts).
type PageModule = { default: ComponentType<{ loaderData: { rows: []; notice: null } }>; meta: (args: unknown) => Array<Record<string, unknown>> };

const modules: Record<string, () => Promise<PageModule>> = {
  "/": () => import("~/routes/shop/home") as unknown as Promise<PageModule>,
  "/about": () => import("~/routes/shop/pages/about") as unknown as Promise<PageModule>,
  "/contact": () => import("~/routes/shop/pages/contact") as unknown as Promise<PageModule>,
  "/terms": () => import("~/routes/shop/pages/terms") as unknown as Promise<PageModule>,
  "/distance-sales-agreement": () => import("~/routes/shop/pages/distance-sales-agreement") as unknown as Promise<PageModule>,
  "/delivery-info": () => import("~/routes/shop/pages/delivery-info") as unknown as Promise<PageModule>,
  "/legal-notice": () => import("~/routes/shop/pages/legal-notice") as unknown as Promise<PageModule>,
  "/refund-policy": () => import("~/routes/shop/pages/refund-policy") as unknown as Promise<PageModule>,
  "/privacy-policy": () => import("~/routes/shop/pages/privacy-policy") as unknown as Promise<PageModule>,
  "/kvkk": () => import("~/routes/shop/pages/kvkk") as unknown as Promise<PageModule>,
  "/cookie-policy": () => import("~/routes/shop/pages/cookie-policy") as unknown as Promise<PageModule>,
};
const paths = Object.keys(modules);

interface Rendered {
  module: PageModule;
  html: string;
  text: string;
  /** The page's tags, as its meta function makes them from the root's and the shop layout's data. */
  tags: Array<Record<string, unknown>>;
}

function toText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const ORIGIN = "https://ornek.test";

/** The page alone (not the layout's header and footer), under a shop layout route whose loader answers `shell`. */
async function renderPage(path: string, module: PageModule, shell: ShellData): Promise<string> {
  const Page = () => createElement(module.default, { loaderData: useLoaderData() as { rows: []; notice: null } });
  const page = {
    id: "page",
    loader: () => ({ rows: [], notice: null }),
    Component: Page,
    ...(path === "/" ? { index: true as const } : { path: path.slice(1) }),
  };
  const handler = createStaticHandler([{ id: "routes/shop/layout", path: "/", loader: () => shell, Component: Outlet, children: [page] }]);
  const context = await handler.query(new Request(`${ORIGIN}${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  // No hydration data: the HTML is then only what the page shows.
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
}

async function renderAll(settings: ShopSettings): Promise<Record<string, Rendered>> {
  const shell: ShellData = { cartCount: null, ...shellSettings(settings) };
  const matches = [
    { id: "root", data: { publicUrl: ORIGIN } },
    { id: "routes/shop/layout", data: shell },
  ];
  const out: Record<string, Rendered> = {};
  for (const path of paths) {
    const module = await modules[path]();
    const html = await renderPage(path, module, shell);
    out[path] = { module, html, text: toText(html), tags: module.meta({ matches }) };
  }
  return out;
}

const range = (r: { min: number; max: number }) => `${r.min}–${r.max}`;

/** Where each fact must appear (docs/product.md#legal-and-company-pages). */
function expectations(s: ShopSettings): Array<[string, string, string[]]> {
  const company = ["/about", "/contact", "/terms", "/distance-sales-agreement", "/legal-notice", "/kvkk"];
  return [
    ["withdrawal days", `${s.withdrawalDays} gün`, ["/", "/contact", "/terms", "/distance-sales-agreement", "/legal-notice", "/refund-policy"]],
    ["refund business days", `${range(s.refundBusinessDays)} iş günü`, ["/terms", "/distance-sales-agreement", "/legal-notice", "/refund-policy"]],
    ["Istanbul delivery", `İstanbul içinde ${s.delivery.istanbulBusinessDays} iş günü`, ["/contact", "/terms", "/distance-sales-agreement"]],
    ["Istanbul delivery (table)", `İstanbul içi ${s.delivery.istanbulBusinessDays} iş günü`, ["/delivery-info"]],
    ["Turkey delivery", `${range(s.delivery.turkeyBusinessDays)} iş günü`, ["/", "/contact", "/terms", "/distance-sales-agreement", "/delivery-info"]],
    ["Cyprus delivery", `${range(s.delivery.cyprusBusinessDays)} iş günü`, ["/contact", "/terms", "/distance-sales-agreement", "/delivery-info"]],
    [
      "same-day dispatch cut-off",
      `saat ${s.delivery.sameDayDispatchCutoff} öncesinde`,
      ["/", "/about", "/contact", "/terms", "/distance-sales-agreement", "/delivery-info"],
    ],
    ["legal delivery limit", `${s.delivery.legalMaxDays} gün`, ["/distance-sales-agreement", "/delivery-info"]],
    ["support reply hours", `${s.supportReplyHours} saat içinde`, ["/contact", "/about"]],
    ["data request days", `${s.dataRequestDays} gün içinde`, ["/kvkk", "/privacy-policy"]],
    ["order retention years", `${s.dataRetention.orderYears} yıl boyunca`, ["/kvkk", "/privacy-policy"]],
    // docs/product.md#personal-data-retention: the personalised gift's photos, the days after delivery from the settings.
    ["personal photo retention days", `teslim edildikten ${s.personalisation.photoRetentionDays} gün sonra`, ["/kvkk", "/privacy-policy"]],
    // docs/product.md#thank-you-notes: the conversation deleted when the card's code expires, the settings' days after delivery.
    ["thank-you notes retention days", `hediye teslim edildikten ${s.thanks.validDays} gün sonra`, ["/kvkk", "/privacy-policy"]],
    [
      "the withdrawal exception for personalised goods",
      "kişisel ihtiyaçları doğrultusunda hazırlanan mallara",
      ["/refund-policy", "/distance-sales-agreement"],
    ],
    ["minimum age", `${s.minimumAge} yaşından büyük`, ["/terms", "/distance-sales-agreement", "/legal-notice", "/privacy-policy"]],
    ["company name", s.companyName, [...company, "/privacy-policy"]],
    ["address", fullAddress(s), [...company, "/privacy-policy"]],
    ["e-mail", s.email, [...company, "/privacy-policy", "/refund-policy", "/delivery-info"]],
    ["phone", s.phone, company],
    ["tax office", s.taxOffice, company],
    ["tax number", s.taxNumber, company],
    ["MERSIS number", s.mersisNumber, company],
  ];
}

/** Every number of days, hours or years of age stated anywhere must be one of the settings' figures. */
function conflicts(s: ShopSettings, pages: Record<string, Rendered>): string[] {
  const businessDays = new Set([
    String(s.delivery.istanbulBusinessDays),
    range(s.delivery.turkeyBusinessDays),
    range(s.delivery.cyprusBusinessDays),
    range(s.refundBusinessDays),
  ]);
  const calendarDays = new Set([
    String(s.withdrawalDays),
    String(s.dataRequestDays),
    String(s.delivery.legalMaxDays),
    String(s.personalisation.photoRetentionDays),
    String(s.personalisation.proofApprovalDays),
    String(s.thanks.validDays),
  ]);
  const found: string[] = [];
  for (const [path, { text }] of Object.entries(pages)) {
    // The cookie policy's figures are its cookies' lifetimes (app/lib/cookies.ts), not the shop's settings.
    if (path === "/cookie-policy") continue;
    for (const m of text.matchAll(/(\d+(?:\s*[–-]\s*\d+)?)\s+(iş\s+)?gün/g)) {
      const figure = m[1].replace(/\s*[–-]\s*/, "–");
      if (!(m[2] ? businessDays : calendarDays).has(figure)) found.push(`${path}: "${m[0]}"`);
    }
    for (const m of text.matchAll(/(\d+(?:\s*[–-]\s*\d+)?)\s+saat/g)) {
      if (m[1] !== String(s.supportReplyHours)) found.push(`${path}: "${m[0]}"`);
    }
    for (const m of text.matchAll(/(\d+)\s+yıl\b/g)) {
      if (m[1] !== String(s.dataRetention.orderYears)) found.push(`${path}: "${m[0]}"`);
    }
    for (const m of text.matchAll(/(\d+)\s+yaş/g)) {
      if (m[1] !== String(s.minimumAge)) found.push(`${path}: "${m[0]}"`);
    }
    for (const m of text.matchAll(/\b\d{1,2}[:.]\d{2}\b/g)) {
      if (m[0] !== s.delivery.sameDayDispatchCutoff) found.push(`${path}: "${m[0]}"`);
    }
    if (/24\s*[–-]\s*48/.test(text)) found.push(`${path}: "24-48"`);
  }
  return found;
}

function checkFacts(s: ShopSettings, pages: () => Record<string, Rendered>) {
  for (const [fact, phrase, where] of expectations(s)) {
    it(`states the ${fact} ("${phrase}") on ${where.join(", ")}`, () => {
      const missing = where.filter((path) => !pages()[path].text.includes(phrase));
      expect(missing).toEqual([]);
    });
  }

  it("states no figure that differs from the settings (no 7 or 10 day withdrawal, no 24-48 hours)", () => {
    expect(conflicts(s, pages())).toEqual([]);
  });
}

describe("home and static pages with the shop's settings", () => {
  const s = DEMO_SHOP_SETTINGS;
  let pages: Record<string, Rendered>;

  beforeAll(async () => {
    pages = await renderAll(s);
  });

  checkFacts(s, () => pages);

  it.each(paths)("%s has a single h1 and headings in order", (path) => {
    const levels = [...pages[path].html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level, `heading ${i} of ${path}`).toBeLessThanOrEqual(levels[i - 1] + 1);
    });
  });

  it.each(paths)("%s has a title, a description and a canonical URL", (path) => {
    const { tags } = pages[path];
    const title = tags.find((t) => "title" in t)?.title as string;
    expect(title).toMatch(/\| Sürpriz Hediye$/);
    expect((tags.find((t) => t.name === "description")?.content as string).length).toBeGreaterThan(40);
    expect(tags.find((t) => t.rel === "canonical")?.href).toBe(`https://ornek.test${path}`);
  });

  it("titles the legal pages exactly as the footer's legal links", () => {
    for (const { to, label } of legalLinks) {
      const h1 = pages[to].html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];
      expect(h1, to).toBe(label);
      expect(pages[to].tags.find((t) => "title" in t)?.title).toBe(`${label} | Sürpriz Hediye`);
    }
    expect(pages["/about"].html).toMatch(/<h1[^>]*>Hakkımızda<\/h1>/);
    expect(pages["/contact"].html).toMatch(/<h1[^>]*>İletişim<\/h1>/);
  });

  it("home: hero links to the products and to the how-it-works steps, three steps, four features, closing call", () => {
    const { html, text } = pages["/"];
    expect(html.match(/href="\/products"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toContain('href="#nasil-calisir"');
    expect(html).toContain('id="nasil-calisir"');
    expect(text).toContain("Nasıl Çalışır?");
    for (const step of ["Ürünü Seç", "Mesajını Yaz", "Gönder"]) expect(text).toContain(step);
    for (const feature of ["İsimsiz", "Kargo", "Kaliteli", "İade Garantisi"]) expect(text).toContain(feature);
    expect(html.match(/<h3/g)).toHaveLength(7);
    expect(html).not.toMatch(/<svg(?![^>]*aria-hidden="true")/);
  });

  it("contact: e-mail link, 7/24 support, FAQ with anonymous sending and a link to the refund policy", () => {
    const { html, text } = pages["/contact"];
    expect(html).toContain(`href="mailto:${s.email}"`);
    expect(text).toContain("7/24 Destek");
    expect(text).toContain("haftanın her günü");
    expect(text).toContain("Tüm ürünler isimsiz gönderilebilir mi?");
    expect(html).toContain('href="/refund-policy"');
    expect(html).toContain('href="/delivery-info"');
  });

  it("distance sales agreement: preliminary information form anchor, both parts, withdrawal form", () => {
    const { html, text } = pages["/distance-sales-agreement"];
    expect(html).toContain('id="on-bilgilendirme-formu"');
    expect(html).toContain('href="#on-bilgilendirme-formu"');
    expect(text).toContain("Ön Bilgilendirme Formu");
    expect(text).toContain("6502 sayılı Tüketicinin Korunması Hakkında Kanun");
    expect(text).toContain("Mesafeli Sözleşmeler Yönetmeliği");
    expect(html).toContain('id="cayma-bildirimi"');
  });

  it("cookie policy: every cookie with its purpose, lifetime and type, the opt-in rule, the company and its e-mail; linked from the privacy policy", () => {
    const { html, text } = pages["/cookie-policy"];
    for (const cookie of COOKIES) {
      expect(html, cookie.name).toContain(`id="cerez-${cookie.name.replace(/_/g, "-")}"`);
      expect(text, cookie.name).toContain(
        `Çerez adı ${cookie.name} Amacı ${cookiePurposes[cookie.name]} Saklama süresi ${cookieDurationText(cookie.maxAgeSeconds)} Türü Zorunlu`,
      );
    }
    expect(text).toContain("Reklam, analiz, ölçümleme veya sosyal medya çerezi kullanmayız");
    expect(text).toContain("siz açıkça onay vermeden");
    expect(text).toContain(s.companyName);
    expect(html).toContain(`href="mailto:${s.email}"`);
    expect(pages["/privacy-policy"].html).toContain('href="/cookie-policy"');
  });

  it("kvkk: names the law, the data controller and the rights of article 11", () => {
    const { text } = pages["/kvkk"];
    expect(text).toContain("6698 sayılı Kişisel Verilerin Korunması Kanunu");
    expect(text).toContain("Veri Sorumlusu");
    expect(text).toContain("KVKK'nın 11. maddesi");
  });
});

describe("the pages follow the settings when they change", () => {
  const altered: ShopSettings = {
    ...DEMO_SHOP_SETTINGS,
    shopName: "Deneme Dükkânı",
    companyName: "Deneme Ticaret A.Ş.",
    companyType: "anonim",
    address: "Örnek Sok. No: 9, 06000",
    district: "Çankaya",
    province: "Ankara",
    email: "yardim@ornek.test",
    phone: "+90 312 000 00 00",
    taxOffice: "Çankaya Vergi Dairesi",
    taxNumber: "9876543210",
    mersisNumber: "0987654321000099",
    kepAddress: "deneme@hs01.kep.tr",
    website: "www.ornek.test",
    delivery: {
      turkeyBusinessDays: { min: 2, max: 5 },
      istanbulBusinessDays: 2,
      cyprusBusinessDays: { min: 6, max: 12 },
      sameDayDispatchCutoff: "15:30",
      legalMaxDays: 33,
    },
    withdrawalDays: 41,
    refundBusinessDays: { min: 11, max: 19 },
    supportReplyHours: 37,
    dataRequestDays: 29,
    minimumAge: 21,
    dataRetention: { orderYears: 7 },
    personalisation: { proofApprovalDays: 4, photoRetentionDays: 47 },
    thanks: { validDays: 52 },
  };
  let pages: Record<string, Rendered>;

  beforeAll(async () => {
    pages = await renderAll(altered);
  });

  checkFacts(altered, () => pages);

  it("shows none of the demo company's facts, and names the shop in every title", () => {
    const demo = DEMO_SHOP_SETTINGS;
    // As a whole word: "İsimsiz ve Eğlenceli Sürpriz Hediyeler" is what the shop sells, not the demo's name.
    const shows = (text: string, fact: string) => new RegExp(`${fact.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(text);
    for (const [path, { text, tags }] of Object.entries(pages)) {
      for (const fact of [demo.shopName, demo.companyName, demo.email, demo.phone, fullAddress(demo), demo.mersisNumber, demo.taxNumber, demo.website]) {
        expect(shows(text, fact), `${path} shows ${fact}`).toBe(false);
        expect(shows(JSON.stringify(tags), fact), `${path}'s tags show ${fact}`).toBe(false);
      }
      expect(tags.find((t) => "title" in t)?.title, path).toMatch(/\| Deneme Dükkânı$/);
      expect(
        tags.find((t) => t.name === "robots"),
        path,
      ).toBeUndefined();
    }
    for (const path of ["/about", "/contact", "/terms", "/distance-sales-agreement", "/legal-notice", "/kvkk", "/privacy-policy"]) {
      expect(pages[path].text, path).toContain("KEP adresi deneme@hs01.kep.tr");
    }
  });
});
