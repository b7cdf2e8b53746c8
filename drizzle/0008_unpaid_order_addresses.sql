CREATE TABLE "unpaid_order_addresses" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unpaid_order_addresses" ADD CONSTRAINT "unpaid_order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unpaid_order_addresses_address_idx" ON "unpaid_order_addresses" USING btree ("address");