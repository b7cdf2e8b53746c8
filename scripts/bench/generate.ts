// Fills a FRESH database with a generated catalogue and order history for `npm run bench`, before any server
// opens it (one process per PGlite folder). Uses the app's own schema, migrations, search folding, image
// pipeline and admin modules; bulk rows go in with a few large statements so 10,000 products and 100,000
// orders take seconds.
//
//   tsx --tsconfig tsconfig.json scripts/bench/generate.ts --data-dir DIR --products 1000 --orders 10000 [--database-url URL]
//
// A third of the products have 3–6 variants (Boyut × Renk), the rest one each; every product's summary columns
// are refreshed the way the shop keeps them (refreshProductSummaries).
//
// Prints one JSON line: { products, variants, orders, slugs[], orderProducts[], searchTerms[], adminCookie }.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { openDatabase } from "~/db/client.server";
import { categories, productCategories, productImages, products, productVariants } from "~/db/schema";
import { slugify } from "~/lib/slug";
import { defaultSku, optionCombinations, type ProductOption } from "~/lib/variants";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { createSession, SESSION_COOKIE } from "~/modules/auth/session.server";
import { DEMO_CATEGORIES, DEMO_PRODUCTS, drawProductSvg } from "~/modules/catalog/demo-seed.server";
import { productSearchText } from "~/modules/catalog/queries.server";
import { refreshProductSummaries } from "~/modules/catalog/variant-summary.server";
import { processProductImage } from "~/modules/media/images.server";
import { uploadsDir } from "~/modules/media/storage.server";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
    products: { type: "string", default: "1000" },
    orders: { type: "string", default: "10000" },
    /** Products the order-placement load buys from (each gets ORDER_STOCK units). */
    "order-products": { type: "string", default: "50" },
  },
});
const dataDir = values["data-dir"];
if (!dataDir) throw new Error("--data-dir is required");
const productCount = Number(values.products);
const orderCount = Number(values.orders);
const orderProductCount = Math.min(productCount, Number(values["order-products"]));
export const ORDER_STOCK = 100_000;
/** One product with little stock that every connection tries to buy at once: no oversell allowed. */
export const SCARCE_STOCK = 20;

const ADJECTIVES = ["Özel", "Işıklı", "Komik", "İnatçı", "Şanslı", "Çılgın", "Gizemli", "Neşeli", "Süper", "Ünlü", "Büyük", "Minik", "Güneşli", "Renkli"];
const NOUNS = ["Kupa", "Karton Figür", "Mouse Pad", "Tişört", "Yastık", "Magnet", "Kutu", "Defter", "Çanta", "Poster", "Anahtarlık", "Rozet"];
const WHO = ["Patron", "Kayınvalide", "Ev Arkadaşı", "Kuzen", "Öğretmen", "Komşu", "Kedi", "Köpek", "Dede", "Arkadaş"];
const SENTENCES = [
  "Sabah kahvesine küçük ama parlak bir sürpriz.",
  "Toplantılarda sessizce başını sallar, asla fazla mesai istemez.",
  "Her tıklamada nasihat fısıldıyormuş gibi; kaymaz taban.",
  "Buzdolabınızı Akdeniz tatiline çeviren havalı bir hediye.",
  "İçinden ne çıkacağını biz bile tam bilmiyoruz.",
  "Kargosu bizden, kahkahası ondan.",
];

const SIZES = ["Küçük", "Orta", "Büyük"];
const COLOURS = ["Siyah", "Beyaz", "Kırmızı", "Mavi", "Yeşil"];

/**
 * A third of the catalogue is sold in 3–6 variants (Boyut, Renk or both), the rest without options (one
 * variant each); the products orders are placed for stay without options (the load's cart lines name none).
 */
function optionsFor(n: number): ProductOption[] {
  if (n % 3 !== 2) return [];
  switch (Math.floor(n / 3) % 4) {
    case 0:
      return [{ name: "Boyut", values: SIZES }];
    case 1:
      return [
        { name: "Boyut", values: SIZES.slice(0, 2) },
        { name: "Renk", values: COLOURS.slice(0, 2) },
      ];
    case 2:
      return [{ name: "Renk", values: COLOURS }];
    default:
      return [
        { name: "Boyut", values: SIZES },
        { name: "Renk", values: COLOURS.slice(0, 2) },
      ];
  }
}

/** A deterministic spread of n over a list (a hash, so that names mix every word with every other). */
function pick<T>(list: readonly T[], n: number): T {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  // (>>> 0: `^` gives a signed 32-bit number, and a negative index would be undefined.)
  return list[((h ^ (h >>> 16)) >>> 0) % list.length];
}

const started = performance.now();
const database = values["database-url"]
  ? await openDatabase({ kind: "postgres", url: values["database-url"] })
  : await openDatabase({ kind: "pglite", dir: path.join(dataDir, "pglite") });
const { db } = database;

