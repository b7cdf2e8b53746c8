// `npm run media:copy-to-s3` against s3rver: every upload and cached variant copied and checked, nothing
// else; a second run skips what is identical; missing variants made for MEDIA_PUBLIC_URL; exit 1 on failure.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { IMAGE_WIDTHS, variantKey } from "~/lib/media";
import { bucketKeys, copyUploadsToBucket } from "~/modules/media/copy-to-bucket.server";
import type { S3FileStorage } from "~/modules/media/s3-storage.server";
import { createFileStorage } from "~/modules/media/storage.server";
import { startS3Server, type TestS3Server } from "../tests/support/s3-server";

const root = path.resolve(import.meta.dirname, "..");
const A = "products/aaaa_1_kupa.webp";
const B = "products/bbbb_2_mum.webp";
let s3: TestS3Server;
let dataDir: string;
let storage: S3FileStorage;

function writeFile(relative: string, bytes: Buffer | string) {
  const file = path.join(dataDir, ...relative.split("/"));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
}

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-copy-s3-"));
  const image = (r: number) =>
    sharp({ create: { width: 48, height: 32, channels: 3, background: { r, g: 0, b: 0 } } })
      .webp()
      .toBuffer();
  writeFile(`uploads/${A}`, await image(10));
  writeFile(`uploads/${B}`, await image(200));
  writeFile("uploads/products/.kupa.webp.tmp-123", "half-written");
  writeFile(`cache/media/w320/${A}`, await image(11));
  // The cached variant of an image that is gone: not copied.
  writeFile("cache/media/w320/products/gone_3_x.webp", "old");
  storage = createFileStorage(parseEnv({ ...s3.env, S3_PREFIX: "shop1", DATA_DIR: dataDir })) as S3FileStorage;
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("copies every upload and cached variant, checked; a second run skips identical objects and replaces a different one", async () => {
  const lines: string[] = [];
  const first = await copyUploadsToBucket({ dataDir, storage, log: (line) => lines.push(line) });
  const expected = [A, B, variantKey(A, 320)].sort();
  expect(first).toEqual({ copied: expected, skipped: [], failed: [], variantsMade: 0 });
  expect(await bucketKeys(storage)).toEqual(expected);
  expect((await storage.read(A))?.equals(fs.readFileSync(path.join(dataDir, "uploads", A)))).toBe(true);
  expect(lines[0]).toBe("Copying 3 files (2 images and 1 cached variants) to s3://shop-media/shop1/…");

  await storage.put(B, Buffer.from("something else"));
  const second = await copyUploadsToBucket({ dataDir, storage });
  expect(second).toEqual({ copied: [B], skipped: [A, variantKey(A, 320)], failed: [], variantsMade: 0 });
  expect((await storage.read(B))?.equals(fs.readFileSync(path.join(dataDir, "uploads", B)))).toBe(true);
});

it("with MEDIA_PUBLIC_URL, makes every variant the bucket lacks", async () => {
  const result = await copyUploadsToBucket({ dataDir, storage, makeMissingVariants: true });
  expect(result).toMatchObject({ copied: [], failed: [], variantsMade: 2 * IMAGE_WIDTHS.length - 1 });
  expect(await bucketKeys(storage, "variants/")).toEqual([A, B].flatMap((key) => IMAGE_WIDTHS.map((w) => variantKey(key, w))).sort());
  expect((await sharp((await storage.read(variantKey(B, 160))) as Buffer).metadata()).format).toBe("webp");
});

it("the command says what failed in English and exits with 1", async () => {
  // Asynchronous: the S3 server answering the command runs in this process.
  const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");
  const env = { PATH: process.env.PATH, ...s3.env, S3_BUCKET: "no-such-bucket", DATA_DIR: dataDir, NODE_NO_WARNINGS: "1" };
  const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [tsx, "--tsconfig", path.join(root, "tsconfig.json"), path.join(root, "scripts/copy-media-to-s3.ts")],
      { cwd: dataDir, env },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
  expect(run.code, run.stderr).toBe(1);
  expect(run.stderr).toContain(`FAILED ${A}: `);
  expect(run.stdout).toContain("0 copied and checked, 0 already in the bucket (identical), 3 failed, of 3 objects in s3://no-such-bucket/.");
  expect(run.stderr).toContain("Copy incomplete: 3 objects failed");
});
