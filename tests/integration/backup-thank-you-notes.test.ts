// Backups and copies hold the thank-you conversations (docs/product.md#thank-you-notes): a sender's answer points at
// the note it answers in the same table (thank_you_messages.reply_to_id), and rows are dumped by id, so an answer may
// come long before its note — in an earlier batch of the load. The restore must take the table whole all the same.
// On PGlite always, on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import { orders, thankYouMessages, thankYouThreads } from "~/db/schema";
import { createBackup, restoreBackup } from "~/modules/ops/backup.server";
import { archivePath, seededShop, shopState, useBackupTestPlaces, withDb, withoutCatalogVersion } from "../support/backup-shop";
import { availableDatabaseKinds } from "../support/databases";

useBackupTestPlaces();

/** More notes than one batch of the load, the answer's id sorting first and its note's last. */
const FILLER_NOTES = 520;
const ANSWER_ID = "00000000-0000-4000-8000-000000000000";
const NOTE_ID = "ffffffff-ffff-4fff-bfff-ffffffffffff";

for (const kind of availableDatabaseKinds()) {
  describe(`backup and restore of thank-you notes [${kind}]`, () => {
    it("restores an answer dumped batches before the note it answers", async () => {
      const shop = await seededShop(kind);
      await withDb(shop.location, async (db) => {
        const [order] = await db.select({ id: orders.id }).from(orders).limit(1);
        await db.update(orders).set({ thanksCode: "abcdefghjkmnpqrstv" });
        const [thread] = await db
          .insert(thankYouThreads)
          .values({ orderId: order.id, recipientNickname: "Minik Kuş", senderName: "Ayşe", revealedAt: new Date() })
          .returning();
        await db.insert(thankYouMessages).values({ id: NOTE_ID, threadId: thread.id, author: "recipient", body: "Teşekkürler!", photoKey: null });
        await db.insert(thankYouMessages).values({ id: ANSWER_ID, threadId: thread.id, author: "sender", body: "Rica ederim.", replyToId: NOTE_ID });
        await db
          .insert(thankYouMessages)
          .values(Array.from({ length: FILLER_NOTES }, (_, i) => ({ threadId: thread.id, author: "recipient" as const, body: `Not ${i}` })));
      });
      const atBackup = await shopState(shop.location, shop.dataDir);
      expect(atBackup.database.thank_you_messages).toHaveLength(FILLER_NOTES + 2);

      const out = archivePath();
      const { manifest } = await createBackup({ dataDir: shop.dataDir, database: shop.location, out });
      const order = manifest.tables.map((t) => t.name);
      expect(order.indexOf("orders")).toBeLessThan(order.indexOf("thank_you_threads"));
      expect(order.indexOf("thank_you_threads")).toBeLessThan(order.indexOf("thank_you_messages"));

      await withDb(shop.location, (db) => db.delete(thankYouThreads));
      await restoreBackup({ file: out, dataDir: shop.dataDir, database: shop.location, yes: true });
      expect(withoutCatalogVersion(await shopState(shop.location, shop.dataDir))).toEqual(withoutCatalogVersion(atBackup));
    });
  });
}
