import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFileStorage, InvalidStorageKeyError, isValidStorageKey, LocalFileStorage, uploadsDir, writeFileAtomic } from "./storage.server";

let dataDir: string;
let storage: LocalFileStorage;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-storage-"));
  storage = new LocalFileStorage(uploadsDir(dataDir));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const KEY = "products/0b7e4a5e-6f7d-4c1e-9a55-3d2c1b0a9f8e_1760000000000_kupa.webp";

describe("LocalFileStorage", () => {
  it("puts, reads, streams, stats and deletes under DATA_DIR/uploads", async () => {
    expect(await storage.exists(KEY)).toBe(false);
    expect(await storage.read(KEY)).toBeNull();
    expect(await storage.stream(KEY)).toBeNull();
    expect(await storage.stat(KEY)).toBeNull();

    await storage.put(KEY, Buffer.from("merhaba"));
    expect(fs.readFileSync(path.join(dataDir, "uploads", KEY), "utf8")).toBe("merhaba");
    expect(await storage.exists(KEY)).toBe(true);
    expect((await storage.read(KEY))?.toString()).toBe("merhaba");
    const stream = await storage.stream(KEY);
    expect(stream && (await text(stream))).toBe("merhaba");
    expect((await storage.stat(KEY))?.size).toBe(7);

    await storage.put(KEY, Buffer.from("güle güle"));
    expect((await storage.read(KEY))?.toString()).toBe("güle güle");
    // Only the file itself: no temporary files left behind.
    expect(fs.readdirSync(path.join(dataDir, "uploads", "products"))).toEqual([path.basename(KEY)]);

    expect(await storage.delete(KEY)).toBe(true);
    expect(await storage.delete(KEY)).toBe(false);
    expect(await storage.exists(KEY)).toBe(false);
  });

  it("treats a folder as no file", async () => {
    await storage.put("products/a/b.webp", Buffer.from("x"));
    expect(await storage.exists("products/a")).toBe(false);
    expect(await storage.read("products/a")).toBeNull();
  });

  const badKeys = [
    "",
    "..",
    "../secret.txt",
    "products/../../secret.txt",
    "products/./x.webp",
    "products//x.webp",
    "/etc/passwd",
    "products\\..\\..\\secret.txt",
    "products/x\0.webp",
    "products/.hidden",
    "products/x.webp/",
    "products/ x.webp",
    "products/%2e%2e/x",
    "C:\\Windows\\win.ini",
    "C:/Windows/win.ini",
    "products/ü.webp",
    `products/${"a".repeat(600)}.webp`,
  ];

  it.each(badKeys)("refuses the key %j for every operation", async (key) => {
    expect(isValidStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from("x"))).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.stream(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it("never reads or deletes a file outside the root", async () => {
    const secret = path.join(dataDir, "secret.txt");
    fs.writeFileSync(secret, "gizli");
    for (const key of ["../secret.txt", "products/../../secret.txt", "x/../../secret.txt"]) {
      await expect(storage.read(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    }
    expect(fs.readFileSync(secret, "utf8")).toBe("gizli");
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
  });

  it("createFileStorage roots the storage at DATA_DIR/uploads", async () => {
    const s = createFileStorage(dataDir);
    await s.put("a.webp", Buffer.from("1"));
    expect(fs.existsSync(path.join(dataDir, "uploads", "a.webp"))).toBe(true);
  });
});

describe("writeFileAtomic", () => {
  it("never leaves a half-written file under concurrent writers", async () => {
    const target = path.join(dataDir, "cache", "x.bin");
    const versions = Array.from({ length: 12 }, (_, i) => Buffer.alloc(256 * 1024, i));
    await Promise.all(versions.map((bytes) => writeFileAtomic(target, bytes)));
    const final = fs.readFileSync(target);
    expect(final.length).toBe(256 * 1024);
    expect(final.every((b) => b === final[0])).toBe(true);
    expect(fs.readdirSync(path.dirname(target))).toEqual(["x.bin"]);
  });
});
