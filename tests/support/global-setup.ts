// Vitest globalSetup: migrates one PGlite database (or takes it from an earlier run's cache) and one
// PostgreSQL database (when TEST_DATABASE_URL is set) while the first test files run. tests/support/databases.ts
// gives each suite a copy of them instead of creating and migrating its own (initdb and the migrations take
// about a second per PGlite database). It also points the tests' temp folder at memory when it can.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { TestProject } from "vitest/node";
import { Header } from "tar";
import { openDatabase } from "~/db/client.server";
import { withPg } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** An uncompressed tar of a migrated PGlite data folder (PGlite's dumpDataDir("none")). */
    pgliteTemplateFile: string;
    /** The same without the template0 and template1 databases, for the databases the suites hold in memory. */
    pgliteInMemoryTemplateFile: string;
    /** The same of a PGlite data folder as initdb leaves it, without the shop's tables. */
    pgliteInitialisedFile: string;
    /** A migrated PostgreSQL database to copy with CREATE DATABASE … TEMPLATE; "" without TEST_DATABASE_URL. */
    postgresTemplateName: string;
    /** Written once the three above are ready: empty, or why they could not be made. */
    templatesReadyFile: string;
  }
}

const TMPFS_MAGIC = 0x01021994;
const RAM_FOLDER_MIN_FREE_BYTES = 2 * 1024 ** 3;

/**
 * A folder in memory (/dev/shm, when it is a tmpfs with room) for everything the tests write: the backup
 * tests create, copy and delete PGlite data folders of about a thousand files each, which costs several
 * times more CPU and time on a disk's file system (docs/benchmarks.md#test-suite). Containers often
 * give /dev/shm only 64 MB; then the tests write to the usual temp folder.
 */
function ramBackedFolder(): string | undefined {
  try {
    const stats = fs.statfsSync("/dev/shm");
    if (stats.type !== TMPFS_MAGIC || stats.bavail * stats.bsize < RAM_FOLDER_MIN_FREE_BYTES) return undefined;
    return fs.mkdtempSync(path.join("/dev/shm", "shop-tests-"));
  } catch {
    return undefined;
  }
}

const repoRoot = path.resolve(import.meta.dirname, "..", "..");
// SHOP_TEST_CACHE_DIR moves it (checkouts that share one node_modules can measure a cold start without
// removing the others' templates).
const templateCacheFolder = process.env.SHOP_TEST_CACHE_DIR || path.join(repoRoot, "node_modules", ".cache", "shop-tests");
const KEPT_CACHED_TEMPLATES = 3;

/**
 * Where the PGlite templates are kept between runs: a folder named by a hash of everything that shapes them
 * (the migrations, app/db/client.server.ts with its settings, and PGlite's version), so a change to any of
 * them makes new ones. tests/integration/test-databases.test.ts compares a copy with a newly migrated database.
 */
function templateCacheDir(): string {
  const hash = createHash("sha256");
  const drizzle = path.join(repoRoot, "drizzle");
  for (const file of (fs.readdirSync(drizzle, { recursive: true }) as string[]).sort()) {
    const full = path.join(drizzle, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  hash.update(fs.readFileSync(path.join(repoRoot, "app", "db", "client.server.ts")));
  hash.update(fs.readFileSync(path.join(repoRoot, "node_modules", "@electric-sql", "pglite", "package.json")));
  return path.join(templateCacheFolder, `pglite-${hash.digest("hex").slice(0, 16)}`);
}

type PgliteTemplates = Record<"initialised" | "migrated" | "inMemory", Buffer>;

const bytesOf = async (blob: Blob) => Buffer.from(await blob.arrayBuffer());

/** A data folder as initdb leaves it, and the same folder after the shop's openDatabase migrated it. */
async function makePgliteTemplates(): Promise<PgliteTemplates> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const fresh = await PGlite.create({ extensions: { pg_trgm } });
  const initialised = await fresh.dumpDataDir("none");
  await fresh.close();
  const pglite = await openDatabase({ kind: "pglite", loadDataDir: initialised });
  const migrated = await (pglite.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } }).$client.dumpDataDir("none");
  await pglite.close();
  const migratedBytes = await bytesOf(migrated);
  return { initialised: await bytesOf(initialised), migrated: migratedBytes, inMemory: withoutTemplateDatabases(migratedBytes) };
}

/** base/1 and base/4: the template1 and template0 databases' folders. */
const TEMPLATE_DATABASE_FOLDER = /^\/?base\/(1|4)(\/|$)/;

/**
 * A data folder's tar without the template databases' folders: 600 of its 1,100 files. Each file costs
 * PGlite work when it loads the folder into memory; without them a database opens with 180 instead of
 * 300 ms of CPU (docs/benchmarks.md#test-suite). The suites never create a database inside
 * PGlite, the only use of those two. Shops' data folders on disk keep them (a real shop has them).
 */
