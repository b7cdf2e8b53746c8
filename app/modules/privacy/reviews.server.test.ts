// A person's reviews under KVKK (docs/product.md#reviews, docs/product.md#kvkk): the export lists them; anonymising
// the order (a request or the retention job) erases the initials and the photo (file, resized copies and key) on
// local disk and on S3, and keeps the stars, title and text and the product's figures. On PGlite and on PostgreSQL
// when TEST_DATABASE_URL is set.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { orders, products, reviews } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { IMAGE_WIDTHS, variantKey } from "~/lib/media";
import { readCatalogVersion } from "~/modules/catalog/cache.server";
import { createFileStorage, type FileStorage, LocalFileStorage } from "~/modules/media/storage.server";
import { mediaCacheDir } from "~/modules/media/variants.server";
import { approveReview, replyToReview } from "~/modules/reviews/moderation.server";
import { action as dataRequestsAction } from "~/routes/admin/data-requests";
import { adminCookie, routeContext } from "../../../tests/support/admin-fixtures";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { insertReview } from "../../../tests/support/review-fixtures";
import { startS3Server, type TestS3Server } from "../../../tests/support/s3-server";
import { anonymiseExpiredOrders, anonymiseOrders, anonymiseOrdersOfEmail, dataRequestJson, findOrdersOfEmail } from "./data-requests.server";

const by = { actor: { id: null, email: "sahip@example.com" }, clientIp: null };
const YEAR = 365 * 86_400_000;

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

/** A local storage in DATA_DIR/uploads of a fresh data folder, as the shop makes it. */
function localStorage(): { storage: LocalFileStorage; dataDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "review-kvkk-"));
  return { storage: new LocalFileStorage(path.join(dataDir, "uploads")), dataDir };
}

/** A stored review photo with its resized copies (in the bucket, or in the local cache of resized images). */
async function storePhoto(storage: FileStorage, dataDir: string | null): Promise<string[]> {
  const key = `reviews/${crypto.randomUUID()}.webp`;
  await storage.put(key, new Uint8Array([1, 2, 3]));
  const copies: string[] = [];
  if (storage.sharedByServers) {
    for (const width of IMAGE_WIDTHS) await storage.put(variantKey(key, width), new Uint8Array([4]));
    copies.push(...IMAGE_WIDTHS.map((width) => variantKey(key, width)));
  }
  if (dataDir) {
    const cached = path.join(mediaCacheDir(dataDir), "w160", ...key.split("/"));
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    fs.writeFileSync(cached, "x");
  }
  return [key, ...copies];
}

async function reviewRow(db: Database, id: string) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

async function figures(db: Database, productId: string) {
  const [row] = await db.select({ count: products.reviewCount, total: products.ratingTotal }).from(products).where(eq(products.id, productId));
  return row;
}

