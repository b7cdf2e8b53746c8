// Backup and restore tests' places and states: a seeded shop (catalogue with pictures on disk, orders, an
// admin, mail) in a DATA_DIR with its database (PGlite in the folder, or a new PostgreSQL database), and the
// state of every table and file to compare before and after. Used by tests/integration/backup-*.test.ts.
import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import {
  adminSessions,
  adminUsers,
  categories,
  loginThrottle,
  mailOutbox,
  orderItems,
  orders,
  paymentEvents,
  productCategories,
  productImages,
  products,
  productVariants,
  shopSettingsTable,
} from "~/db/schema";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import { refreshProductSummaries, writeSingleVariant } from "~/modules/catalog/variant-summary.server";
import { createFileStorage } from "~/modules/media/storage.server";
import { type DatabaseLocation, embeddedDatabaseDir } from "~/modules/ops/sql-connection.server";
import { createTestDatabase, type DatabaseKind, PgliteDataDirTar, templatesReady } from "./databases";
import { createDatabase } from "./server-process";

export const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const cleanups: (() => Promise<void> | void)[] = [];

let pgliteTemplate = "";
const fileCleanups: (() => Promise<void> | void)[] = [];

/**
 * Registers the hooks of a backup test file: a migrated PGlite folder to copy for each shop (loaded from the
 * suite's migrated template, tests/support/global-setup.ts, which is much faster than initdb), and the
 * clean-up of every folder, database and process a test or the file's seeded shops made.
 */
export function useBackupTestPlaces() {
  beforeAll(async () => {
    pgliteTemplate = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backup-template-"));
    const handle = await createTestDatabase("pglite", { pgliteDir: pgliteTemplate });
    await handle.close();
  });
  afterAll(async () => {
    if (pgliteTemplate) fs.rmSync(pgliteTemplate, { recursive: true, force: true });
    seededTemplates.clear();
    while (fileCleanups.length) await fileCleanups.pop()?.();
  });
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()?.();
  });
}

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A new, empty PostgreSQL database on the test server (or a copy of `template`), dropped after the test
 * (after the file with `forTheFile`).
 */
