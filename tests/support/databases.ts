// Integration tests run against every database the shop supports: PGlite always, and a real PostgreSQL
// server when TEST_DATABASE_URL points at one (scripts/test-all.sh starts PostgreSQL 15 and sets it).
// Each database is a copy of one migrated by tests/support/global-setup.ts at the start of the run (the same
// openDatabase, so the same migrations, pg_trgm and settings); without that setup each is migrated here.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import { pooledPgliteDatabase } from "./pglite-pool";
import { createDatabase, withPg } from "./server-process";

export type DatabaseKind = "pglite" | "postgres";

export function availableDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A tar of a PGlite data folder for PGlite's `loadDataDir`, read once per worker and shared by every database
 * made from it (PGlite only reads it). PGlite takes the bytes with `arrayBuffer()`, which a Blob answers by
 * copying its 41 MB through a stream, about a tenth of the CPU of starting a database; this one hands over
 * the bytes it holds.
 */
export class PgliteDataDirTar extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(file: string) {
    super([], { type: "application/x-tar" });
    const bytes = fs.readFileSync(file);
    this.#bytes = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

let templates: Promise<void> | undefined;

/**
 * Resolves once tests/support/global-setup.ts has made the templates (it makes them while the first files
 * run); rejects with its error when it could not. Without that setup (a single file run on its own config)
 * there is nothing to wait for.
 */
export function templatesReady(): Promise<void> {
  templates ??= (async () => {
    const marker = inject("templatesReadyFile");
    if (!marker) return;
    while (!fs.existsSync(marker)) await new Promise((resolve) => setTimeout(resolve, 20));
    const failure = fs.readFileSync(marker, "utf8");
    if (failure) throw new Error(`The test databases' templates could not be made:\n${failure}`);
  })();
  return templates;
}

const pgliteTemplates = new Map<string, PgliteDataDirTar>();

/** The migrated template for a database in memory, or with `onDisk` for a shop's data folder. */
async function migratedPgliteDataDir({ onDisk }: { onDisk: boolean }): Promise<Blob | undefined> {
  const file = inject(onDisk ? "pgliteTemplateFile" : "pgliteInMemoryTemplateFile");
  if (!file) return undefined;
  await templatesReady();
  let template = pgliteTemplates.get(file);
  if (!template) pgliteTemplates.set(file, (template = new PgliteDataDirTar(file)));
  return template;
}

/**
 * A fresh, migrated, empty database of the given kind; drop it with the returned close(). An in-memory PGlite
 * copy may be one that an earlier suite in this worker used and gave back emptied (tests/support/pglite-pool.ts).
 * `copyTemplate: false` migrates a new database instead of copying the template (to compare the two);
 * `pgliteDir`: a PGlite database in that folder (as a shop's DATA_DIR/pglite) instead of in memory.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { copyTemplate = true, pgliteDir = undefined as string | undefined } = {},
): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const onDisk = pgliteDir !== undefined;
    const open = async () => openDatabase({ kind: "pglite", dir: pgliteDir, loadDataDir: copyTemplate ? await migratedPgliteDataDir({ onDisk }) : undefined });
    return copyTemplate && !onDisk ? pooledPgliteDatabase(open) : open();
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  if (copyTemplate) await templatesReady();
  const template = copyTemplate ? inject("postgresTemplateName") : "";
  await withPg(adminUrl, (admin) => createDatabase(admin, name, template));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withPg(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * Runs the same suite once per database kind. `getDb()` gives that suite's fresh database.
 * Usage: describeEachDatabase("catalogue", (getDb) => { it(..., async () => { const db = getDb(); }) })
 */
export function describeEachDatabase(title: string, suite: (getDb: () => Database, kind: DatabaseKind) => void) {
  for (const kind of availableDatabaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let handle: DatabaseHandle | undefined;
      beforeAll(async () => {
        handle = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await handle?.close();
      });
      suite(() => {
        if (!handle) throw new Error("test database not ready");
        return handle.db;
      }, kind);
    });
  }
}
