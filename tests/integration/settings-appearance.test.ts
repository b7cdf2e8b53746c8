// /admin/settings, "Görünüm", over HTTP on PGlite and PostgreSQL, with real files in a temporary DATA_DIR
// (docs/product.md#shop-settings): a logo uploaded without JavaScript (multipart) is stored, served and shown in
// the shop's header; what is not an image, an SVG and a colour white text does not read on are refused in
// Turkish and change nothing; the colour, the hero and the favicon reach the shop's pages; a replaced or
// removed image's file is deleted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { appearanceText } from "~/lib/i18n/settings-appearance";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { readSessionToken } from "~/modules/auth/session.server";
import { readShopSettings } from "~/modules/settings/shop-settings.server";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";

const e = appearanceText.errors;
const shopName = DEMO_SHOP_SETTINGS.shopName;

function png(color = { r: 20, g: 60, b: 200 }, width = 240, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { ...color, alpha: 1 } } })
    .png()
    .toBuffer();
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#c0134f"/></svg>';

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** The HTML's text as React escapes it (&amp; &#x27; …), for comparing with messages. */
function unescapeHtml(html: string): string {
  return html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

describeEachDatabase("shop settings: appearance", (getDb, kind) => {
  let shop: HttpShop;
  let dataDir: string;
  let uploads: string;
  let owner = "";

  const get = (pathname: string, cookie = "") => fetch(`${shop.url}${pathname}`, { redirect: "manual", headers: { Cookie: cookie } });
  const page = async (pathname: string) => unescapeHtml(await (await get(pathname)).text());

  /** The section as a browser without JavaScript posts it: every field, empty file inputs included. */
  async function postAppearance(fields: Record<string, string> = {}, files: Record<string, { name: string; bytes: Uint8Array | string; type: string }> = {}) {
    const current = (await readShopSettings(getDb())).appearance;
    const form = new FormData();
    form.append("section", "appearance");
    const text = { brandColor: current.brandColor, heroTitle: current.heroTitle, heroText: current.heroText, ...fields };
    for (const [name, value] of Object.entries(text)) form.append(name, value);
    for (const name of ["logo", "favicon", "heroImage"]) {
      const file = files[name];
      form.append(name, file ? new File([file.bytes as BlobPart], file.name, { type: file.type }) : new File([], "", { type: "application/octet-stream" }));
    }
    const answer = await fetch(`${shop.url}/admin/settings`, { method: "POST", redirect: "manual", headers: { Cookie: owner, Origin: shop.url }, body: form });
    return { status: answer.status, html: unescapeHtml(await answer.text()) };
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-appearance-"));
    uploads = path.join(dataDir, "uploads");
    await upsertAdmin(getDb(), "sahip@example.com", "sahibin-sifresi-1");
    shop = await startHttpShop({ db: getDb(), kind } as DatabaseHandle, { DATA_DIR: dataDir });
    const signIn = await fetch(`${shop.url}/admin`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: shop.url },
      body: new URLSearchParams({ email: "sahip@example.com", password: "sahibin-sifresi-1" }),
    });
    expect(signIn.status).toBe(303);
    owner = `admin_session=${readSessionToken((signIn.headers.get("set-cookie") ?? "").split(";")[0])}`;
  });
  afterAll(async () => {
    await shop?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a fresh shop shows the gift mark, its own favicon, hero and colours", async () => {
    const home = await page("/");
    expect(home).toContain('href="/favicon.svg"');
    expect(home).not.toContain("/media/settings/");
    expect(home).not.toContain("--color-brand-600");
    expect(home).toContain("Sürprizi siz yapın, kimden geldiğini kimse bilmesin!");
  });

  it("a PNG logo is stored as WebP, served, and shown in the header with the shop's name as its text", async () => {
    const saved = await postAppearance({}, { logo: { name: "Logom.png", bytes: await png(), type: "image/png" } });
    expect(saved.status).toBe(200);
    const logo = (await readShopSettings(getDb())).appearance.logo;
    expect(logo).toMatch(/^settings\/logo_\d+_logom\.webp$/);
    expect(filesUnder(uploads)).toEqual([logo]);

    const served = await get(`/media/${logo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");
    expect((await get(`/media/${logo}?w=160`)).status).toBe(200);

    for (const pathname of ["/", "/products"]) {
      const html = await page(pathname);
      expect(html, pathname).toMatch(new RegExp(`<img src="/media/${logo}\\?w=320"[^>]* alt="${shopName}"`));
    }
    // The settings page shows the current logo.
    expect(await (await get("/admin/settings", owner)).text()).toContain(`/media/${logo}?w=320`);
  });

  it("a text file named logo.png and an SVG are refused with a Turkish message, and nothing changes", async () => {
    const before = await readShopSettings(getDb());
    const files = filesUnder(uploads);

    const text = await postAppearance(
      { heroTitle: "Bu kaydedilmemeli" },
      { logo: { name: "logo.png", bytes: "merhaba, ben bir resim değilim", type: "image/png" } },
    );
    expect(text.status).toBe(400);
    expect(text.html).toContain(e.image.not_an_image);
    // What was typed is shown again.
    expect(text.html).toContain('value="Bu kaydedilmemeli"');

    const svg = await postAppearance({}, { favicon: { name: "simge.svg", bytes: SVG, type: "image/svg+xml" } });
    expect(svg.status).toBe(400);
    expect(svg.html).toContain(e.image.unsupported_format);

    expect(await readShopSettings(getDb())).toEqual(before);
    expect(filesUnder(uploads)).toEqual(files);
  });

  it("a colour white text does not read on is refused; a dark enough one becomes the shop's accent", async () => {
    const before = await readShopSettings(getDb());
    const gold = await postAppearance({ brandColor: "#ffd700" });
    expect(gold.status).toBe(400);
    expect(gold.html).toContain(e.lowContrast(1.4));
    expect(await readShopSettings(getDb())).toEqual(before);
    expect(await page("/")).not.toContain("#ffd700");

    const blue = await postAppearance({ brandColor: "#1D4ED8" });
    expect(blue.status).toBe(200);
    expect((await readShopSettings(getDb())).appearance.brandColor).toBe("#1d4ed8");
    for (const pathname of ["/", "/products"]) expect(await page(pathname), pathname).toContain("--color-brand-600:#1d4ed8");
    // The back office keeps its own colours.
    expect(await (await get("/admin/settings", owner)).text()).not.toContain("--color-brand-600:#1d4ed8");
  });

  it("the hero's title, text and image and the favicon reach the home page; empty ones fall back to the shop's own", async () => {
    const saved = await postAppearance(
      { heroTitle: "Yılbaşı hediyeleri burada", heroText: "Sevdiklerinize\nisimsiz sürprizler." },
      {
        heroImage: { name: "vitrin.png", bytes: await png({ r: 240, g: 200, b: 40 }, 800, 600), type: "image/png" },
        favicon: { name: "simge.png", bytes: await png({ r: 0, g: 0, b: 0 }, 64, 64), type: "image/png" },
      },
    );
    expect(saved.status).toBe(200);
    const { heroImage, favicon } = (await readShopSettings(getDb())).appearance;
    expect(heroImage).toMatch(/^settings\/heroImage_\d+_vitrin\.webp$/);
    let home = await page("/");
    expect(home).toContain("Yılbaşı hediyeleri burada");
    expect(home).toContain("Sevdiklerinize\nisimsiz sürprizler.");
    expect(home).toContain(`src="/media/${heroImage}?w=640"`);
    expect(home).toContain(`<link rel="icon" href="/media/${favicon}?w=160" type="image/webp"/>`);
    expect(home).not.toContain('href="/favicon.svg"');

    expect((await postAppearance({ heroTitle: "", heroText: "" })).status).toBe(200);
    home = await page("/");
    expect(home).toContain("Sürprizi siz yapın, kimden geldiğini kimse bilmesin!");
    expect(home).not.toContain("Yılbaşı hediyeleri burada");
  });

  it("replacing the logo deletes the old file and its resized copies; removing an image deletes its file", async () => {
    const old = (await readShopSettings(getDb())).appearance.logo!;
    expect((await get(`/media/${old}?w=160`)).status).toBe(200);
    expect(filesUnder(path.join(dataDir, "cache", "media"))).toContain(`w160/${old}`);

    expect((await postAppearance({}, { logo: { name: "yeni-logo.png", bytes: await png({ r: 10, g: 120, b: 60 }), type: "image/png" } })).status).toBe(200);
    const logo = (await readShopSettings(getDb())).appearance.logo!;
    expect(logo).not.toBe(old);
    expect(filesUnder(uploads)).toContain(logo);
    expect(filesUnder(uploads)).not.toContain(old);
    expect(filesUnder(path.join(dataDir, "cache", "media"))).not.toContain(`w160/${old}`);
    expect((await get(`/media/${old}`)).status).toBe(404);

    const form = await postAppearance({ removeLogo: "on", removeFavicon: "on", removeHeroImage: "on", brandColor: DEMO_SHOP_SETTINGS.appearance.brandColor });
    expect(form.status).toBe(200);
    expect((await readShopSettings(getDb())).appearance).toEqual(DEMO_SHOP_SETTINGS.appearance);
    expect(filesUnder(uploads)).toEqual([]);
    const home = await page("/");
    expect(home).not.toContain("/media/settings/");
    expect(home).not.toContain("--color-brand-600");
    expect(home).toContain('href="/favicon.svg"');

    const audit = await getDb().query.adminAuditLog.findMany({ where: (row, { eq }) => eq(row.action, "settings.update") });
    expect(audit.length).toBeGreaterThanOrEqual(5);
  });
});
