CREATE TABLE "orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"fa_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"site" text NOT NULL,
	"product" text NOT NULL,
	"provider" text NOT NULL,
	"channel" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"provider_txn_id" text,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"order_no" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fa_id_logos_fa_id_fk" FOREIGN KEY ("fa_id") REFERENCES "public"."logos"("fa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_logo_idx" ON "orders" USING btree ("fa_id","product");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_event_key" ON "payment_notifications" USING btree ("provider","event_id");