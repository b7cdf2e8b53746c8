CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"image_key" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"answer" text,
	"answer_note" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_proofs_answer" CHECK (answer IS NULL OR answer IN ('approved', 'change_requested', 'auto_approved'))
);
--> statement-breakpoint
CREATE TABLE "personal_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"field_id" text NOT NULL,
	"original_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"low_resolution" boolean DEFAULT false NOT NULL,
	"uploader_key" text NOT NULL,
	"order_id" uuid,
	"claimed_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalisation" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_state" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "personalisation" jsonb DEFAULT '{"fields":[],"requiresProof":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_uploads" ADD CONSTRAINT "personal_uploads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_uploads" ADD CONSTRAINT "personal_uploads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_proofs_order_idx" ON "order_proofs" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "personal_uploads_order_idx" ON "personal_uploads" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "personal_uploads_unclaimed_idx" ON "personal_uploads" USING btree ("created_at") WHERE "personal_uploads"."order_id" IS NULL;--> statement-breakpoint
CREATE INDEX "personal_uploads_uploader_idx" ON "personal_uploads" USING btree ("uploader_key","created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind" CHECK (kind IN ('order_status', 'payment_status', 'tracking_number', 'refund', 'note', 'proof'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_proof_state" CHECK (proof_state IS NULL OR proof_state IN ('awaiting_proof', 'proof_sent', 'change_requested', 'approved'));