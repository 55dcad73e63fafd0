CREATE TABLE "ubrand_activations" (
	"fa_id" integer PRIMARY KEY NOT NULL,
	"activated_by" integer,
	"account_email" text,
	"account_mobile" text,
	"ubrand_user_id" integer,
	"secret" text,
	"brand_id" integer,
	"short_link" text,
	"asset_id" integer,
	"synced_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ubrand_sim_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"mobile" text,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ubrand_sim_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"png_base64" text NOT NULL,
	"colors" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ubrand_sim_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ubrand_sim_brands_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "ubrand_sim_brands_short_link_unique" UNIQUE("short_link")
);
--> statement-breakpoint
CREATE TABLE "ubrand_sim_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ubrand_activations" ADD CONSTRAINT "ubrand_activations_fa_id_logos_fa_id_fk" FOREIGN KEY ("fa_id") REFERENCES "public"."logos"("fa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ubrand_activations" ADD CONSTRAINT "ubrand_activations_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ubrand_sim_assets" ADD CONSTRAINT "ubrand_sim_assets_brand_id_ubrand_sim_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."ubrand_sim_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ubrand_sim_brands" ADD CONSTRAINT "ubrand_sim_brands_owner_id_ubrand_sim_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."ubrand_sim_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ubrand_sim_accounts_email_key" ON "ubrand_sim_accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "ubrand_sim_accounts_mobile_key" ON "ubrand_sim_accounts" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "ubrand_sim_assets_brand_external_key" ON "ubrand_sim_assets" USING btree ("brand_id","external_id");