CREATE TABLE "invoice_sequences" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_sequences_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"related_invoice_id" uuid,
	"refund_id" uuid,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"gross_kurus" integer NOT NULL,
	"net_kurus" integer NOT NULL,
	"vat_kurus" integer NOT NULL,
	"vat_breakdown" jsonb NOT NULL,
	"provider" text,
	"provider_state" text DEFAULT 'not_sent' NOT NULL,
	"provider_attempts" integer DEFAULT 0 NOT NULL,
	"provider_next_attempt_at" timestamp with time zone,
	"provider_claimed_until" timestamp with time zone,
	"provider_error" text,
	"provider_ref" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider_pdf_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"anonymised_at" timestamp with time zone,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind" CHECK (kind IN ('sale', 'return')),
	CONSTRAINT "invoices_provider_state" CHECK (provider_state IN ('not_sent', 'pending', 'sent', 'failed')),
	CONSTRAINT "invoices_series" CHECK ("invoices"."series" ~ '^[A-Z]{3}$'),
	CONSTRAINT "invoices_sequence" CHECK ("invoices"."sequence" BETWEEN 1 AND 999999999),
	CONSTRAINT "invoices_return_related" CHECK (("invoices"."kind" = 'sale') = ("invoices"."related_invoice_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"body" jsonb NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"anonymised_at" timestamp with time zone,
	CONSTRAINT "order_documents_kind" CHECK (kind IN ('pre_information', 'distance_sales'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_rate" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_discount_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_vat_rate" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_vat_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_year_sequence_unique" ON "invoices" USING btree ("series","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_sale_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'sale';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_refund" ON "invoices" USING btree ("refund_id") WHERE "invoices"."refund_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at","number");--> statement-breakpoint
CREATE INDEX "invoices_provider_due_idx" ON "invoices" USING btree ("provider_state","provider_next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_order_kind_unique" ON "order_documents" USING btree ("order_id","kind");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_vat_rate" CHECK ("categories"."vat_rate" IS NULL OR "categories"."vat_rate" IN (0, 1, 10, 20));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_vat_rate" CHECK ("order_items"."vat_rate" IN (0, 1, 10, 20));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate" CHECK ("products"."vat_rate" IS NULL OR "products"."vat_rate" IN (0, 1, 10, 20));--> statement-breakpoint
-- Orders placed before KDV was kept: every line and the shipping at the general rate (20%), the VAT of what was paid, rounded per line.
UPDATE "order_items" SET "vat_kurus" = floor((2 * ("unit_price_kurus" * "quantity" - "discount_kurus") * 20 + 120) / 240);--> statement-breakpoint
UPDATE "orders" o SET "shipping_discount_kurus" = GREATEST(0, o."discount_kurus" - COALESCE((SELECT sum(i."discount_kurus") FROM "order_items" i WHERE i."order_id" = o."id"), 0));--> statement-breakpoint
UPDATE "orders" SET "shipping_vat_kurus" = floor((2 * ("shipping_kurus" - "shipping_discount_kurus") * 20 + 120) / 240);--> statement-breakpoint
UPDATE "orders" o SET
  "vat_kurus" = o."shipping_vat_kurus" + COALESCE((SELECT sum(i."vat_kurus") FROM "order_items" i WHERE i."order_id" = o."id"), 0),
  "vat_breakdown" = CASE WHEN o."total_kurus" = 0 THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object(
    'rate', 20,
    'grossKurus', o."total_kurus",
    'vatKurus', o."shipping_vat_kurus" + COALESCE((SELECT sum(i."vat_kurus") FROM "order_items" i WHERE i."order_id" = o."id"), 0),
    'netKurus', o."total_kurus" - o."shipping_vat_kurus" - COALESCE((SELECT sum(i."vat_kurus") FROM "order_items" i WHERE i."order_id" = o."id"), 0))) END;
