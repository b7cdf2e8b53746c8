// Writing a review from the invitation's link over HTTP (docs/product.md#reviews), on PGlite and PostgreSQL: the page
// (private, never indexed), a review kept pending with initials only, or published at once with the setting and the
// product's figures recounted; refusals in Turkish storing nothing; one review per line, also when two posts race;
// the photo stored public without its metadata; forged and expired links; posts limited per address.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { products, reviews } from "~/db/schema";
import { uploadRefusalText } from "~/lib/i18n/personal-fields";
import { reviewWriteText as t } from "~/lib/i18n/reviews";
import { inviteDueReviews } from "~/modules/reviews/invitations.server";
import { REVIEW_LINK_DAYS, reviewLinkKey, signReviewToken } from "~/modules/reviews/review-links.server";
import { updateShopSettings } from "~/modules/settings/shop-settings.server";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";
import { deliveredOrder, invitationMail, reviewLinksOf, settingsWith } from "../support/review-fixtures";

const OWNER = { actor: { id: null, email: "sahip@example.com" }, clientIp: null };
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase("writing a review", (getDb, kind) => {
  let shop: HttpShop;
  let limited: HttpShop;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "review-writing-"));
    shop = await startHttpShop({ db: getDb(), kind } as DatabaseHandle, { DATA_DIR: dataDir });
    limited = await startHttpShop({ db: getDb(), kind } as DatabaseHandle, { DATA_DIR: dataDir, RATE_LIMIT_ENABLED: "true", RATE_LIMIT_REVIEW: "2" });
  });
  afterAll(async () => {
    await shop?.close();
    await limited?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A delivered order, invited now: its links (mug first, then magnet) as paths on the shop. */
  async function invitedOrder() {
    const db = getDb();
    const order = await deliveredOrder(db, { deliveredAt: new Date(Date.now() - 8 * DAY) });
    await inviteDueReviews(db, { publicUrl: shop.url, settings: settingsWith({ inviteDelayDays: 7 }) });
    const links = reviewLinksOf(await invitationMail(db, order.id)).map((link) => link.slice(shop.url.length));
    const [mugLink, magnetLink] = order.mug.name < order.magnet.name ? links : [...links].reverse();
    return { ...order, mugLink, magnetLink };
  }

  function post(link: string, fields: Record<string, string>, photo?: { bytes: Uint8Array; name: string; type: string }, base = shop.url) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    body.set(
      "photo",
      photo ? new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type }) : new File([], "", { type: "application/octet-stream" }),
    );
    return fetch(`${base}${link}`, { method: "POST", body, headers: { Origin: base }, redirect: "manual" });
  }

  const GOOD = { rating: "5", name: "Ayşe Nur Yılmaz", title: "Çok güzel", body: "Kupa tam zamanında geldi, çok beğenildi." };

  async function reviewsOf(orderItemProductId: string) {
    return getDb().select().from(reviews).where(eq(reviews.productId, orderItemProductId));
  }

  it(`the link shows the product and the form, privately and never indexed [${kind}]`, async () => {
    const order = await invitedOrder();
    const page = await fetch(`${shop.url}${order.mugLink}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    const html = await page.text();
    expect(html).toContain(order.mug.name);
    expect(html).toContain(t.page.pendingNote);
    expect(html).not.toContain(order.magnet.name);
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    for (const n of [1, 2, 3, 4, 5]) expect(html).toContain(`${n} yıldız`);
    for (const text of ["Adınız Soyadınız", "Başlık", "Yorumunuz", "Doğrulanmış alım", "A. Y.", 'accept="image/*"', 'encType="multipart/form-data"'])
      expect(html).toContain(text);
    expect(shop.pageCache.size).toBe(0);
  });

  it(`a review is kept pending with the initials only, the link then thanks and refuses another [${kind}]`, async () => {
    const order = await invitedOrder();
    const answer = await post(order.mugLink, GOOD);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(order.mugLink);
    const [review] = await reviewsOf(order.mug.id);
    expect(review).toMatchObject({
      orderId: order.id,
      rating: 5,
      title: GOOD.title,
      body: GOOD.body,
      reviewerInitials: "A. Y.",
      status: "pending",
      photoKey: null,
    });
    expect(JSON.stringify(review)).not.toMatch(/Ayşe|Yılmaz|example\.com/);
    const [product] = await getDb().select().from(products).where(eq(products.id, order.mug.id));
    expect([product.reviewCount, product.ratingTotal]).toEqual([0, 0]);
    const thanks = await (await fetch(`${shop.url}${order.mugLink}`)).text();
    expect(thanks).toContain(t.page.thanks);
    expect(thanks).not.toContain('name="rating"');
    // The other line's link still takes its own review.
    expect(await (await fetch(`${shop.url}${order.magnetLink}`)).text()).toContain('name="rating"');
    const again = await post(order.mugLink, { ...GOOD, rating: "1", title: "İkinci" });
    expect([again.status, again.headers.get("location")]).toEqual([302, order.mugLink]);
    expect(await reviewsOf(order.mug.id)).toHaveLength(1);
  });

  it(`two posts racing keep one review and both get the thanks [${kind}]`, async () => {
    const order = await invitedOrder();
    const answers = await Promise.all([post(order.magnetLink, GOOD), post(order.magnetLink, { ...GOOD, rating: "4" })]);
    expect(answers.map((a) => [a.status, a.headers.get("location")])).toEqual([
      [302, order.magnetLink],
      [302, order.magnetLink],
    ]);
    expect(await reviewsOf(order.magnet.id)).toHaveLength(1);
  });

  it(`refusals name each field in Turkish and store nothing [${kind}]`, async () => {
    const order = await invitedOrder();
    const cases: [Record<string, string>, string[]][] = [
      [{ rating: "0", name: "", title: "", body: "kısa" }, [t.errors.rating, t.errors.nameRequired, t.errors.titleRequired, t.errors.bodyTooShort]],
      [{ ...GOOD, rating: "6" }, [t.errors.rating]],
      [{ ...GOOD, name: "x".repeat(81) }, [t.errors.nameTooLong]],
      [{ ...GOOD, name: "123 !!" }, [t.errors.nameRequired]],
      [{ ...GOOD, title: "b".repeat(101) }, [t.errors.titleTooLong]],
      [{ ...GOOD, body: "c".repeat(2001) }, [t.errors.bodyTooLong]],
    ];
    for (const [fields, messages] of cases) {
      const answer = await post(order.mugLink, fields);
      expect(answer.status).toBe(400);
      const html = await answer.text();
      for (const message of messages) expect(html).toContain(message);
      expect(html).toContain(t.page.formError);
    }
    expect(await reviewsOf(order.mug.id)).toHaveLength(0);
  });

  it(`published at once with the setting: the product's figures follow [${kind}]`, async () => {
    const db = getDb();
    await updateShopSettings(db, OWNER, (current) => ({ ...current, reviews: { ...current.reviews, publishWithoutApproval: true } }));
    try {
      const order = await invitedOrder();
      expect(await (await fetch(`${shop.url}${order.mugLink}`)).text()).not.toContain(t.page.pendingNote);
      expect((await post(order.mugLink, { ...GOOD, rating: "4" })).status).toBe(302);
      const [review] = await reviewsOf(order.mug.id);
      expect(review.status).toBe("approved");
      expect(review.approvedAt).not.toBeNull();
      const [product] = await db.select().from(products).where(eq(products.id, order.mug.id));
      expect([product.reviewCount, product.ratingTotal]).toEqual([1, 4]);
    } finally {
      await updateShopSettings(db, OWNER, (current) => ({ ...current, reviews: { ...current.reviews, publishWithoutApproval: false } }));
    }
  });

  it(`the photo is stored public under reviews/, without EXIF or GPS; a non-image is refused [${kind}]`, async () => {
    const order = await invitedOrder();
    const refused = await post(order.magnetLink, GOOD, {
      bytes: new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      name: "a.jpg",
      type: "image/jpeg",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(uploadRefusalText.not_an_image);
    expect(await reviewsOf(order.magnet.id)).toHaveLength(0);
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366aa" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "Telefon" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 0/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "29/1 0/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect((await post(order.magnetLink, GOOD, { bytes: photo, name: "foto.jpg", type: "image/jpeg" })).status).toBe(302);
    const [review] = await reviewsOf(order.magnet.id);
    expect(review.photoKey).toBe(`reviews/${review.id}/photo.webp`);
    expect(readdirSync(path.join(dataDir, "uploads", "reviews"))).toEqual([review.id]);
    const served = await fetch(`${shop.url}/media/${review.photoKey}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.xmp]).toEqual(["webp", 800, 600, undefined, undefined]);
    expect(bytes.toString("latin1")).not.toContain("Telefon");
  });

  it(`a forged link is not found (404), an expired one says so (410) [${kind}]`, async () => {
    const order = await invitedOrder();
    const forged = order.mugLink.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    for (const link of [forged, "/degerlendirme/yok", `/degerlendirme/${"a".repeat(300)}`]) {
      const page = await fetch(`${shop.url}${link}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain(t.notFound.title);
      expect((await post(link, GOOD)).status).toBe(404);
    }
    const [, , lineToken] = order.mugLink.split("/");
    const lineId = Buffer.from(lineToken.split(".")[0], "base64url").toString().split(":")[0];
    const expired = `/degerlendirme/${signReviewToken(await reviewLinkKey(getDb()), lineId, new Date(Date.now() - (REVIEW_LINK_DAYS + 1) * DAY))}`;
    const page = await fetch(`${shop.url}${expired}`);
    expect(page.status).toBe(410);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(await page.text()).toContain(t.expired.title);
    expect((await post(expired, GOOD)).status).toBe(410);
    expect(await reviewsOf(order.mug.id)).toHaveLength(0);
  });

  it(`posts past RATE_LIMIT_REVIEW get 429 per address; reading the page is not counted [${kind}]`, async () => {
    const order = await invitedOrder();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(order.mugLink, { ...GOOD, rating: "9" }, undefined, limited.url)).status);
    expect(statuses).toEqual([400, 400, 429, 429]);
    expect((await fetch(`${limited.url}${order.mugLink}`)).status).toBe(200);
  });
});
