// The committed migrations, and the tables a backup carries at each migration level.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { codeMigrations, snapshotObjects } from "./migration-level.server";

describe("migrations and the tables a backup carries", () => {
  it("reads the committed migrations in journal order", () => {
    const migrations = codeMigrations();
    const journal = JSON.parse(fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
    expect(migrations.map((m) => [m.tag, m.when])).toEqual(journal.entries.map((e) => [e.tag, e.when]));
    const first = fs.readFileSync(path.resolve(`drizzle/${migrations[0].tag}.sql`), "utf8");
    expect(migrations[0].hash).toBe(createHash("sha256").update(first).digest("hex"));
  });

  it("the latest migration's snapshot lists exactly the tables of app/db/schema.ts (so every table is backed up)", () => {
    const migrations = codeMigrations();
    const fromSnapshot = snapshotObjects(migrations, migrations.length).tables.map((t) => `${t.schema}.${t.name}`);
    const fromSchema = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => {
        const config = getTableConfig(table as PgTable);
        return `${config.schema ?? "public"}.${config.name}`;
      })
      .sort();
    expect(fromSnapshot).toEqual(fromSchema);
    expect(snapshotObjects(migrations, 0).tables).toEqual([]);
    expect(snapshotObjects(migrations, 1).tables.map((t) => t.name)).toContain("orders");
  });
});
