-- The dashboard's order figures kept as they change (docs/product.md#dashboard; app/modules/orders/dashboard.server.ts):
-- one row per Istanbul calendar day of placing, order status and payment status, with how many orders are
-- there and the sums of their totals and refunds. Triggers on orders keep it in the same transaction as every
-- order write, whichever code makes it, so it always equals the aggregates over the orders table.
--
-- Derived data, like an index: it is not in app/db/schema.ts, so backups neither save nor load it. Emptying
-- orders (a restore's TRUNCATE) empties it, and loading orders rebuilds it row by row. A row whose count
-- reaches zero is deleted, so the table's contents depend only on the orders' (a restored copy equals its
-- original). IF NOT EXISTS / OR REPLACE: a restore that drops the shop's tables re-runs this migration.
CREATE TABLE IF NOT EXISTS "order_daily_stats" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"orders" integer NOT NULL,
	"total_kurus" bigint NOT NULL,
	"refunded_kurus" bigint NOT NULL,
	CONSTRAINT "order_daily_stats_pk" PRIMARY KEY ("day", "status", "payment_status")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_daily_stats_add"(p_day date, p_status text, p_payment_status text, p_orders integer, p_total bigint, p_refunded bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	left_orders integer;
BEGIN
	INSERT INTO "order_daily_stats" AS s ("day", "status", "payment_status", "orders", "total_kurus", "refunded_kurus")
	VALUES (p_day, p_status, p_payment_status, p_orders, p_total, p_refunded)
	ON CONFLICT ("day", "status", "payment_status") DO UPDATE
	SET "orders" = s."orders" + excluded."orders", "total_kurus" = s."total_kurus" + excluded."total_kurus",
		"refunded_kurus" = s."refunded_kurus" + excluded."refunded_kurus"
	RETURNING s."orders" INTO left_orders;
	IF left_orders = 0 THEN
		DELETE FROM "order_daily_stats" WHERE "day" = p_day AND "status" = p_status AND "payment_status" = p_payment_status;
	END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_daily_stats_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		-- Placing an order, the most frequent write: one statement.
		INSERT INTO "order_daily_stats" AS s ("day", "status", "payment_status", "orders", "total_kurus", "refunded_kurus")
		VALUES ((NEW."created_at" AT TIME ZONE 'Europe/Istanbul')::date, NEW."status", NEW."payment_status", 1, NEW."total_kurus", NEW."refunded_kurus")
		ON CONFLICT ("day", "status", "payment_status") DO UPDATE
		SET "orders" = s."orders" + 1, "total_kurus" = s."total_kurus" + excluded."total_kurus", "refunded_kurus" = s."refunded_kurus" + excluded."refunded_kurus";
		RETURN NULL;
	END IF;
	IF TG_OP = 'UPDATE' AND OLD."created_at" = NEW."created_at" AND OLD."status" = NEW."status" AND OLD."payment_status" = NEW."payment_status" THEN
		-- Same row of figures (a refund that keeps the payment status): one change with the difference.
		PERFORM "order_daily_stats_add"((NEW."created_at" AT TIME ZONE 'Europe/Istanbul')::date, NEW."status", NEW."payment_status", 0,
			NEW."total_kurus"::bigint - OLD."total_kurus", NEW."refunded_kurus"::bigint - OLD."refunded_kurus");
		RETURN NULL;
	END IF;
	PERFORM "order_daily_stats_add"((OLD."created_at" AT TIME ZONE 'Europe/Istanbul')::date, OLD."status", OLD."payment_status", -1, -OLD."total_kurus"::bigint, -OLD."refunded_kurus"::bigint);
	IF TG_OP = 'UPDATE' THEN
		PERFORM "order_daily_stats_add"((NEW."created_at" AT TIME ZONE 'Europe/Istanbul')::date, NEW."status", NEW."payment_status", 1, NEW."total_kurus"::bigint, NEW."refunded_kurus"::bigint);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_daily_stats_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "order_daily_stats";
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_daily_stats_insert_delete" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_daily_stats_insert_delete" AFTER INSERT OR DELETE ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "order_daily_stats_row"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_daily_stats_update" ON "orders";
--> statement-breakpoint
-- Only updates that move a figure: most order writes (addresses, tracking numbers, payment links) do not.
CREATE TRIGGER "orders_daily_stats_update" AFTER UPDATE OF "created_at", "status", "payment_status", "total_kurus", "refunded_kurus" ON "orders"
	FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."status" IS DISTINCT FROM NEW."status"
		OR OLD."payment_status" IS DISTINCT FROM NEW."payment_status" OR OLD."total_kurus" IS DISTINCT FROM NEW."total_kurus"
		OR OLD."refunded_kurus" IS DISTINCT FROM NEW."refunded_kurus")
	EXECUTE FUNCTION "order_daily_stats_row"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_daily_stats_truncate" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_daily_stats_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_daily_stats_clear"();
--> statement-breakpoint
-- The orders placed before this migration.
DELETE FROM "order_daily_stats";
--> statement-breakpoint
INSERT INTO "order_daily_stats" ("day", "status", "payment_status", "orders", "total_kurus", "refunded_kurus")
SELECT ("created_at" AT TIME ZONE 'Europe/Istanbul')::date, "status", "payment_status", count(*)::integer, sum("total_kurus")::bigint, sum("refunded_kurus")::bigint
FROM "orders" GROUP BY 1, 2, 3;
