-- Options and variants (docs/product.md#options-and-variants; app/modules/catalog/variant-summary.server.ts): what a
-- product sells is now its variants, each with its own price, stock and SKU. Every existing product becomes a
-- product without options and with exactly one variant (its price, stock and measures; SKU: its slug in capitals),
-- and the order lines already written point at that variant, so their stock goes back to it.
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"option_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sku" text NOT NULL,
	"price_kurus" integer NOT NULL,
	"original_price_kurus" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"weight_value" double precision,
	"dimension_width" double precision,
	"dimension_height" double precision,
	"dimension_depth" double precision,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_nonnegative" CHECK ("product_variants"."price_kurus" >= 0),
	CONSTRAINT "product_variants_original_price_nonnegative" CHECK ("product_variants"."original_price_kurus" IS NULL OR "product_variants"."original_price_kurus" >= 0),
	CONSTRAINT "product_variants_stock_nonnegative" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "option_values" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_price_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_unique" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_combination_unique" ON "product_variants" USING btree ("product_id","option_values") WHERE "product_variants"."is_active";--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "position", "option_values", "sku", "price_kurus", "original_price_kurus", "stock", "is_active", "weight_value", "dimension_width", "dimension_height", "dimension_depth", "created_at", "updated_at")
SELECT "id", 0, '[]'::jsonb, upper("slug"), "price_kurus", "original_price_kurus", "stock", true, "weight_value", "dimension_width", "dimension_height", "dimension_depth", "created_at", "updated_at" FROM "products";--> statement-breakpoint
UPDATE "products" SET "max_price_kurus" = "price_kurus", "variant_count" = 1;--> statement-breakpoint
UPDATE "order_items" oi SET "variant_id" = v."id", "sku" = v."sku" FROM "product_variants" v WHERE v."product_id" = oi."product_id";
