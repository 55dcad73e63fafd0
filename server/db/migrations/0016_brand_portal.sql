CREATE TABLE "brand_portals" (
	"fa_id" integer PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"indexable" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"fa_id" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"token" text NOT NULL,
	"password_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_slugs" (
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"fa_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_portals" ADD CONSTRAINT "brand_portals_fa_id_logos_fa_id_fk" FOREIGN KEY ("fa_id") REFERENCES "public"."logos"("fa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_portals" ADD CONSTRAINT "brand_portals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_fa_id_logos_fa_id_fk" FOREIGN KEY ("fa_id") REFERENCES "public"."logos"("fa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_slugs" ADD CONSTRAINT "portal_slugs_fa_id_logos_fa_id_fk" FOREIGN KEY ("fa_id") REFERENCES "public"."logos"("fa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_portals_site_slug_idx" ON "brand_portals" USING btree ("site","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_links_token_idx" ON "portal_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "portal_links_logo_idx" ON "portal_links" USING btree ("fa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_slugs_site_slug_idx" ON "portal_slugs" USING btree ("site","slug");