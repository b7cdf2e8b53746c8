// MEDIA_PUBLIC_URL over HTTP: a product page's every image address (src, srcset, preload, Open Graph,
// JSON-LD) points at the public bucket or CDN, and the CSP lets the browser load from there only then.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { configureImageBase } from "~/lib/media";
import { insertCategory, insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";

const CDN = "https://cdn.example.com";

describeEachDatabase("image addresses with MEDIA_PUBLIC_URL", (getDb, kind) => {
  let shop: HttpShop;
  let slug: string;
  let imageKey: string;

  beforeAll(async () => {
    const db = getDb();
    const category = await insertCategory(db, { name: "Kupalar" });
    const product = await insertProduct(db, { name: "Bulut Kupa", categoryIds: [category.id], images: 2 });
    slug = product.slug;
    imageKey = `products/${product.id}_0_test.webp`;
    shop = await startHttpShop({ db, kind } as DatabaseHandle, { S3_BUCKET: "shop-media", S3_PREFIX: "shop1", MEDIA_PUBLIC_URL: `${CDN}/` });
  });
  afterAll(async () => {
    await shop?.close();
    // The image base is process-wide; the next test file in this worker starts from the default.
    configureImageBase(null);
  });

  it("every image address on the product page is under MEDIA_PUBLIC_URL/S3_PREFIX; none goes through /media", async () => {
    const reply = await fetch(`${shop.url}/product/${slug}`);
    expect(reply.status).toBe(200);
    const html = await reply.text();
    expect(html).not.toContain("/media/");
    expect(html).toContain(`src="${CDN}/shop1/variants/w`);
    expect(html).toContain(`${CDN}/shop1/variants/w320/${imageKey} 320w`);
    expect(html).toContain(`<meta property="og:image" content="${CDN}/shop1/variants/w1280/${imageKey}"/>`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "{}") as { image?: string[] };
    expect(jsonLd.image?.[0]).toBe(`${CDN}/shop1/variants/w1280/${imageKey}`);
    const imgSrc = /img-src ([^;]*)/.exec(reply.headers.get("content-security-policy") ?? "")?.[1];
    expect(imgSrc).toBe(`'self' data: blob: ${CDN}`);
  });
});