try {
  // Pictures: one real WebP per art style through the shop's pipeline, hard-linked under each product's key.
  const templates: { bytes: Buffer; width: number; height: number }[] = [];
  for (let i = 0; i < 8; i++) {
    const svg = Buffer.from(drawProductSvg(DEMO_PRODUCTS[i], 0));
    const png = await sharp(svg).png({ compressionLevel: 1 }).toBuffer();
    const image = await processProductImage(png, `bench-${i}.png`);
    templates.push({ bytes: Buffer.from(image.bytes), width: image.width, height: image.height });
  }
  const uploads = path.join(uploadsDir(dataDir), "products");
  fs.mkdirSync(uploads, { recursive: true });
  const templateFiles = templates.map((t, i) => {
    const file = path.join(uploads, `bench-template-${i}.webp`);
    fs.writeFileSync(file, t.bytes);
    return file;
  });

  const categoryRows = await db
    .insert(categories)
    .values(DEMO_CATEGORIES.map((c) => ({ name: c.name, slug: c.slug, isActive: true })))
    .onConflictDoNothing()
    .returning({ id: categories.id });

  const now = Date.now();
  const slugs: string[] = [];
  const orderProducts: { id: string; priceKurus: number; shippingCostKurus: number }[] = [];
  let scarceProduct: { id: string; stock: number } | null = null;
  const BATCH = 500;
  for (let start = 0; start < productCount; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, productCount - start) }, (_, j) => {
      const n = start + j;
      const name = `${pick(WHO, n)} ${pick(ADJECTIVES, n * 5 + 3)} ${pick(NOUNS, n * 3 + 1)} ${n + 1}`;
      const description = `${pick(SENTENCES, n)} ${pick(SENTENCES, n + 2)} Ürün numarası ${n + 1}.`;
      const id = randomUUID();
      const forOrders = n < orderProductCount;
      const scarce = n === orderProductCount;
      const priceKurus = 4999 + ((n * 1000) % 90000);
      const options = forOrders || scarce ? [] : optionsFor(n);
      const row = {
        id,
        name,
        slug: `${slugify(name)}`,
        description,
        priceKurus,
        originalPriceKurus: n % 5 === 0 ? priceKurus + 5000 : null,
        stock: forOrders ? ORDER_STOCK : scarce ? SCARCE_STOCK : n % 17 === 0 ? 0 : 3 + (n % 40),
        // The products orders are placed for stay buyable; every 50th other one is inactive.
        isActive: forOrders || scarce || n % 50 !== 49,
        isNew: n % 9 === 0,
        shippingCostKurus: n % 4 === 0 ? 0 : 2999,
        dimensionWidth: 10 + (n % 30),
        dimensionHeight: 10 + (n % 20),
        dimensionDepth: 1 + (n % 10),
        weightValue: 100 + (n % 900),
        searchText: productSearchText(name, description),
        options,
        createdAt: new Date(now - n * 60_000),
        updatedAt: new Date(now - n * 60_000),
      };
      // The product pages the load reads: past the ones orders buy, so a third of them have variants, as in the catalogue.
      if (row.isActive && !forOrders && !scarce && slugs.length < 50) slugs.push(row.slug);
      if (forOrders) orderProducts.push({ id, priceKurus, shippingCostKurus: row.shippingCostKurus });
      if (scarce) scarceProduct = { id, stock: SCARCE_STOCK };
      return row;
    });
    const images = batch.flatMap((p, j) => {
      const n = start + j;
      const count = 1 + (n % 3);
      return Array.from({ length: count }, (_, position) => {
        const template = (n + position) % templates.length;
        const key = `products/${p.id}_${now}_${p.slug.slice(0, 40)}-${position + 1}.webp`;
        fs.linkSync(templateFiles[template], path.join(uploadsDir(dataDir), key));
        return { productId: p.id, position, path: key, width: templates[template].width, height: templates[template].height };
      });
    });
    const links = batch.map((p, j) => ({ productId: p.id, categoryId: categoryRows[(start + j) % categoryRows.length].id }));
    // Each combination a little dearer per size; some sold out; a colour shows one of the product's pictures.
    const variants = batch.flatMap((p, j): (typeof productVariants.$inferInsert)[] => {
      const n = start + j;
      if (p.options.length === 0) {
        return [
          {
            productId: p.id,
            position: 0,
            optionValues: [],
            sku: defaultSku(p.slug),
            priceKurus: p.priceKurus,
            originalPriceKurus: p.originalPriceKurus,
            stock: p.stock,
          },
        ];
      }
      const pictures = images.filter((image) => image.productId === p.id);
      return optionCombinations(p.options).map((values, position) => {
        const size = p.options.findIndex((o) => o.name === "Boyut");
        const colour = p.options.findIndex((o) => o.name === "Renk");
        const sizeStep = size < 0 ? 0 : SIZES.indexOf(values[size]);
        const colourStep = colour < 0 ? -1 : COLOURS.indexOf(values[colour]);
        const variantPrice = p.priceKurus + sizeStep * 1500;
        return {
          productId: p.id,
          position,
          optionValues: values,
          sku: defaultSku(p.slug, values),
          priceKurus: variantPrice,
          originalPriceKurus: p.originalPriceKurus === null ? null : variantPrice + 5000,
          stock: (n + position) % 7 === 0 ? 0 : 2 + ((n + position) % 15),
          weightValue: (p.weightValue ?? 100) + sizeStep * 50,
          imagePath: colourStep < 0 ? null : pictures[colourStep % pictures.length].path,
        };
      });
    });
    await db.transaction(async (tx) => {
      await tx.insert(products).values(batch);
      await tx.insert(productImages).values(images);
      await tx.insert(productCategories).values(links);
      await tx.insert(productVariants).values(variants);
      await refreshProductSummaries(
        tx,
        batch.map((p) => p.id),
      );
    });
  }

  // Orders: generated in SQL (generate_series), spread over the last 60 days, in every status; one
  // line each from the catalogue's products, naming one of the product's variants (id, SKU, options as
  // ordered). Their stock is not taken (history, not reservations).
  const ORDER_BATCH = 20_000;
  for (let start = 0; start < orderCount; start += ORDER_BATCH) {
    const end = Math.min(orderCount, start + ORDER_BATCH);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into orders (order_number, status, subtotal_kurus, shipping_kurus, total_kurus, recipient_name, recipient_address,
          recipient_city, recipient_postal_code, recipient_phone, sender_email, anonymous_message, payment_method, payment_status,
          paid_at, stock_released_at, created_at, updated_at)
        select 'ORD-BENCH-' || lpad(g::text, 7, '0'),
          (array['pending','processing','shipped','delivered','cancelled'])[1 + g % 5],
          10000 + (g % 50) * 1000, 2999, 12999 + (g % 50) * 1000,
          'Alıcı ' || g, 'Moda Cad. No: ' || (g % 200), (array['İstanbul','Ankara','İzmir','Bursa'])[1 + g % 4], '34710', '05551234567',
          'gonderen' || g || '@example.com', 'Sürpriz! İyi ki doğdun.', 'simulated',
          -- History only: no payment is pending (the shop's jobs would settle or expire it and move stock).
          case when g % 5 = 4 then 'failed' else 'completed' end,
          case when g % 5 <> 4 then now() - (g % 1440) * interval '1 hour' end,
          case when g % 5 = 4 then now() - (g % 1440) * interval '1 hour' end,
          now() - (g % 1440) * interval '1 hour' - (g % 60) * interval '1 minute',
          now() - (g % 1440) * interval '1 hour'
        from generate_series(${start + 1}::int, ${end}::int) g`);
      await tx.execute(sql`
        insert into order_items (order_id, product_id, product_name, product_slug, variant_id, sku, option_values, unit_price_kurus,
          shipping_cost_kurus, quantity, image_path)
        select o.id, p.id, p.name, p.slug, v.id, v.sku,
          (select coalesce(jsonb_agg(jsonb_build_object('name', opt->>'name', 'value', v.option_values->>(i::int - 1)) order by i), '[]'::jsonb)
           from jsonb_array_elements(p.options) with ordinality as x(opt, i)),
          10000 + (o.n % 50) * 1000, 2999, 1, null
        from (select id, substring(order_number from 11)::int as n from orders where order_number like 'ORD-BENCH-%'
              and substring(order_number from 11)::int between ${start + 1} and ${end}) o
        join (select id, name, slug, options, variant_count, (row_number() over (order by created_at desc) - 1)::int as rn from products) p
          on p.rn = o.n % ${Math.max(1, productCount)}
        cross join lateral (select id, sku, option_values from product_variants pv where pv.product_id = p.id
          order by pv.position offset (o.n / ${Math.max(1, productCount)}) % greatest(p.variant_count, 1) limit 1) v`);
    });
  }
  // The dashboard's figures (order_daily_stats) were updated once per generated order inside a few large
  // transactions, leaving a dead row version per order that nothing could prune before the commit; a shop's
  // orders come one transaction each, and PostgreSQL's page pruning keeps those few rows compact.
  await db.execute(sql`vacuum order_daily_stats`);
  await db.execute(sql`analyze`);

  const adminEmail = "bench@example.com";
  await upsertAdmin(db, adminEmail, "bench-password-123");
  const admins = (await db.execute(sql`select id from admin_users where email = ${adminEmail}`)) as unknown as { rows: { id: string }[] };
  const [{ id: userId }] = admins.rows;
  const token = await createSession(db, userId);

  const summary = {
    products: productCount,
    variants: await db.$count(productVariants),
    orders: orderCount,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    slugs,
    orderProducts,
    orderStock: ORDER_STOCK,
    scarceProduct,
    searchTerms: ["kupa", "ozel", "ISIK", "kayınvalide", "yastik", "figur", "sansli", "poster"],
    adminCookie: `${SESSION_COOKIE}=${token}`,
  };
  console.log(JSON.stringify(summary));
} finally {
  await database.close();
}
