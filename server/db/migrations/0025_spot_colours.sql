-- The spot colour names a logo's owner gives its brand colours (issue 47), one row per named colour.
CREATE TABLE "spot_colours" (
	"fa_id" integer NOT NULL,
	"hex" text NOT NULL,
	"name" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_colours_fa_id_hex_pk" PRIMARY KEY("fa_id","hex")
);
--> statement-breakpoint
ALTER TABLE "spot_colours" ADD CONSTRAINT "spot_colours_fa_id_logos_fa_id_fk" FOREIGN KEY ("fa_id") REFERENCES "public"."logos"("fa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_colours" ADD CONSTRAINT "spot_colours_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;