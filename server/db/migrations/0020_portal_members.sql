CREATE TABLE "portal_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"fa_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token" text NOT NULL,
	"user_id" integer,
	"ends_at" timestamp with time zone,
	"invited_by" integer,
	"accepted_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_members" ADD CONSTRAINT "portal_members_fa_id_logos_fa_id_fk" FOREIGN KEY ("fa_id") REFERENCES "public"."logos"("fa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_members" ADD CONSTRAINT "portal_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_members" ADD CONSTRAINT "portal_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_members_token_idx" ON "portal_members" USING btree ("token");--> statement-breakpoint
CREATE INDEX "portal_members_logo_idx" ON "portal_members" USING btree ("fa_id");--> statement-breakpoint
CREATE INDEX "portal_members_user_idx" ON "portal_members" USING btree ("user_id");