// The shop's pages over HTTP read the owner's settings (docs/product.md#legal-and-company-pages, #search-engines):
// after the owner enters their company, every company and legal page and the footer show its facts and none
// the demo's; the `Kurulum aşamasında` line and `noindex` are there while the demo company is in force and gone
// after; a page the page cache stored before the change shows it at the next request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { footerText, legalLinks } from "~/lib/i18n/footer";
import { tr } from "~/lib/i18n/tr";
import { DEMO_SHOP_SETTINGS, fullAddress, type ShopSettings } from "~/lib/shop-settings";
import { updateShopSettings } from "~/modules/settings/shop-settings.server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";

const OWNER = { actor: { id: null, email: "sahip@example.com" }, clientIp: null };

/** The owner's company, as they enter it at /admin/settings. */
const OWNERS: Partial<ShopSettings> = {
  shopName: "Kahkaha Kutusu",
  companyName: "Kahkaha Kutusu Hediyelik Eşya Ltd. Şti.",
  address: "Kızılay Mah. Atatürk Bulvarı No: 101, 06420",
  district: "Çankaya",
  province: "Ankara",
  taxOffice: "Kavaklıdere Vergi Dairesi",
  taxNumber: "4840847211",
  mersisNumber: "0484084721100017",
  withdrawalDays: 21,
};

const COMPANY_PAGES = ["/about", "/contact", "/terms", "/distance-sales-agreement", "/legal-notice", "/kvkk", "/privacy-policy"];
const WITHDRAWAL_PAGES = ["/", "/contact", "/terms", "/distance-sales-agreement", "/legal-notice", "/refund-policy"];
const PAGES = ["/", "/about", "/contact", ...legalLinks.map((link) => link.to)];

/** What a reader sees of a page: its text without tags, scripts (the page's data) or entities. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const robotsTag = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null;
/** The notice's line, as the reader sees it (its title is bold). */
const notice = /Kurulum aşamasında\s?: siparişler yalnızca deneme içindir\./;

describeEachDatabase("the shop's pages follow the owner's settings", (getDb, kind) => {
  let shop: HttpShop;
  let productPath: string;
  beforeAll(async () => {
    const product = await insertProduct(getDb(), { name: "Işıklı Kupa", priceKurus: 14990 });
    productPath = `/product/${product.slug}`;
    shop = await startHttpShop({ db: getDb(), kind } as DatabaseHandle);
  });
  afterAll(() => shop?.close());

  const get = (path: string) => fetch(`${shop.url}${path}`, { redirect: "manual", headers: { "Accept-Encoding": "br, gzip" } });
  async function page(path: string): Promise<{ html: string; text: string }> {
    const answer = await get(path);
    expect(answer.status, path).toBe(200);
    const html = await answer.text();
    return { html, text: visibleText(html) };
  }

  describe("with the demo company", () => {
    it("every shop page says it is being set up and asks not to be indexed", async () => {
      for (const path of [...PAGES, "/products", productPath, "/cart", "/order-lookup"]) {
        const { html, text } = await page(path);
        expect(text, path).toMatch(notice);
        expect(robotsTag(html), path).toMatch(/^noindex/);
        expect(html.match(/<meta name="robots"/g), path).toHaveLength(1);
      }
    });

    it("names no sitemap in /robots.txt and lists no page in /sitemap.xml", async () => {
      const robots = await (await get("/robots.txt")).text();
      expect(robots).toContain("Disallow: /admin");
      expect(robots).not.toContain("Sitemap:");
      const sitemap = await (await get("/sitemap.xml")).text();
      expect(sitemap).toContain("<urlset");
      expect(sitemap).not.toContain("<url>");
    });
  });

  describe("after the owner enters their company", () => {
    beforeAll(async () => {
      // Stored by the page cache before the change, for the current catalogue version.
      await page("/");
      await page(productPath);
      expect(await shop.pageCache.isStored("/")).toBe(true);
      expect(await shop.pageCache.isStored(productPath)).toBe(true);
      const { changed } = await updateShopSettings(getDb(), OWNER, (current) => ({ ...current, ...OWNERS }));
      expect(changed).toBe(true);
    });

    it("every company and legal page and the footer show the new company, none the demo's", async () => {
      const owners = { ...DEMO_SHOP_SETTINGS, ...OWNERS };
      const year = new Date().getFullYear();
      for (const path of PAGES) {
        const { text } = await page(path);
        expect(text, path).toContain(footerText.rights(year, owners.companyName));
        for (const demo of [
          DEMO_SHOP_SETTINGS.companyName,
          fullAddress(DEMO_SHOP_SETTINGS),
          DEMO_SHOP_SETTINGS.taxNumber,
          DEMO_SHOP_SETTINGS.mersisNumber,
          "14 gün",
        ]) {
          expect(text.includes(demo), `${path} shows ${demo}`).toBe(false);
        }
        if (COMPANY_PAGES.includes(path)) {
          for (const fact of [owners.companyName, fullAddress(owners), `${owners.taxOffice}, ${owners.taxNumber}`, owners.mersisNumber]) {
            expect(text, path).toContain(fact);
          }
        }
        if (WITHDRAWAL_PAGES.includes(path)) expect(text, path).toContain("21 gün");
      }
    });

    it("the notice and noindex are gone; pages never indexed keep their noindex", async () => {
      for (const path of [...PAGES, "/products"]) {
        const { html, text } = await page(path);
        expect(text, path).not.toContain(tr.settingUp.title);
        expect(robotsTag(html), path).toBeNull();
        expect(html, path).toContain("<title>");
      }
      for (const path of ["/cart", "/products?q=kupa"]) expect(robotsTag((await page(path)).html), path).toBe("noindex, nofollow");
      const robots = await (await get("/robots.txt")).text();
      expect(robots).toContain(`Sitemap: ${shop.url}/sitemap.xml`);
      const sitemap = await (await get("/sitemap.xml")).text();
      for (const path of ["/about", "/kvkk", productPath]) expect(sitemap).toContain(`<loc>${shop.url}${path}</loc>`);
    });

    it("a page stored before the change shows the new company at the next request, titles and structured data included", async () => {
      const home = await page("/");
      expect(home.html).toContain("<title>İsimsiz ve Eğlenceli Sürpriz Hediyeler | Kahkaha Kutusu</title>");
      expect(home.text).toContain("Neden Kahkaha Kutusu?");
      expect(home.text).toContain("Teslimattan itibaren 21 gün içinde cayma hakkı");

      const product = await page(productPath);
      expect(product.html).toContain("<title>Işıklı Kupa | Kahkaha Kutusu</title>");
      const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(product.html)?.[1] ?? "null") as {
        brand: { name: string };
        offers: { seller: { name: string }; hasMerchantReturnPolicy: { merchantReturnDays: number } };
      };
      expect(ld.brand.name).toBe("Kahkaha Kutusu");
      expect(ld.offers.seller.name).toBe(OWNERS.companyName);
      expect(ld.offers.hasMerchantReturnPolicy.merchantReturnDays).toBe(21);
      expect(product.text).toContain("21 gün");
      expect(product.text).not.toMatch(notice);
      // Stored again, now with the new settings.
      expect(await shop.pageCache.isStored("/")).toBe(true);
    });
  });
});
