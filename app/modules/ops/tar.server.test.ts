import { execFileSync, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { legacyTarGz } from "../../../tests/support/legacy-tar";
import { ArchiveFormatError, extractTarGz, isSafeArchivePath, readTarGzEntries, writeTarGz, writeTarGzEntries } from "./tar.server";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-tar-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const hasTar = spawnSync("tar", ["--version"]).status === 0;
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const LONG = `uploads/products/${"0b7e4a5e-6f7d-4c1e-9a55-3d2c1b0a9f8e_1760000000000_".repeat(3)}çok-uzun-ürün-adı.webp`;

/** A raw ustar header, for archives our writer would never make. */
function rawHeader(name: string, type: string, size = 0, linkname = ""): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, 100, "utf8");
  block.write("0000644\0", 100, "ascii");
  block.write("0000000\0", 108, "ascii");
  block.write("0000000\0", 116, "ascii");
  block.write(`${size.toString(8).padStart(11, "0")}\0`, 124, "ascii");
  block.write("00000000000\0", 136, "ascii");
  block.fill(0x20, 148, 156);
  block.write(type, 156, "ascii");
  block.write(linkname, 157, 100, "utf8");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  let sum = 0;
  for (const b of block) sum += b;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

function gzipTar(...parts: Buffer[]): string {
  const file = path.join(dir, `raw-${randomBytes(3).toString("hex")}.tar.gz`);
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat([...parts, Buffer.alloc(1024)])));
  return file;
}

