-- The shop's settings (docs/product.md#shop-settings; app/modules/settings/shop-settings.server.ts): one row, the
-- owner's settings as one JSON document laid over the demo's values when read. No row: a fresh install, the demo.
-- orders.seller: the seller's identity in force when each order was placed, so that changing the settings never
-- rewrites an order's page or mails (null for the orders placed before).
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller" jsonb;