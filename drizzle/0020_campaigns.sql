CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"rule" jsonb NOT NULL,
	"scope" jsonb DEFAULT '{"kind":"all"}'::jsonb NOT NULL,
	"min_basket_kurus" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_uses" integer,
	"uses_per_email" integer,
	"combines_with_automatic" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_kind" CHECK ("campaigns"."kind" IN ('code', 'automatic')),
	CONSTRAINT "campaigns_min_basket_nonnegative" CHECK ("campaigns"."min_basket_kurus" >= 0),
	CONSTRAINT "campaigns_uses" CHECK ("campaigns"."used_count" >= 0 AND ("campaigns"."total_uses" IS NULL OR "campaigns"."used_count" <= "campaigns"."total_uses")),
	CONSTRAINT "campaigns_dates" CHECK ("campaigns"."starts_at" IS NULL OR "campaigns"."ends_at" IS NULL OR "campaigns"."starts_at" <= "campaigns"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_uses" CHECK ("discount_codes"."used_count" >= 0 AND ("discount_codes"."max_uses" IS NULL OR "discount_codes"."used_count" <= "discount_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"campaign_id" uuid,
	"code_id" uuid,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"target" text NOT NULL,
	"amount_kurus" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_discounts_kind" CHECK ("order_discounts"."kind" IN ('code', 'automatic')),
	CONSTRAINT "order_discounts_target" CHECK ("order_discounts"."target" IN ('items', 'shipping')),
	CONSTRAINT "order_discounts_amount_positive" CHECK ("order_discounts"."amount_kurus" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_totals";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sale_price_kurus" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key_unique" ON "discount_codes" USING btree ("code_key");--> statement-breakpoint
CREATE INDEX "discount_codes_campaign_idx" ON "discount_codes" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "order_discounts_order_idx" ON "order_discounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_discounts_campaign_idx" ON "order_discounts" USING btree ("campaign_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount" CHECK ("orders"."discount_kurus" >= 0 AND "orders"."discount_kurus" <= "orders"."subtotal_kurus" + "orders"."shipping_kurus");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals" CHECK ("orders"."total_kurus" = "orders"."subtotal_kurus" + "orders"."shipping_kurus" - "orders"."discount_kurus");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_sale_price_nonnegative" CHECK ("product_variants"."sale_price_kurus" IS NULL OR "product_variants"."sale_price_kurus" >= 0);