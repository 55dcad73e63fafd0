CREATE TABLE "font_authorizations" (
	"fa_id" integer PRIMARY KEY NOT NULL,
	"authorized_name" text NOT NULL,
	"authorized_contact_number" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "font_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"font_id" text NOT NULL,
	"font_name" text NOT NULL,
	"isfree" integer DEFAULT 1 NOT NULL,
	"price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"authorization_url" text,
	CONSTRAINT "font_prices_font_id_unique" UNIQUE("font_id")
);
--> statement-breakpoint
ALTER TABLE "font_authorizations" ADD CONSTRAINT "font_authorizations_fa_id_logos_fa_id_fk" FOREIGN KEY ("fa_id") REFERENCES "public"."logos"("fa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "font_authorizations" ADD CONSTRAINT "font_authorizations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;