// What makes the shop fast for a shopper's browser (docs/benchmarks.md),
// as the browser receives it: long-lived hashed assets, compressed text, catalogue pages with ETags and
// shared-cache lifetimes, and images with widths, sizes, lazy loading below the fold and the largest one
// asked for first. (Throughput is measured by `npm run bench`, never by timed tests.)
import { expect, test } from "@playwright/test";
import { productText } from "../../app/lib/i18n/product";
import { SPECIAL_MUG } from "./support/shop";

const HTML = { Accept: "text/html" };

/** The attributes of every tag named `tag` in `html` (lower-cased names). */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map(([, attributes]) =>
    Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value.replaceAll("&amp;", "&")])),
  );
}

test("hashed build assets are cached for a year as immutable; text is sent compressed", async ({ request }) => {
  const home = await request.get("/", { headers: { ...HTML, "Accept-Encoding": "br, gzip" } });
  expect(home.headers()["content-encoding"]).toBe("br");
  const html = await home.text();
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(([, url]) => url))];
  expect(assets.some((url) => url.endsWith(".css"))).toBe(true);
  expect(assets.some((url) => url.endsWith(".js"))).toBe(true);
  for (const url of assets) {
    const asset = await request.get(url, { headers: { "Accept-Encoding": "gzip" } });
    expect(asset.status(), url).toBe(200);
    expect(asset.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
    // (compression() leaves answers under 1 KB as they are.)
    if ((await asset.body()).length > 1024) expect(asset.headers()["content-encoding"], url).toBe("gzip");
  }
  const search = await request.get("/api/search?q=kupa", { headers: { "Accept-Encoding": "gzip" } });
  expect(search.headers()["content-encoding"]).toBe("gzip");
});

test("catalogue pages carry an ETag, answer 304 to it, and let shared caches keep them briefly", async ({ request }) => {
  for (const url of ["/", "/products", `/product/${SPECIAL_MUG.slug}`, "/api/search?q=kupa"]) {
    const first = await request.get(url, { headers: HTML });
    expect(first.status(), url).toBe(200);
    const etag = first.headers().etag;
    expect(etag, url).toMatch(/^"[\w-]+"$/);
    expect(first.headers()["cache-control"], url).toMatch(/s-maxage=\d+/);
    expect(first.headers()["cache-control"], url).toMatch(/stale-while-revalidate=\d+/);
    const again = await request.get(url, { headers: { ...HTML, "If-None-Match": etag } });
    expect(again.status(), url).toBe(304);
    expect(await again.body(), url).toHaveLength(0);
  }
  // The cart is the shopper's own: no shared caching.
  expect((await request.get("/cart", { headers: HTML })).headers()["cache-control"] ?? "").not.toMatch(/public|s-maxage/);
});

test("/products: every card image has its size, WebP widths and sizes; below the fold lazy; the first asked for first", async ({ request }) => {
  const html = await (await request.get("/products", { headers: HTML })).text();
  const images = tags(html, "img").filter((img) => img.src?.startsWith("/media/"));
  expect(images.length).toBeGreaterThanOrEqual(8);
  for (const img of images) {
    expect(Number(img.width), img.src).toBeGreaterThan(0);
    expect(Number(img.height), img.src).toBeGreaterThan(0);
    expect(img.sizes, img.src).toBeTruthy();
    const widths = img.srcset.split(",").map((candidate) => candidate.trim().split(" "));
    expect(widths.length, img.srcset).toBeGreaterThanOrEqual(3);
    for (const [url, width] of widths) {
      expect(url).toMatch(/\.webp\?w=\d+$/);
      expect(width).toBe(`${/\?w=(\d+)$/.exec(url)?.[1]}w`);
    }
  }
  // The first row (4 cards on a wide screen) loads at once; the rest when scrolled to.
  expect(images.slice(0, 4).map((img) => img.loading)).toEqual(["eager", "eager", "eager", "eager"]);
  expect(images.slice(4).every((img) => img.loading === "lazy")).toBe(true);
  // Only the first card's image (the page's largest paint) has high priority, and <head> preloads it.
  expect(images.map((img) => img.fetchpriority ?? "")).toEqual(["high", ...images.slice(1).map(() => "")]);
  const head = html.slice(0, html.indexOf("</head>"));
  const preloads = tags(head, "link").filter((link) => link.rel === "preload" && link.as === "image" && link.fetchpriority === "high");
  expect(preloads).toHaveLength(1);
  expect(preloads[0].imagesrcset).toBe(images[0].srcset);
});

test("a product page preloads its main image with high priority; its images have their sizes", async ({ request }) => {
  const html = await (await request.get(`/product/${SPECIAL_MUG.slug}`, { headers: HTML })).text();
  const main = tags(html, "img").find((img) => img.alt === productText.imageOf(SPECIAL_MUG.name, 1));
  expect(main, "the main image").toBeDefined();
  expect(main?.loading).toBe("eager");
  expect(main?.fetchpriority).toBe("high");
  expect(Number(main?.width)).toBeGreaterThan(0);
  expect(Number(main?.height)).toBeGreaterThan(0);
  const head = html.slice(0, html.indexOf("</head>"));
  const preload = tags(head, "link").find((link) => link.rel === "preload" && link.as === "image" && link.fetchpriority === "high");
  expect(preload?.imagesrcset).toBe(main?.srcset);
});

test("product images are long-lived under a URL of their own version", async ({ request }) => {
  const html = await (await request.get(`/product/${SPECIAL_MUG.slug}`, { headers: HTML })).text();
  const src = tags(html, "img").find((img) => img.src?.startsWith("/media/"))?.src as string;
  const image = await request.get(src);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toMatch(/max-age=31536000/);
  expect(image.headers()["cache-control"]).toContain("immutable");
});