export function withoutTemplateDatabases(tar: Buffer): Buffer {
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = new Header(tar, offset);
    if (header.nullBlock) break;
    const end = offset + 512 + Math.ceil((header.size ?? 0) / 512) * 512;
    if (!TEMPLATE_DATABASE_FOLDER.test(header.path ?? "")) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  return Buffer.concat([...kept, Buffer.alloc(1024)]);
}

async function pgliteTemplates(): Promise<PgliteTemplates> {
  const cached = templateCacheDir();
  const names = ["initialised", "migrated", "inMemory"] as const;
  if (names.every((name) => fs.existsSync(path.join(cached, `${name}.tar.gz`)))) {
    return Object.fromEntries(names.map((name) => [name, zlib.gunzipSync(fs.readFileSync(path.join(cached, `${name}.tar.gz`)))])) as PgliteTemplates;
  }
  const templates = await makePgliteTemplates();
  // Written under a temporary name and renamed: runs in other checkouts may share node_modules.
  const partial = `${cached}.${process.pid}.partial`;
  fs.mkdirSync(partial, { recursive: true });
  for (const name of names) fs.writeFileSync(path.join(partial, `${name}.tar.gz`), zlib.gzipSync(templates[name], { level: 1 }));
  fs.rmSync(cached, { recursive: true, force: true });
  fs.renameSync(partial, cached);
  const older = fs
    .readdirSync(templateCacheFolder)
    .map((name) => ({ name, mtime: fs.statSync(path.join(templateCacheFolder, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)
    .slice(KEPT_CACHED_TEMPLATES);
  for (const { name } of older) fs.rmSync(path.join(templateCacheFolder, name), { recursive: true, force: true });
  return templates;
}

async function migratePostgresTemplate(adminUrl: string, name: string) {
  await withPg(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // CREATE DATABASE … TEMPLATE needs the template without connections: the pool is closed before any test.
  const postgres = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 1 });
  await postgres.close();
}

export default async function setup(project: TestProject) {
  // Test workers start after this setup with its process.env, so os.tmpdir() in every test file (and in the
  // processes the tests start) gives the folder in memory.
  const ramFolder = ramBackedFolder();
  if (ramFolder) process.env.TMPDIR = ramFolder;
  const folder = fs.mkdtempSync(path.join(ramFolder ?? process.env.SHOP_TEST_TMP ?? os.tmpdir(), "shop-test-templates-"));
  const pgliteTemplateFile = path.join(folder, "pglite.tar");
  const pgliteInMemoryTemplateFile = path.join(folder, "pglite-in-memory.tar");
  const pgliteInitialisedFile = path.join(folder, "pglite-initialised.tar");
  const templatesReadyFile = path.join(folder, "templates-ready");
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplateName = adminUrl ? `shop_template_${randomBytes(6).toString("hex")}` : "";
  // The templates are made while the first files run: Vitest starts no test file before its global setups
  // have returned, and making them (initdb and the migrations, 2–3 s of CPU on a fresh clone) would keep both
  // workers idle. Files that need a database wait for the ready file (templatesReady in databases.ts), which
  // holds "" or why the templates could not be made; the component tests and unit tests start at once.
  const templatesMade = (async () => {
    const [templates] = await Promise.all([pgliteTemplates(), adminUrl ? migratePostgresTemplate(adminUrl, postgresTemplateName) : undefined]);
    fs.writeFileSync(pgliteTemplateFile, templates.migrated);
    fs.writeFileSync(pgliteInMemoryTemplateFile, templates.inMemory);
    fs.writeFileSync(pgliteInitialisedFile, templates.initialised);
  })().then(
    () => "",
    (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error)) || "unknown error",
  );
  void templatesMade.then((failure) => {
    fs.writeFileSync(`${templatesReadyFile}.partial`, failure);
    fs.renameSync(`${templatesReadyFile}.partial`, templatesReadyFile);
  });
  project.provide("pgliteTemplateFile", pgliteTemplateFile);
  project.provide("pgliteInMemoryTemplateFile", pgliteInMemoryTemplateFile);
  project.provide("pgliteInitialisedFile", pgliteInitialisedFile);
  project.provide("postgresTemplateName", postgresTemplateName);
  project.provide("templatesReadyFile", templatesReadyFile);

  return async () => {
    const failure = await templatesMade;
    fs.rmSync(ramFolder ?? folder, { recursive: true, force: true });
    if (adminUrl && postgresTemplateName) {
      // After a failure (the server may not answer at all) the tests have already reported it.
      await withPg(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${postgresTemplateName} WITH (FORCE)`)).catch((error: unknown) => {
        if (!failure) throw error;
      });
    }
  };
}