describe("tar.gz archives", () => {
  it("round-trips files of every size, long and non-ASCII names, and folders", async () => {
    const big = randomBytes(300_000);
    const source = path.join(dir, "source");
    const put = (name: string, bytes: Buffer) => {
      fs.mkdirSync(path.dirname(path.join(source, name)), { recursive: true });
      fs.writeFileSync(path.join(source, name), bytes);
    };
    put("db/empty.jsonl", Buffer.alloc(0));
    put("db/one.jsonl", Buffer.from('{"ad":"Işık"}\n'));
    put(LONG, big);
    put("uploads/exact-512", randomBytes(512));
    const file = path.join(dir, "a.tar.gz");
    await writeTarGz(file, source, ["uploads", "db/empty.jsonl", "db/one.jsonl", LONG, "uploads/exact-512"]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const out = path.join(dir, "out");
    fs.mkdirSync(out);
    const entries = await extractTarGz(file, out);
    expect(entries.map((e) => [e.path, e.type, e.size])).toEqual([
      ["uploads", "directory", 0],
      ["db/empty.jsonl", "file", 0],
      ["db/one.jsonl", "file", Buffer.byteLength('{"ad":"Işık"}\n')],
      [LONG, "file", big.length],
      ["uploads/exact-512", "file", 512],
    ]);
    expect(entries[3].sha256).toBe(sha(big));
    expect(entries[4].sha256).toBe(sha(fs.readFileSync(path.join(source, "uploads", "exact-512"))));
    expect(fs.readFileSync(path.join(out, ...LONG.split("/")))).toEqual(big);
    expect(fs.readFileSync(path.join(out, "db", "one.jsonl"), "utf8")).toBe('{"ad":"Işık"}\n');
  });

  it.runIf(hasTar)("is read by GNU tar, and reads what GNU tar writes", async () => {
    const file = path.join(dir, "ours.tar.gz");
    await writeTarGzEntries(file, [
      ["db/x.jsonl", Buffer.from("1\n")],
      [LONG, Buffer.from("resim")],
    ]);
    const listed = execFileSync("tar", ["-tzf", file], { encoding: "utf8" }).trim().split("\n");
    expect(listed).toEqual(["db/x.jsonl", LONG]);
    const gnuOut = path.join(dir, "gnu-out");
    fs.mkdirSync(gnuOut);
    execFileSync("tar", ["-xzf", file, "-C", gnuOut]);
    expect(fs.readFileSync(path.join(gnuOut, ...LONG.split("/")), "utf8")).toBe("resim");

    // GNU tar's own archive of that folder (./ prefixes, its long-name format) reads back the same.
    const theirs = path.join(dir, "theirs.tar.gz");
    execFileSync("tar", ["-czf", theirs, "-C", gnuOut, "."]);
    const entries = await readTarGzEntries(theirs);
    expect(entries.get(LONG)?.toString()).toBe("resim");
    expect(entries.get("db/x.jsonl")?.toString()).toBe("1\n");
  });

  it("refuses names that leave the folder, links and damaged or truncated archives", async () => {
    for (const name of ["../evil", "/etc/passwd", "a/../../b", "a//b", "a\\b", ""]) expect(isSafeArchivePath(name)).toBe(false);
    expect(isSafeArchivePath("uploads/products/a.webp")).toBe(true);

    const extractTo = async (file: string) => {
      const out = fs.mkdtempSync(path.join(dir, "x-"));
      return extractTarGz(file, out);
    };
    await expect(extractTo(gzipTar(rawHeader("../evil.txt", "0", 3), Buffer.concat([Buffer.from("kötü"), Buffer.alloc(507)])))).rejects.toThrow(
      ArchiveFormatError,
    );
    expect(fs.existsSync(path.join(dir, "evil.txt"))).toBe(false);
    await expect(extractTo(gzipTar(rawHeader("uploads/link", "2", 0, "/etc/passwd")))).rejects.toThrow(/unsupported type '2'/);
    await expect(extractTo(gzipTar(rawHeader("uploads/hard", "1", 0, "db/x")))).rejects.toThrow(/unsupported type/);

    const bad = rawHeader("db/x.jsonl", "0", 0);
    bad[0] ^= 1; // checksum no longer matches
    await expect(extractTo(gzipTar(bad))).rejects.toThrow(/checksum/);

    const good = path.join(dir, "good.tar.gz");
    await writeTarGzEntries(good, [["db/x.jsonl", randomBytes(100_000)]]);
    const bytes = fs.readFileSync(good);
    const truncated = path.join(dir, "truncated.tar.gz");
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(extractTo(truncated)).rejects.toThrow(ArchiveFormatError);
    const garbage = path.join(dir, "garbage.tar.gz");
    fs.writeFileSync(garbage, "bu bir arşiv değil");
    await expect(extractTo(garbage)).rejects.toThrow(ArchiveFormatError);
    const twice = gzipTar(rawHeader("db/x", "0", 0), rawHeader("db/x", "0", 0));
    await expect(extractTo(twice)).rejects.toThrow(/twice/);
  });

  it("never overwrites an existing archive", async () => {
    const file = path.join(dir, "exists.tar.gz");
    fs.writeFileSync(file, "eski");
    fs.mkdirSync(path.join(dir, "db"));
    await expect(writeTarGz(file, dir, ["db"])).rejects.toThrow(/EEXIST/);
    expect(fs.readFileSync(file, "utf8")).toBe("eski");
  });

  it("reads archives written by the shop's own writer before the tar package (pax names, folders)", async () => {
    const file = path.join(dir, "legacy.tar.gz");
    const big = randomBytes(70_000);
    fs.writeFileSync(
      file,
      legacyTarGz([
        ["db", null],
        ["db/x.jsonl", Buffer.from('{"ad":"Işık"}\n')],
        ["uploads", null],
        ["uploads/products", null],
        [LONG, big],
        ["manifest.json", Buffer.from("{}\n")],
      ]),
    );
    const out = path.join(dir, "legacy-out");
    fs.mkdirSync(out);
    const entries = await extractTarGz(file, out);
    expect(entries.map((e) => [e.path, e.type, e.size, e.sha256])).toEqual([
      ["db", "directory", 0, undefined],
      ["db/x.jsonl", "file", Buffer.byteLength('{"ad":"Işık"}\n'), sha(Buffer.from('{"ad":"Işık"}\n'))],
      ["uploads", "directory", 0, undefined],
      ["uploads/products", "directory", 0, undefined],
      [LONG, "file", big.length, sha(big)],
      ["manifest.json", "file", 3, sha(Buffer.from("{}\n"))],
    ]);
    expect(fs.readFileSync(path.join(out, ...LONG.split("/")))).toEqual(big);
  });
});
