// A buyer's photo over HTTP (docs/product.md#personal-photos), on PGlite and PostgreSQL: the upload API stores it and
// answers signed links; only those links open it, never cached; /media never serves it; refusals are Turkish and store nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { personalUploads } from "~/db/schema";
import { LOW_RESOLUTION_WARNING } from "~/lib/i18n/personalisation";
import { uploadRefusalText } from "~/lib/i18n/personal-fields";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";
import { cutOutPersonalisation, photoBytes, setPersonalisation } from "../support/personal-fixtures";

describeEachDatabase("personal photos over HTTP", (getDb, kind) => {
  let shop: HttpShop;
  let productId: string;

  beforeAll(async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Karton Patron", priceKurus: 120000, stock: 5 });
    productId = product.id;
    await setPersonalisation(db, productId, cutOutPersonalisation);
    shop = await startHttpShop({ db, kind } as DatabaseHandle);
  });
  afterAll(() => shop?.close());

  function upload(bytes: Uint8Array, fieldId = "f1", type = "image/jpeg") {
    const body = new FormData();
    body.append("productId", productId);
    body.append("fieldId", fieldId);
    body.append("photo", new File([new Uint8Array(bytes)], "patron.jpg", { type }));
    return fetch(`${shop.url}/api/personal-uploads`, { method: "POST", body, headers: { Origin: shop.url } });
  }

  it("stores a photo and answers signed links that open it, privately, and nothing else", async () => {
    const reply = await upload(await photoBytes(600, 800));
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    const answer = (await reply.json()) as { id: string; previewUrl: string; thumbUrl: string; lowResolution: boolean; warning: string | null; width: number };
    expect(answer).toMatchObject({ lowResolution: true, warning: LOW_RESOLUTION_WARNING, width: 600 });
    expect(answer.previewUrl).toMatch(new RegExp(`^/private-media/personal/${answer.id}/preview\\.webp\\?e=\\d+&s=`));

    const preview = await fetch(`${shop.url}${answer.previewUrl}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("x-robots-tag")).toContain("noindex");

    const forged = answer.previewUrl.replace(/s=[^&]+/, "s=AAAA");
    expect((await fetch(`${shop.url}${forged}`)).status).toBe(403);
    const otherFile = answer.thumbUrl.replace("thumb.webp", "original.jpg");
    expect((await fetch(`${shop.url}${otherFile}`)).status).toBe(403);
    const unsigned = `/private-media/personal/${answer.id}/preview.webp`;
    expect((await fetch(`${shop.url}${unsigned}`)).status).toBe(403);
    expect((await fetch(`${shop.url}/media/personal/${answer.id}/preview.webp`)).status).toBe(404);
    expect((await fetch(`${shop.url}/media/personal/${answer.id}/original.jpg`)).status).toBe(404);
    expect(shop.pageCache.size).toBe(0);
  });

  it("refuses what is not a photo, a field that takes no photo and an oversized body, storing nothing", async () => {
    const db = getDb();
    const before = (await db.select().from(personalUploads).where(eq(personalUploads.productId, productId))).length;
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const notPhoto = await upload(svg, "f1", "image/svg+xml");
    expect(notPhoto.status).toBe(400);
    expect(await notPhoto.json()).toEqual({ error: uploadRefusalText.unsupported_format });
    const textField = await upload(await photoBytes(100, 100), "f2");
    expect(textField.status).toBe(400);
    expect(await textField.json()).toEqual({ error: uploadRefusalText["not-a-photo-field"] });
    const huge = await upload(new Uint8Array(21 * 1024 * 1024 + 10));
    expect(huge.status).toBe(413);
    expect((await db.select().from(personalUploads).where(eq(personalUploads.productId, productId))).length).toBe(before);
  });
});
