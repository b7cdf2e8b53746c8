// The demo catalogue: four categories and a few dozen funny gifts with generated pictures, loaded on the
// first start (SEED_DEMO unset and an empty database) or on request (SEED_DEMO=true). Nothing is downloaded:
// every picture is drawn as SVG here and goes through the same image pipeline as an admin upload.
import { randomUUID } from "node:crypto";
import { count, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "~/db/client.server";
import { categories, productCategories, productImages, products, productVariants } from "~/db/schema";
import type { Env } from "~/env.server";
import { DEMO_CATEGORIES, DEMO_IMAGE_CAPTIONS, DEMO_PRODUCTS, type DemoArt, type DemoProduct, demoPersonalisation } from "~/lib/i18n/demo-catalog";
import { escapeHtml } from "~/lib/input";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import type { Logger } from "~/modules/platform/logger.server";
import { slugify } from "~/lib/slug";
import { defaultSku } from "~/lib/variants";
import { type ProcessedImage, processProductImage, productImageKey } from "~/modules/media/images.server";
import { createFileStorage, type FileStorage } from "~/modules/media/storage.server";
import { deleteMediaVariants, storeAllVariants } from "~/modules/media/variants.server";
import { productSearchText } from "./queries.server";
import { refreshProductSummaries } from "./variant-summary.server";

export { DEMO_CATEGORIES, DEMO_PRODUCTS };

const STANDARD_SHIPPING_KURUS = 2999;

// ---------------------------------------------------------------------------------------------------
// Pictures: an 800×800 SVG per image: bright background, confetti, a simple drawing, the name in big type.

const IMAGE_SIZE = 800;
const PALETTES: readonly { bg: string; accent: string; ink: string }[] = [
  { bg: "#FF6B6B", accent: "#FFE66D", ink: "#1B1B2F" },
  { bg: "#4ECDC4", accent: "#FFFFFF", ink: "#1B1B2F" },
  { bg: "#FFD93D", accent: "#FF6B6B", ink: "#2D2D2D" },
  { bg: "#6C5CE7", accent: "#FDCB6E", ink: "#FFFFFF" },
  { bg: "#00B894", accent: "#FFEAA7", ink: "#FFFFFF" },
  { bg: "#FD79A8", accent: "#FFFFFF", ink: "#2D3436" },
  { bg: "#0984E3", accent: "#FFEAA7", ink: "#FFFFFF" },
  { bg: "#E17055", accent: "#FFEAA7", ink: "#FFFFFF" },
];
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

/** Small deterministic PRNG, so the same product always gets the same picture. */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Word-wraps the name: two lines in big type if possible, else three, shrinking the type to fit (approximate glyph widths). */
export function wrapName(name: string, maxWidth = 700): { lines: string[]; fontSize: number } {
  const words = name.split(/\s+/).filter(Boolean);
  const attempts: [number, number][] = [];
  for (let size = 76; size >= 56; size -= 4) attempts.push([2, size]);
  for (let size = 68; size >= 36; size -= 4) attempts.push([3, size]);
  for (const [maxLines, fontSize] of attempts) {
    const maxChars = Math.floor(maxWidth / (fontSize * 0.64));
    const lines: string[] = [];
    for (const word of words) {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= maxLines && lines.every((l) => l.length <= maxChars)) return { lines, fontSize };
  }
  return { lines: [name], fontSize: 36 };
}

function drawArt(art: DemoArt, accent: string, ink: string): string {
  switch (art) {
    case "cutout":
      return `
        <polygon points="40,290 150,60 260,290" fill="#8B6B3D" opacity="0.5"/>
        <circle cx="150" cy="70" r="48" fill="#C8A165" stroke="#7A5A2E" stroke-width="6"/>
        <circle cx="133" cy="62" r="6" fill="${ink}"/><circle cx="167" cy="62" r="6" fill="${ink}"/>
        <path d="M128 86 Q150 106 172 86" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>
        <rect x="92" y="124" width="116" height="120" rx="26" fill="#C8A165" stroke="#7A5A2E" stroke-width="6"/>
        <rect x="52" y="132" width="36" height="96" rx="18" fill="#C8A165" stroke="#7A5A2E" stroke-width="6" transform="rotate(18 70 132)"/>
        <rect x="212" y="132" width="36" height="96" rx="18" fill="#C8A165" stroke="#7A5A2E" stroke-width="6" transform="rotate(-18 230 132)"/>
        <rect x="102" y="236" width="38" height="56" rx="12" fill="#C8A165" stroke="#7A5A2E" stroke-width="6"/>
        <rect x="160" y="236" width="38" height="56" rx="12" fill="#C8A165" stroke="#7A5A2E" stroke-width="6"/>
        <rect x="30" y="288" width="240" height="14" rx="7" fill="${ink}" opacity="0.35"/>`;
    case "mug":
      return `
        <path d="M110 30 q-16 -22 0 -44 M150 30 q-16 -22 0 -44 M190 30 q-16 -22 0 -44" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>
        <path d="M210 100 h20 a46 46 0 0 1 0 92 h-20" fill="none" stroke="${ink}" stroke-width="22"/>
        <path d="M60 50 h160 v190 a30 30 0 0 1 -30 30 h-100 a30 30 0 0 1 -30 -30 z" fill="#FFFFFF" stroke="${ink}" stroke-width="8"/>
        <path d="M140 200 c-40 -28 -48 -62 -22 -72 c12 -4 20 2 22 10 c2 -8 10 -14 22 -10 c26 10 18 44 -22 72 z" fill="${accent === "#FFFFFF" ? "#FF6B6B" : accent}" stroke="${ink}" stroke-width="4"/>
        <ellipse cx="140" cy="282" rx="110" ry="12" fill="${ink}" opacity="0.25"/>`;
    case "mousepad":
      return `
        <rect x="10" y="70" width="280" height="200" rx="28" fill="${ink}" opacity="0.9"/>
        <rect x="26" y="86" width="248" height="168" rx="18" fill="none" stroke="${accent}" stroke-width="4" stroke-dasharray="14 10"/>
        <path d="M190 150 C 190 40, 260 60, 250 0" fill="none" stroke="#DDDDDD" stroke-width="6"/>
        <ellipse cx="190" cy="190" rx="42" ry="60" fill="#F5F5F5" stroke="#999999" stroke-width="4"/>
        <line x1="190" y1="132" x2="190" y2="178" stroke="#999999" stroke-width="4"/>
        <line x1="150" y1="178" x2="230" y2="178" stroke="#999999" stroke-width="4"/>`;
    case "tshirt":
      return `
        <path d="M95 30 L40 60 L0 130 L55 160 L70 135 L70 290 L230 290 L230 135 L245 160 L300 130 L260 60 L205 30 Q150 80 95 30 Z"
          fill="#FFFFFF" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>
        <circle cx="150" cy="180" r="44" fill="${accent === "#FFFFFF" ? "#FF6B6B" : accent}" stroke="${ink}" stroke-width="5"/>
        <circle cx="135" cy="170" r="6" fill="${ink}"/><circle cx="165" cy="170" r="6" fill="${ink}"/>
        <path d="M128 192 Q150 212 172 192" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`;
    case "pillow":
      return `
        <path d="M40 60 Q150 20 260 60 Q300 150 260 240 Q150 280 40 240 Q0 150 40 60 Z" fill="#FFFFFF" stroke="${ink}" stroke-width="8"/>
        <path d="M100 130 q18 -16 36 0 M164 130 q18 -16 36 0" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>
        <circle cx="96" cy="172" r="14" fill="#FF9FB2" opacity="0.8"/><circle cx="204" cy="172" r="14" fill="#FF9FB2" opacity="0.8"/>
        <path d="M130 180 Q150 200 170 180" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>
        <text x="230" y="80" font-family="${FONT}" font-weight="700" font-size="40" fill="${accent}">z</text>
        <text x="258" y="44" font-family="${FONT}" font-weight="700" font-size="30" fill="${accent}">z</text>`;
    case "magnet":
      return `
        <path d="M60 40 h60 v130 a30 30 0 0 0 60 0 v-130 h60 v130 a90 90 0 0 1 -180 0 z" fill="#E63946" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>
        <rect x="60" y="40" width="60" height="46" fill="#D9D9D9" stroke="${ink}" stroke-width="8"/>
        <rect x="180" y="40" width="60" height="46" fill="#D9D9D9" stroke="${ink}" stroke-width="8"/>
        <path d="M40 20 l-24 -16 M150 10 v-26 M260 20 l24 -16" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>`;
    case "gift":
      return `
        <rect x="40" y="120" width="220" height="160" rx="10" fill="#FFFFFF" stroke="${ink}" stroke-width="8"/>
        <rect x="24" y="84" width="252" height="50" rx="10" fill="#FFFFFF" stroke="${ink}" stroke-width="8"/>
        <rect x="132" y="84" width="36" height="196" fill="${accent === "#FFFFFF" ? "#FF6B6B" : accent}" stroke="${ink}" stroke-width="6"/>
        <path d="M150 84 C 90 10, 50 70, 150 84 C 250 70, 210 10, 150 84 Z" fill="${accent === "#FFFFFF" ? "#FF6B6B" : accent}" stroke="${ink}" stroke-width="6"/>
        <text x="150" y="230" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="72" fill="${ink}">?</text>`;
  }
}

/** The SVG of picture `index` (0-based) of a product. */
export function drawProductSvg(product: DemoProduct, index: number): string {
  const slug = slugify(product.name);
  const rand = random(`${slug}:${index}`);
  const palette = PALETTES[(Math.floor(rand() * PALETTES.length) + index * 3) % PALETTES.length];
  const confetti = Array.from({ length: 18 }, () => {
    const x = Math.round(rand() * IMAGE_SIZE);
    const y = Math.round(rand() * IMAGE_SIZE);
    const r = Math.round(6 + rand() * 18);
    return rand() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${palette.accent}" opacity="0.35"/>`
      : `<rect x="${x}" y="${y}" width="${r * 2}" height="${r}" rx="4" fill="${palette.accent}" opacity="0.35" transform="rotate(${Math.round(rand() * 90)} ${x} ${y})"/>`;
  }).join("");
  const angle = [0, -8, 8][index % 3];
  const scale = [1.05, 1.15, 1.25][index % 3];
  const { lines, fontSize } = wrapName(product.name);
  const lineHeight = Math.round(fontSize * 1.15);
  // Centre the block of lines between the drawing and the footer line (cap height ≈ 0.72 em).
  const blockHeight = (lines.length - 1) * lineHeight + fontSize * 0.72;
  const textTop = Math.round(615 - blockHeight / 2 + fontSize * 0.72);
  const text = lines
    .map(
      (line, i) =>
        `<text x="400" y="${textTop + i * lineHeight}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fontSize}" fill="${palette.ink}">${escapeHtml(line)}</text>`,
    )
    .join("");
  const caption = DEMO_IMAGE_CAPTIONS[index % DEMO_IMAGE_CAPTIONS.length];
  const artTop = 75;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}">
  <rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fill="${palette.bg}"/>
  ${confetti}
  <circle cx="400" cy="${artTop + 165}" r="200" fill="#FFFFFF" opacity="0.18"/>
  <g transform="translate(400 ${artTop + 165}) rotate(${angle}) scale(${scale}) translate(-150 -150)">${drawArt(product.art, palette.accent, palette.ink)}</g>
  ${text}
  <text x="400" y="${IMAGE_SIZE - 28}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="26" fill="${palette.ink}" opacity="0.75">${escapeHtml(caption ? `${DEMO_SHOP_SETTINGS.shopName} · ${caption}` : DEMO_SHOP_SETTINGS.shopName)}</text>
</svg>`;
}

/** Renders the SVG and passes it through the upload pipeline (content check, metadata strip, WebP). */
async function renderProductImage(product: DemoProduct, index: number): Promise<ProcessedImage> {
  const svg = Buffer.from(drawProductSvg(product, index));
  const png = await sharp(svg).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
  return processProductImage(png, `${slugify(product.name)}-${index + 1}.png`);
}

let renderedPictures: Map<string, Promise<ProcessedImage>> | undefined;

/**
 * For the Vitest run only (tests/support/cpu-savings.ts): a picture depends only on its product and number,
 * so each is rendered once and reused by the next seedings in the process instead of being encoded again.
 */
export function reuseDemoPicturesForTests() {
  renderedPictures ??= new Map();
}

function productImage(product: DemoProduct, index: number): Promise<ProcessedImage> {
  const key = `${slugify(product.name)}:${index}`;
  const rendered = renderedPictures?.get(key);
  if (rendered) return rendered;
  const picture = renderProductImage(product, index);
  renderedPictures?.set(key, picture);
  picture.catch(() => renderedPictures?.delete(key));
  return picture;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  async function worker() {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const rejection = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (rejection) throw rejection.reason;
  return results;
}

// ---------------------------------------------------------------------------------------------------

export interface SeedDemoOptions {
  dataDir: string;
  /** Where pictures go; DATA_DIR/uploads by default (start-up passes createFileStorage(env)). */
  storage?: FileStorage;
  /** Store every resized variant with the picture (MEDIA_PUBLIC_URL; see admin-products.server.ts). */
  variantsAtUpload?: boolean;
  /** createdAt of the newest product; the others are one minute older each. */
  now?: Date;
  /** Load nothing unless the database has no products and no categories (checked again inside the transaction). */
  onlyIntoEmptyDatabase?: boolean;
}

export interface SeedDemoResult {
  products: number;
  images: number;
  categories: number;
}

/** Arbitrary constant: one seeding at a time, even with several app processes on one PostgreSQL. */
const SEED_LOCK_ID = 720_461_903;

async function isCatalogEmpty(db: Pick<Database, "select">): Promise<boolean> {
  const [[p], [c]] = await Promise.all([db.select({ n: count() }).from(products), db.select({ n: count() }).from(categories)]);
  return Number(p.n) === 0 && Number(c.n) === 0;
}

async function takenSlugs(db: Pick<Database, "select">, slugs: string[]): Promise<Set<string>> {
  const rows = await db.select({ slug: products.slug }).from(products).where(inArray(products.slug, slugs));
  return new Set(rows.map((r) => r.slug));
}

/**
 * Loads the demo categories (existing slugs are kept as they are) and every demo product whose slug is
 * still free, with generated pictures. Files are written first; the rows go in one transaction; if it
 * fails, the files are removed again.
 */
export async function seedDemoCatalog(db: Database, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const storage = options.storage ?? createFileStorage(options.dataDir);
  const now = options.now ?? new Date();
  const nothing: SeedDemoResult = { products: 0, images: 0, categories: 0 };

  const all = DEMO_PRODUCTS.map((product, index) => ({
    product,
    index,
    id: randomUUID() as string,
    slug: slugify(product.name),
  }));
  if (options.onlyIntoEmptyDatabase && !(await isCatalogEmpty(db))) return nothing;
  const taken = await takenSlugs(
    db,
    all.map((p) => p.slug),
  );
  const planned = all.filter((p) => !taken.has(p.slug));
  if (planned.length === 0) return nothing;

  // 1. Pictures, written to storage before any row exists.
  const written: string[] = [];
  const jobs = planned.flatMap((p) => Array.from({ length: p.product.images }, (_, position) => ({ p, position })));
  let images: { productId: string; position: number; path: string; width: number; height: number }[];
  try {
    images = await mapLimit(jobs, 4, async ({ p, position }) => {
      const image = await productImage(p.product, position);
      const key = productImageKey(p.id, `${p.slug}-${position + 1}`);
      written.push(key);
      await storage.put(key, image.bytes);
      if (options.variantsAtUpload) await storeAllVariants(storage, key, image.bytes);
      return { productId: p.id, position, path: key, width: image.width, height: image.height };
    });
  } catch (error) {
    await removeFiles(storage, written, options.dataDir);
    throw error;
  }

  // 2. Rows, all or nothing.
  let inserted: typeof planned;
  let categoriesCreated: number;
  try {
    ({ inserted, categoriesCreated } = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK_ID})`));
      if (options.onlyIntoEmptyDatabase && !(await isCatalogEmpty(tx))) return { inserted: [], categoriesCreated: 0 };
      const takenNow = await takenSlugs(
        tx,
        planned.map((p) => p.slug),
      );
      const rows = planned.filter((p) => !takenNow.has(p.slug));
      if (rows.length === 0) return { inserted: [], categoriesCreated: 0 };

      const createdCategories = await tx
        .insert(categories)
        .values(DEMO_CATEGORIES.map((c) => ({ name: c.name, slug: c.slug, isActive: true, createdAt: now })))
        .onConflictDoNothing({ target: categories.slug })
        .returning({ id: categories.id });
      const categoryRows = await tx
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(
          inArray(
            categories.slug,
            DEMO_CATEGORIES.map((c) => c.slug),
          ),
        );
      const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

      await tx.insert(products).values(
        rows.map(({ product, index, id, slug }) => {
          const createdAt = new Date(now.getTime() - index * 60_000);
          return {
            id,
            name: product.name,
            slug,
            description: product.description,
            priceKurus: product.priceKurus,
            originalPriceKurus: product.originalPriceKurus ?? null,
            stock: product.stock,
            isActive: product.isActive ?? true,
            isNew: product.isNew ?? false,
            shippingCostKurus: product.shippingCostKurus ?? STANDARD_SHIPPING_KURUS,
            dimensionWidth: product.dimensionsCm?.width ?? null,
            dimensionHeight: product.dimensionsCm?.height ?? null,
            dimensionDepth: product.dimensionsCm?.depth ?? null,
            dimensionUnit: "cm",
            weightValue: product.weightGrams ?? null,
            weightUnit: "g",
            options: product.options ?? [],
            personalisation: demoPersonalisation(product),
            searchText: productSearchText(product.name, product.description),
            createdAt,
            updatedAt: createdAt,
          };
        }),
      );
      const links = rows.flatMap(({ product, id }) =>
        product.categories.map((slug) => {
          const found = categoryId.get(slug);
          if (!found) throw new Error(`Demo category ${slug} missing`);
          return { productId: id, categoryId: found };
        }),
      );
      await tx.insert(productCategories).values(links);
      // A product with options sells its listed combinations (each with its own SKU and perhaps its own picture),
      // the others their one variant; the products' summaries follow below.
      const imagePath = (productId: string, position: number | undefined) =>
        position === undefined ? null : (images.find((i) => i.productId === productId && i.position === position)?.path ?? null);
      await tx.insert(productVariants).values(
        rows.flatMap(({ product, id, slug }) =>
          product.variants
            ? product.variants.map((variant, position) => ({
                productId: id,
                position,
                optionValues: variant.values,
                sku: defaultSku(slug, variant.values),
                priceKurus: variant.priceKurus,
                originalPriceKurus: variant.originalPriceKurus ?? null,
                stock: variant.stock,
                imagePath: imagePath(id, variant.image),
              }))
            : [
                {
                  productId: id,
                  position: 0,
                  optionValues: [] as string[],
                  sku: defaultSku(slug),
                  priceKurus: product.priceKurus,
                  originalPriceKurus: product.originalPriceKurus ?? null,
                  stock: product.stock,
                  imagePath: null,
                },
              ],
        ),
      );
      await refreshProductSummaries(
        tx,
        rows.map((r) => r.id),
      );
      const ids = new Set(rows.map((r) => r.id));
      await tx.insert(productImages).values(images.filter((i) => ids.has(i.productId)).map((i) => ({ ...i, createdAt: now })));
      return { inserted: rows, categoriesCreated: createdCategories.length };
    }));
  } catch (error) {
    await removeFiles(storage, written, options.dataDir);
    throw error;
  }

  // Products someone else added meanwhile: their pictures are not needed.
  const insertedIds = new Set(inserted.map((p) => p.id));
  await removeFiles(
    storage,
    images.filter((i) => !insertedIds.has(i.productId)).map((i) => i.path),
    options.dataDir,
  );
  return {
    products: inserted.length,
    images: images.filter((i) => insertedIds.has(i.productId)).length,
    categories: categoriesCreated,
  };
}

