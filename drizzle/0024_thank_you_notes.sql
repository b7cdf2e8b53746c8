CREATE TABLE "thank_you_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"photo_key" text,
	"reply_to_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thank_you_messages_reply_to_id_unique" UNIQUE("reply_to_id"),
	CONSTRAINT "thank_you_messages_author" CHECK (author IN ('recipient', 'sender')),
	CONSTRAINT "thank_you_messages_reply" CHECK (("thank_you_messages"."author" = 'sender') = ("thank_you_messages"."reply_to_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "thank_you_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"recipient_nickname" text,
	"sender_name" text,
	"revealed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"reported_at" timestamp with time zone,
	"reported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thank_you_threads_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "thank_you_threads_closed_by" CHECK (closed_by IS NULL OR closed_by IN ('recipient', 'sender', 'owner')),
	CONSTRAINT "thank_you_threads_reported_by" CHECK (reported_by IS NULL OR reported_by IN ('recipient', 'sender'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "thanks_code" text;--> statement-breakpoint
ALTER TABLE "thank_you_messages" ADD CONSTRAINT "thank_you_messages_thread_id_thank_you_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."thank_you_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thank_you_messages" ADD CONSTRAINT "thank_you_messages_reply_to_id_thank_you_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."thank_you_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thank_you_threads" ADD CONSTRAINT "thank_you_threads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thank_you_messages_thread_created_idx" ON "thank_you_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "thank_you_threads_created_idx" ON "thank_you_threads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "thank_you_threads_reported_idx" ON "thank_you_threads" USING btree ("reported_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_thanks_code_unique" UNIQUE("thanks_code");