CREATE TABLE "installment_rates" (
	"provider" text PRIMARY KEY NOT NULL,
	"rates" jsonb,
	"fetched_at" timestamp with time zone,
	"attempted_at" timestamp with time zone NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "provider_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installment_count" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_kurus" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_payment" jsonb;