CREATE TABLE "one_off_renders" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"bytes" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "one_off_renders_used_at_idx" ON "one_off_renders" USING btree ("used_at");