describeEachDatabase("reviews under KVKK", (getDb) => {
  it("the export lists the person's reviews with the shop's reply", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Dışa Aktarılan Kupa", stock: 20 });
    const review = await insertReview(db, product.id, { rating: 4, title: "Güzel", body: "Hediye çok beğenildi.", senderEmail: "yorumcu@example.com" });
    await approveReview(db, review.id, by);
    await replyToReview(db, review.id, "Teşekkür ederiz!", by);

    const rows = await findOrdersOfEmail(db, "YORUMCU@example.com");
    const document = JSON.parse(dataRequestJson("yorumcu@example.com", rows, "Dükkan"));
    expect(document.orders[0].reviews).toEqual([
      {
        product: "Dışa Aktarılan Kupa",
        rating: 4,
        title: "Güzel",
        body: "Hediye çok beğenildi.",
        status: "approved",
        reviewerInitials: "A. Y.",
        photo: false,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        storeReply: "Teşekkür ederiz!",
        storeRepliedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
  });

  it("anonymising erases the initials and the photo on disk and on S3, keeps the stars and the figures", async () => {
    const db = getDb();
    const local = localStorage();
    const bucket = createFileStorage(parseEnv({ ...s3.env, S3_PREFIX: `reviews-${Math.random()}` }));
    for (const [storage, dataDir] of [
      [local.storage, local.dataDir],
      [bucket, null],
    ] as const) {
      const product = await insertProduct(db, { name: `Fotoğraflı ${Math.random()}`, stock: 20 });
      const files = await storePhoto(storage, dataDir);
      const email = `foto-${Math.random()}@example.com`;
      const review = await insertReview(db, product.id, { rating: 3, photoKey: files[0], senderEmail: email });
      const other = await insertReview(db, product.id, { rating: 5 });
      for (const id of [review.id, other.id]) await approveReview(db, id, by);
      expect(await figures(db, product.id)).toEqual({ count: 2, total: 8 });

      const version = await readCatalogVersion(db);
      const result = await anonymiseOrdersOfEmail(db, email, new Date(), null, storage);
      expect(result.reviews).toBe(1);
      expect(await reviewRow(db, review.id)).toMatchObject({
        reviewerInitials: null,
        photoKey: null,
        rating: 3,
        title: "Çok güzel bir hediye",
        body: "Paketleme özenliydi, kupa fotoğraftaki gibi geldi.",
        status: "approved",
      });
      for (const file of files) expect(await storage.exists(file)).toBe(false);
      if (dataDir) expect(fs.existsSync(path.join(mediaCacheDir(dataDir), "w160", ...files[0].split("/")))).toBe(false);
      expect(await reviewRow(db, other.id)).toMatchObject({ reviewerInitials: "A. Y." });
      expect(await figures(db, product.id)).toEqual({ count: 2, total: 8 });
      // The route bumps after the commit (anonymiseOrdersOfEmail runs in its audit transaction).
      expect(await readCatalogVersion(db)).toBe(version);
      expect((await anonymiseOrders(db, [review.orderId], new Date(), null, storage)).reviews).toBe(0);
    }
  });

  it("the retention job erases the initials of old orders' reviews and bumps the catalogue version", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Eski Sipariş Kupası", stock: 20 });
    const review = await insertReview(db, product.id, { rating: 2, status: "approved" });
    const now = new Date();
    await db
      .update(orders)
      .set({ createdAt: new Date(now.getTime() - 20 * YEAR) })
      .where(eq(orders.id, review.orderId));
    const version = await readCatalogVersion(db);
    const result = await anonymiseExpiredOrders(db, { now, orderYears: 10, batchSize: 1000 });
    expect(result.orderIds).toContain(review.orderId);
    expect(await reviewRow(db, review.id)).toMatchObject({ reviewerInitials: null, rating: 2 });
    expect(await readCatalogVersion(db)).toBeGreaterThan(version);
  });

  it("the data requests page's anonymisation bumps the catalogue version once the erasure is committed", async () => {
    const db = getDb();
    const cookie = await adminCookie(db);
    const product = await insertProduct(db, { name: "Sayfadan Silinen", stock: 20 });
    const review = await insertReview(db, product.id, { senderEmail: "sayfa-yorum@example.com" });
    await approveReview(db, review.id, by);
    const body = new FormData();
    body.set("intent", "anonymise");
    body.set("email", "sayfa-yorum@example.com");
    const request = new Request("http://shop.test/admin/data-requests", { method: "POST", headers: { Origin: "http://shop.test", Cookie: cookie }, body });
    const version = await readCatalogVersion(db);
    const answer = (await dataRequestsAction({ request, params: {}, context: routeContext(db) } as never)) as { data: { stage: string } };
    expect(answer.data.stage).toBe("done");
    expect(await reviewRow(db, review.id)).toMatchObject({ reviewerInitials: null, rating: 5, status: "approved" });
    expect(await readCatalogVersion(db)).toBeGreaterThan(version);
  });
});
