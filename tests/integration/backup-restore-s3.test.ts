// Backup and restore of a shop whose images are in object storage (s3rver on 127.0.0.1): the archive holds
// the bucket's originals in its uploads folder, and a restore puts them back into a bucket (checked), makes
// the variants for MEDIA_PUBLIC_URL, and leaves DATA_DIR/uploads alone. A bucket it cannot read is refused
// before the database is touched.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { IMAGE_WIDTHS, variantKey } from "~/lib/media";
import { bucketKeys, copyUploadsToBucket, localFileKeys } from "~/modules/media/copy-to-bucket.server";
import type { S3FileStorage } from "~/modules/media/s3-storage.server";
import { objectStorageFor, uploadsDir } from "~/modules/media/storage.server";
import { createBackup, restoreBackup } from "~/modules/ops/backup.server";
import { OperationRefusedError } from "~/modules/ops/operator-refusals.server";
import { archivePath, databaseState, newShop, seededShop, useBackupTestPlaces, withDb, withoutCatalogVersion } from "../support/backup-shop";
import { availableDatabaseKinds } from "../support/databases";
import { startS3Server, type TestS3Server } from "../support/s3-server";

useBackupTestPlaces();

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

const bucketAt = (prefix: string, bucket?: string) =>
  objectStorageFor(parseEnv({ ...s3.env, ...(bucket ? { S3_BUCKET: bucket } : {}), S3_PREFIX: prefix })) as S3FileStorage;

for (const kind of availableDatabaseKinds()) {
  describe(`backup and restore with object storage [${kind}]`, () => {
    it("archives the bucket's originals (not its variants) and restores them into a bucket, variants made, DATA_DIR/uploads untouched", async () => {
      const shop = await seededShop(kind);
      const source = bucketAt(`${kind}-source`);
      const images = await localFileKeys(uploadsDir(shop.dataDir));
      expect(images.length).toBeGreaterThan(0);
      // The seeded files are random bytes; variants need real pictures.
      const originals = new Map<string, Buffer>();
      for (const [i, key] of images.entries()) {
        const bytes = await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: i * 40, g: 90, b: 10 } } })
          .webp()
          .toBuffer();
        fs.writeFileSync(path.join(uploadsDir(shop.dataDir), ...key.split("/")), bytes);
        originals.set(key, bytes);
      }
      expect((await copyUploadsToBucket({ dataDir: shop.dataDir, storage: source, makeMissingVariants: true })).failed).toEqual([]);
      fs.rmSync(uploadsDir(shop.dataDir), { recursive: true });

      const out = archivePath();
      const { manifest } = await createBackup({ dataDir: shop.dataDir, database: shop.location, out, bucket: source });
      expect(
        manifest.files
          .filter((f) => f.path.startsWith("uploads/"))
          .map((f) => f.path)
          .sort(),
      ).toEqual(images.map((key) => `uploads/${key}`));
      const state = await withDb(shop.location, databaseState);

      // A bucket that cannot be read: refused before the database is touched.
      const target = await newShop(kind);
      await expect(restoreBackup({ file: out, dataDir: target.dataDir, database: target.location, bucket: bucketAt("x", "no-such-bucket") })).rejects.toThrow(
        OperationRefusedError,
      );
      expect((await withDb(target.location, databaseState)).products).toEqual([]);

      const restoredTo = bucketAt(`${kind}-restored`);
      const restored = await restoreBackup({ file: out, dataDir: target.dataDir, database: target.location, bucket: restoredTo, makeMissingVariants: true });
      expect(restored.bucket).toEqual({ copied: images.length, skipped: 0, variantsMade: images.length * IMAGE_WIDTHS.length });
      expect(await bucketKeys(restoredTo)).toEqual([...images, ...images.flatMap((key) => IMAGE_WIDTHS.map((w) => variantKey(key, w)))].sort());
      for (const [key, bytes] of originals) expect((await restoredTo.read(key))?.equals(bytes), key).toBe(true);
      expect(fs.existsSync(uploadsDir(target.dataDir))).toBe(false);
      expect(fs.readdirSync(path.join(target.dataDir, "outbox")).length).toBeGreaterThan(0);
      expect(withoutCatalogVersion(await withDb(target.location, databaseState))).toEqual(withoutCatalogVersion(state));
    });
  });
}