export async function newPostgresDatabase({ template = "", forTheFile = false } = {}): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const { default: pg } = await import("pg");
  const name = `shop_backup_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await createDatabase(admin, name, template);
  await admin.end();
  (forTheFile ? fileCleanups : cleanups).push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A place for a shop: its DATA_DIR and its database (embedded in DATA_DIR, or a new PostgreSQL database).
 * The embedded one is migrated, or with `fresh` not there yet, or with `initialised` as initdb leaves it
 * (without the shop's tables; a copy of the suite's template, tests/support/global-setup.ts).
 */
export async function newShop(kind: DatabaseKind, { fresh = false, initialised = false } = {}): Promise<{ dataDir: string; location: DatabaseLocation }> {
  const dataDir = tempDir(`shop-backup-${kind}-`);
  if (kind === "pglite" && initialised) {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    await templatesReady();
    const loadDataDir = new PgliteDataDirTar(inject("pgliteInitialisedFile"));
    await (await PGlite.create({ dataDir: embeddedDatabaseDir(dataDir), loadDataDir, extensions: { pg_trgm } })).close();
  } else if (kind === "pglite" && fresh === false) {
    fs.cpSync(pgliteTemplate, embeddedDatabaseDir(dataDir), { recursive: true });
  }
  const location: DatabaseLocation =
    kind === "pglite" ? { kind: "pglite", dir: embeddedDatabaseDir(dataDir) } : { kind: "postgres", url: await newPostgresDatabase() };
  return { dataDir, location };
}

/** Opens the shop's database the way the server does (migrating it). */
export function open(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.kind === "pglite" ? openDatabase({ kind: "pglite", dir: location.dir }) : openDatabase({ kind: "postgres", url: location.url, poolSize: 2 });
}

export async function withDb<T>(location: DatabaseLocation, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await open(location);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

export const TRICKY = 'Işıklı "kupa" \\ yeni\nsatır\tsekme — 🎁 ĞÜŞİÖÇ ğüşıöç';

/**
 * A shop with something in every table, pictures on disk and a mail file. Times carry microseconds. The first
 * product has an option (Renk) and two variants, the second of them with its own picture; the others are sold
 * without options (one variant each). The order's first line bought the blue variant, named as it was ordered.
 */
export async function seedShop(db: Database, dataDir: string) {
  const storage = createFileStorage(dataDir);
  const [kupa, yastik] = await db
    .insert(categories)
    .values([
      { name: "Kupalar", slug: "kupalar" },
      { name: "Yastıklar", slug: "yastiklar", isActive: false },
    ])
    .returning();
  const made = [];
  const variants = [];
  for (const [i, fields] of [
    { name: TRICKY, priceKurus: 14999, originalPriceKurus: 19999, stock: 7, isNew: true, dimensionWidth: 0.1 + 0.2, dimensionHeight: 1e-7, weightValue: 350.5 },
    { name: "Mouse Pad", priceKurus: 8999, originalPriceKurus: null, stock: 0, isActive: false, dimensionWidth: null, weightValue: null },
    { name: "Karton Boy Figür", priceKurus: 129999, stock: 3, dimensionWidth: 180, dimensionUnit: "inch", weightUnit: "kg", weightValue: 2.25 },
  ].entries()) {
    const [product] = await db
      .insert(products)
      .values({
        slug: `urun-${i}`,
        description: `${fields.name} açıklaması`,
        searchText: `urun ${i}`,
        ...fields,
        ...(i === 0 ? { options: [{ name: "Renk", values: ["Kırmızı", `Mavi ${TRICKY}`] }] } : {}),
      })
      .returning();
    made.push(product);
    await db.insert(productCategories).values({ productId: product.id, categoryId: i === 1 ? yastik.id : kupa.id });
    const paths: string[] = [];
    for (let position = 0; position < 2; position++) {
      const key = `products/${product.id}_${1760000000000 + position}_resim-${position}.webp`;
      await storage.put(key, randomBytes(2000 + i * 300 + position));
      await db.insert(productImages).values({ productId: product.id, position, path: key, width: 1600, height: 1200 - position });
      paths.push(key);
    }
    if (i === 0) {
      variants.push(
        ...(await db
          .insert(productVariants)
          .values([
            { productId: product.id, position: 0, optionValues: ["Kırmızı"], sku: "URUN-0-KIRMIZI", priceKurus: 14999, originalPriceKurus: 19999, stock: 7 },
            {
              productId: product.id,
              position: 1,
              optionValues: [`Mavi ${TRICKY}`],
              sku: "URUN-0-MAVI",
              priceKurus: 17999,
              originalPriceKurus: null,
              stock: 0,
              weightValue: 0.1 + 0.2,
              imagePath: paths[1],
            },
          ])
          .returning()),
      );
      await refreshProductSummaries(db, [product.id]);
    } else {
      await writeSingleVariant(db, product.id, {
        slug: product.slug,
        priceKurus: fields.priceKurus,
        originalPriceKurus: fields.originalPriceKurus ?? null,
        stock: fields.stock,
      });
      variants.push(...(await db.select().from(productVariants).where(eq(productVariants.productId, product.id))));
    }
  }
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: "ORD-20261121-042",
      status: "processing",
      subtotalKurus: 29998,
      shippingKurus: 2999,
      totalKurus: 32997,
      recipientName: "Ayşe Yılmaz",
      recipientAddress: "Caferağa Mah.\nModa Cad. No: 1",
      recipientCity: "İstanbul",
      recipientPostalCode: "34710",
      recipientPhone: "05551234567",
      senderEmail: "gonderen@example.com",
      anonymousMessage: TRICKY,
      paymentMethod: "paytr",
      paymentStatus: "completed",
      paymentReference: "SH20261121042",
      transactionId: "T-1",
      submissionKey: randomBytes(8).toString("hex"),
    })
    .returning();
  await db.execute(sql`UPDATE orders SET paid_at = '2026-11-21 10:11:12.123456+03', created_at = '2026-11-21 10:00:00.000001+00' WHERE id = ${order.id}`);
  await db.insert(orderItems).values([
    {
      orderId: order.id,
      productId: made[0].id,
      productName: made[0].name,
      productSlug: made[0].slug,
      variantId: variants[1].id,
      sku: variants[1].sku,
      optionValues: [{ name: "Renk", value: variants[1].optionValues[0] }],
      unitPriceKurus: 14999,
      originalPriceKurus: 19999,
      shippingCostKurus: 2999,
      quantity: 2,
      imagePath: null,
    },
    {
      orderId: order.id,
      productId: made[2].id,
      productName: made[2].name,
      productSlug: made[2].slug,
      variantId: variants[3].id,
      sku: variants[3].sku,
      unitPriceKurus: 129999,
      shippingCostKurus: 0,
      quantity: 1,
      imagePath: "products/x.webp",
    },
  ]);
  const [admin] = await db.insert(adminUsers).values({ email: "sahip@example.com", passwordHash: "scrypt$abc$def" }).returning();
  await db
    .insert(adminSessions)
    .values({ id: createHash("sha256").update("token").digest("hex"), userId: admin.id, expiresAt: new Date("2026-12-01T00:00:00.5Z") });
  await db.insert(mailOutbox).values([
    {
      dedupeKey: `order-confirmation:${order.id}`,
      toAddress: "gonderen@example.com",
      subject: "Siparişiniz alındı",
      html: "<p>Merhaba</p>",
      text: TRICKY,
      attempts: 1,
      sentAt: new Date(),
    },
    {
      dedupeKey: `new-order:${order.id}`,
      toAddress: "sahip@example.com",
      subject: "Yeni sipariş",
      html: "<p>Yeni</p>",
      text: "Yeni",
      attempts: 3,
      lastError: "ECONNREFUSED\n127.0.0.1:25",
    },
  ]);
  await db
    .insert(paymentEvents)
    .values({ provider: "paytr", reference: "SH20261121042", status: "success", verified: true, outcome: "applied", payload: '{"hash":"x=="}' });
  await db.insert(loginThrottle).values({ key: "ip:203.0.113.9", failures: 4, lockedUntil: null });
  await db.insert(shopSettingsTable).values({
    id: 1,
    data: { ...DEMO_SHOP_SETTINGS, companyName: `Yedek ${TRICKY}`, shipping: { kind: "flat", flatFee: 4990, freeFrom: 75000 } },
  });
  fs.mkdirSync(path.join(dataDir, "outbox"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "outbox", "20261121T101112123Z-abcdef.eml"), `Subject: Siparişiniz\n\n${TRICKY}\n`);
  fs.mkdirSync(path.join(dataDir, "uploads", "empty-folder"), { recursive: true });
  return { products: made, variants, order };
}

/**
 * Every row of every base table in the database, as PostgreSQL writes the row (all columns, microseconds,
 * shortest exact floats) in UTC, sorted; plus the applied migrations. Independent of the backup code.
 */
export async function databaseState(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    await tx.execute(sql`SET LOCAL extra_float_digits = 3`);
    const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
    const tables = await rowsOf<{ name: string }>(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const state: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows = await rowsOf<{ r: string }>(sql.raw(`SELECT t::text AS r FROM "${name}" t ORDER BY t::text COLLATE "C"`));
      state[name] = rows.map((row) => row.r);
    }
    const migrations = await rowsOf<{ r: string }>(sql`SELECT hash || ' ' || created_at AS r FROM drizzle.__drizzle_migrations ORDER BY created_at`);
    state["drizzle.__drizzle_migrations"] = migrations.map((row) => row.r);
    return state;
  });
}

/** Every file under DATA_DIR/{uploads,outbox} (relative path → bytes as hex), and every folder. */
export function folderState(dataDir: string): Record<string, string> {
  const state: Record<string, string> = {};
  for (const folder of ["uploads", "outbox"]) {
    const root = path.join(dataDir, folder);
    if (!fs.existsSync(root)) continue;
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      const full = path.join(entry.parentPath, entry.name);
      const rel = path.relative(dataDir, full);
      state[rel] = entry.isDirectory() ? "(folder)" : fs.readFileSync(full).toString("hex");
    }
  }
  return state;
}

export async function shopState(location: DatabaseLocation, dataDir: string) {
  return { database: await withDb(location, databaseState), folders: folderState(dataDir) };
}

type DatabaseState = Awaited<ReturnType<typeof databaseState>>;

/**
 * What a restore must bring back as it was: every table but `catalog_version`, whose version a restore into a
 * shop's database moves past both the backup's and the replaced one's (docs/operations.md#restoring), so that
 * running servers drop their catalogue caches. `catalogVersionIn` reads it.
 */
export function withoutCatalogVersion<State extends { database: DatabaseState }>(state: State): State;
export function withoutCatalogVersion(state: DatabaseState): DatabaseState;
export function withoutCatalogVersion(state: DatabaseState | { database: DatabaseState }) {
  if ("database" in state && !Array.isArray(state.database)) return { ...state, database: withoutCatalogVersion(state.database as DatabaseState) };
  const { catalog_version: _, ...rest } = state as DatabaseState;
  return rest;
}

/** The catalogue version in a state: 0 without a row, as the servers read it. */
export function catalogVersionIn(state: { database: DatabaseState } | DatabaseState): number {
  const database = ("database" in state && !Array.isArray(state.database) ? state.database : state) as DatabaseState;
  const row = database.catalog_version?.[0];
  return row ? Number(row.slice(1).split(",")[1]) : 0;
}

/**
 * Changes after the backup: delete a product and its pictures, add an order and a picture, change a variant's
 * stock and price and retire the other (summaries refreshed).
 */
export async function changeThings(db: Database, dataDir: string, seeded: Awaited<ReturnType<typeof seedShop>>) {
  const storage = createFileStorage(dataDir);
  const gone = seeded.products[1];
  const images = await db.select().from(productImages).where(eq(productImages.productId, gone.id));
  for (const image of images) await storage.delete(image.path);
  await db.delete(products).where(eq(products.id, gone.id));
  await db.update(productVariants).set({ stock: 99, priceKurus: 100 }).where(eq(productVariants.id, seeded.variants[0].id));
  await db.update(productVariants).set({ isActive: false }).where(eq(productVariants.id, seeded.variants[1].id));
  await refreshProductSummaries(db, [seeded.products[0].id]);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: "ORD-20261122-777",
      subtotalKurus: 100,
      shippingKurus: 0,
      totalKurus: 100,
      recipientName: "Yeni",
      recipientAddress: "Adres",
      recipientCity: "Ankara",
      recipientPostalCode: "06000",
      recipientPhone: "05550000000",
      senderEmail: "yeni@example.com",
      anonymousMessage: "Selam",
      paymentMethod: "simulated",
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order.id,
    productId: seeded.products[0].id,
    productName: "x",
    productSlug: "x",
    variantId: seeded.variants[0].id,
    sku: seeded.variants[0].sku,
    optionValues: [{ name: "Renk", value: "Kırmızı" }],
    unitPriceKurus: 100,
    shippingCostKurus: 0,
    quantity: 1,
  });
  await db.delete(mailOutbox).where(eq(mailOutbox.toAddress, "sahip@example.com"));
  await db.update(shopSettingsTable).set({ data: { ...DEMO_SHOP_SETTINGS, companyName: "Sonradan Değişti Ltd. Şti." } });
  await storage.put("products/new_1_yeni.webp", randomBytes(500));
  fs.rmSync(path.join(dataDir, "outbox"), { recursive: true });
}

type SeededShop = { dataDir: string; location: DatabaseLocation; seeded: Awaited<ReturnType<typeof seedShop>> };
const seededTemplates = new Map<DatabaseKind, Promise<SeededShop>>();

/** The file's shop seeded once per database kind; each test gets a copy of it (its folders and database). */
async function seededTemplate(kind: DatabaseKind): Promise<SeededShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-backup-seeded-${kind}-`));
  fileCleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (kind === "pglite") fs.cpSync(pgliteTemplate, embeddedDatabaseDir(dataDir), { recursive: true });
  const location: DatabaseLocation =
    kind === "pglite" ? { kind: "pglite", dir: embeddedDatabaseDir(dataDir) } : { kind: "postgres", url: await newPostgresDatabase({ forTheFile: true }) };
  // The PostgreSQL pool is closed before a test copies the database (CREATE DATABASE … TEMPLATE needs that).
  const seeded = await withDb(location, (db) => seedShop(db, dataDir));
  return { dataDir, location, seeded };
}

