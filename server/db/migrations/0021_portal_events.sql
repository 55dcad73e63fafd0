CREATE TABLE "portal_counts" (
	"fa_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"link_id" integer DEFAULT 0 NOT NULL,
	"asset" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"hits" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "portal_counts_fa_id_day_kind_link_id_asset_referrer_pk" PRIMARY KEY("fa_id","day","kind","link_id","asset","referrer")
);
--> statement-breakpoint
CREATE TABLE "portal_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"fa_id" integer NOT NULL,
	"kind" text NOT NULL,
	"link_id" integer,
	"asset" text,
	"visitor" text NOT NULL,
	"referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "portal_events_logo_idx" ON "portal_events" USING btree ("fa_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_events_time_idx" ON "portal_events" USING btree ("created_at");