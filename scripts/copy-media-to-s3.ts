// npm run media:copy-to-s3
// Moves a shop's images to object storage: copies every file of DATA_DIR/uploads (and the resized variants
// cached in DATA_DIR/cache/media) to the bucket named by S3_BUCKET and the other S3_* settings, checks each
// object after writing it, and skips objects the bucket already holds. With MEDIA_PUBLIC_URL it also makes
// the variants the bucket lacks. Nothing is deleted. Safe to run again. See docs/operations.md.
import { copyUploadsToBucket, describeBucket } from "~/modules/media/copy-to-bucket.server";
import { objectStorageFor } from "~/modules/media/storage.server";
import { exitOnCommandError, readArguments, readShopSettings } from "./lib/operator-command";

const usage = "Usage: npm run media:copy-to-s3 (with S3_BUCKET and the other S3_* settings in the environment or .env)";

try {
  readArguments(usage, {});
  const env = readShopSettings();
  const storage = objectStorageFor(env);
  if (!storage) {
    console.error(`Copy refused: S3_BUCKET is not set.\n${usage}`);
    process.exit(2);
  }
  const result = await copyUploadsToBucket({
    dataDir: env.DATA_DIR,
    storage,
    makeMissingVariants: env.MEDIA_PUBLIC_URL !== undefined,
    log: (line) => console.error(line),
  });
  const total = result.copied.length + result.skipped.length + result.failed.length;
  console.log(
    `${result.copied.length} copied and checked, ${result.skipped.length} already in the bucket (identical), ${result.failed.length} failed, of ${total} objects in ${describeBucket(storage)}.` +
      (env.MEDIA_PUBLIC_URL
        ? `\n${result.variantsMade} missing variants made for MEDIA_PUBLIC_URL.`
        : "\nVariants the bucket lacks are made on first request."),
  );
  if (result.failed.length > 0) {
    console.error(`Copy incomplete: ${result.failed.length} objects failed (listed above). Fix the cause and run it again; copied objects are skipped.`);
    process.exit(1);
  }
  console.log(`Every file of ${env.DATA_DIR}/uploads is in the bucket. Start the shop with the same S3_* settings; keep DATA_DIR/uploads until it runs.`);
} catch (error) {
  exitOnCommandError(error, { verb: "Copy", usage, refusedExitCode: 2 });
}