async function removeFiles(storage: FileStorage, keys: string[], dataDir: string) {
  await Promise.all(
    keys.map((key) =>
      storage
        .delete(key)
        .then(() => deleteMediaVariants(dataDir, key, storage))
        .catch(() => false),
    ),
  );
}

/**
 * Start-up hook: SEED_DEMO=true loads the demo catalogue (products whose slugs are taken are skipped, so
 * restarting is harmless); SEED_DEMO unset loads it only into an empty database; SEED_DEMO=false never.
 * Returns null when nothing was loaded.
 */
export async function seedDemoCatalogIfEmpty(db: Database, env: Env, logger: Logger): Promise<{ products: number } | null> {
  if (env.SEED_DEMO === false) return null;
  const started = performance.now();
  let result: SeedDemoResult;
  try {
    result = await seedDemoCatalog(db, {
      dataDir: env.DATA_DIR,
      storage: createFileStorage(env),
      variantsAtUpload: env.MEDIA_PUBLIC_URL !== undefined,
      onlyIntoEmptyDatabase: env.SEED_DEMO === undefined,
    });
  } catch (error) {
    logger.error({ err: error }, "demo catalogue could not be loaded");
    throw new Error(`Demo catalogue could not be loaded (set SEED_DEMO=false to skip it): ${(error as Error).message}`, { cause: error });
  }
  if (result.products === 0) return null;
  logger.info({ ...result, ms: Math.round(performance.now() - started) }, "demo catalogue seeded");
  return { products: result.products };
}
