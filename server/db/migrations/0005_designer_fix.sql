CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"raw" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"fa_id" integer NOT NULL,
	"remark" text,
	"status" integer DEFAULT 1 NOT NULL,
	"remark_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designer_requests_status_check" CHECK ("designer_requests"."status" in (1, 2, 3)),
	CONSTRAINT "designer_requests_order_check" CHECK (("designer_requests"."confirmed_at" is null or "designer_requests"."remark_at" is not null) and ("designer_requests"."status" <> 2 or "designer_requests"."confirmed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"fa_id" integer,
	"customize_id" integer,
	"type" integer NOT NULL,
	"title" text,
	"file_path" text,
	"source_file_path" text,
	"file_name" text,
	"source_file_name" text,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_type_check" CHECK ("uploaded_files"."type" between 1 and 7),
	CONSTRAINT "uploaded_files_owner_check" CHECK (("uploaded_files"."fa_id" is null) <> ("uploaded_files"."customize_id" is null)),
	CONSTRAINT "uploaded_files_content_check" CHECK ("uploaded_files"."file_path" is not null or "uploaded_files"."source_file_path" is not null)
);
--> statement-breakpoint
ALTER TABLE "customize_records" ADD COLUMN "designer_user_id" integer;--> statement-breakpoint
ALTER TABLE "designer_requests" ADD CONSTRAINT "designer_requests_fa_id_logos_fa_id_fk" FOREIGN KEY ("fa_id") REFERENCES "public"."logos"("fa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_requests" ADD CONSTRAINT "designer_requests_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_fa_id_logos_fa_id_fk" FOREIGN KEY ("fa_id") REFERENCES "public"."logos"("fa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_customize_id_customize_records_id_fk" FOREIGN KEY ("customize_id") REFERENCES "public"."customize_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "designer_requests_logo_key" ON "designer_requests" USING btree ("fa_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_logo_idx" ON "uploaded_files" USING btree ("fa_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_customize_idx" ON "uploaded_files" USING btree ("customize_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_logo_slot_key" ON "uploaded_files" USING btree ("fa_id","type") WHERE "uploaded_files"."type" <> 5 and "uploaded_files"."fa_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_custom_slot_key" ON "uploaded_files" USING btree ("customize_id","type") WHERE "uploaded_files"."type" <> 5 and "uploaded_files"."customize_id" is not null;--> statement-breakpoint
ALTER TABLE "customize_records" ADD CONSTRAINT "customize_records_designer_user_id_users_id_fk" FOREIGN KEY ("designer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;