/** A shop with something in every table (seedShop's), in its own DATA_DIR and database. */
export async function seededShop(kind: DatabaseKind): Promise<SeededShop> {
  let template = seededTemplates.get(kind);
  if (!template) {
    template = seededTemplate(kind);
    seededTemplates.set(kind, template);
  }
  const { dataDir: templateDir, location: templateLocation, seeded } = await template;
  const dataDir = tempDir(`shop-backup-${kind}-`);
  fs.cpSync(templateDir, dataDir, { recursive: true });
  if (templateLocation.kind === "pglite") return { dataDir, location: { kind: "pglite", dir: embeddedDatabaseDir(dataDir) }, seeded };
  const templateName = new URL(templateLocation.url).pathname.slice(1);
  return { dataDir, location: { kind: "postgres", url: await newPostgresDatabase({ template: templateName }) }, seeded };
}

export function archivePath(): string {
  return path.join(tempDir("shop-archives-"), "backup.tar.gz");
}

/** A process that stays alive and "holds" DATA_DIR/shop.lock, like a running shop. */
export function holdLock(dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 120000)"], { stdio: "ignore" });
  fs.writeFileSync(path.join(dataDir, "shop.lock"), String(child.pid));
  cleanups.push(() => {
    child.kill("SIGKILL");
  });
  return child;
}
