// Unit checks of the backup archive; the round trips on real databases are in
// tests/integration/backup-restore.test.ts.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ARCHIVE_FORMAT, defaultBackupName, defaultBackupPath, extractAndVerify } from "./backup-archive.server";
import { InvalidBackupError } from "./operator-refusals.server";
import { writeTarGzEntries } from "./tar.server";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backup-unit-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("names and settings", () => {
  it("names archives by UTC time under DATA_DIR/backups", () => {
    const now = new Date("2026-11-21T07:05:09.999Z");
    expect(defaultBackupName(now)).toBe("shop-20261121-070509.tar.gz");
    expect(defaultBackupPath("/srv/shop/data", now)).toBe("/srv/shop/data/backups/shop-20261121-070509.tar.gz");
  });
});

describe("checking an archive before anything is touched", () => {
  const table = (rows: string) => ({
    schema: "public",
    name: "categories",
    file: "db/01-categories.jsonl",
    columns: [{ name: "id", type: "uuid" }],
    primaryKey: ["id"],
    rows: rows.split("\n").filter(Boolean).length,
    bytes: Buffer.byteLength(rows),
    sha256: createHash("sha256").update(rows).digest("hex"),
  });
  const manifest = (extra: Record<string, unknown> = {}) => ({
    format: ARCHIVE_FORMAT,
    version: 1,
    createdAt: "2026-11-21T07:00:00.000Z",
    shop: { name: "shop", version: "0.1.0" },
    database: { kind: "pglite", server: "PostgreSQL" },
    migrations: { level: 1, tag: "0000_init", applied: [] },
    tables: [table('{"id":"x"}\n')],
    folders: ["uploads", "outbox"],
    directories: [],
    files: [],
    ...extra,
  });
  async function archive(entries: [string, string][]): Promise<string> {
    const file = path.join(dir, `a-${Math.random().toString(36).slice(2)}.tar.gz`);
    await writeTarGzEntries(
      file,
      entries.map(([name, text]) => [name, Buffer.from(text)]),
    );
    return file;
  }
  const extract = (file: string) => {
    const target = fs.mkdtempSync(path.join(dir, "x-"));
    return extractAndVerify(file, target);
  };

  it("accepts a consistent archive", async () => {
    const file = await archive([
      ["db/01-categories.jsonl", '{"id":"x"}\n'],
      ["manifest.json", JSON.stringify(manifest())],
    ]);
    expect((await extract(file)).tables[0].rows).toBe(1);
  });

  it("refuses missing, extra, mismatched and misplaced files, other formats and newer versions", async () => {
    const cases: [string, [string, string][], RegExp][] = [
      ["missing table file", [["manifest.json", JSON.stringify(manifest())]], /db\/01-categories.jsonl is missing/],
      [
        "changed table file",
        [
          ["db/01-categories.jsonl", '{"id":"y"}\n'],
          ["manifest.json", JSON.stringify(manifest())],
        ],
        /does not match its checksum/,
      ],
      [
        "file not in the manifest",
        [
          ["db/01-categories.jsonl", '{"id":"x"}\n'],
          ["uploads/extra.webp", "x"],
          ["manifest.json", JSON.stringify(manifest())],
        ],
        /uploads\/extra.webp is not listed/,
      ],
      [
        "file outside the folders",
        [
          ["db/01-categories.jsonl", '{"id":"x"}\n'],
          ["pglite/base", "x"],
          ["manifest.json", JSON.stringify(manifest({ files: [{ path: "pglite/base", size: 1, sha256: createHash("sha256").update("x").digest("hex") }] }))],
        ],
        /outside the backed-up folders/,
      ],
      ["no manifest", [["db/01-categories.jsonl", '{"id":"x"}\n']], /no manifest.json/],
      ["another format", [["manifest.json", JSON.stringify({ format: "other" })]], /not a shop backup/],
      ["newer version", [["manifest.json", JSON.stringify(manifest({ version: 99 }))]], /newer version of the shop/],
      ["bad JSON", [["manifest.json", "{"]], /not valid JSON/],
    ];
    for (const [label, entries, message] of cases) {
      const file = await archive(entries);
      await expect(extract(file), label).rejects.toThrow(InvalidBackupError);
      await expect(extract(file), label).rejects.toThrow(message);
    }
  });
});
