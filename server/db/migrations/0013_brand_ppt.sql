CREATE TABLE "brand_ppts" (
	"fa_id" integer PRIMARY KEY NOT NULL,
	"form" jsonb NOT NULL,
	"hash" text NOT NULL,
	"outline" jsonb NOT NULL,
	"title" text NOT NULL,
	"deck" jsonb NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_ppts" ADD CONSTRAINT "brand_ppts_fa_id_logos_fa_id_fk" FOREIGN KEY ("fa_id") REFERENCES "public"."logos"("fa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_ppts" ADD CONSTRAINT "brand_ppts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;