CREATE TABLE "customize_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logos" (
	"fa_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"logo_name" text NOT NULL,
	"slogan_name" text,
	"design" jsonb NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"is_bought" boolean DEFAULT false NOT NULL,
	"bought_type" integer,
	"brand_package" boolean DEFAULT false NOT NULL,
	"office_package" boolean DEFAULT false NOT NULL,
	"designer_assistant" integer DEFAULT 0 NOT NULL,
	"designer_user_id" integer,
	"share_setting" boolean DEFAULT false NOT NULL,
	"icon_normal" text,
	"icon_png" text,
	"featured_jpg" text,
	"featured_png" text,
	"logo_main_png" text,
	"background_color" text NOT NULL,
	"brand_register" integer DEFAULT 0 NOT NULL,
	"mono" boolean DEFAULT false NOT NULL,
	"name_icon" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manual_logo" boolean DEFAULT false NOT NULL,
	"manual_jpg" text,
	"manual_png" text,
	"manual_icon" text,
	"shape" text,
	"logo_quota" integer DEFAULT 0 NOT NULL,
	"customize_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"fa_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"actual_amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"product" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"mobile" text,
	"password_hash" text,
	"cover" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customize_records" ADD CONSTRAINT "customize_records_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designers" ADD CONSTRAINT "designers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logos" ADD CONSTRAINT "logos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logos" ADD CONSTRAINT "logos_designer_user_id_users_id_fk" FOREIGN KEY ("designer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logos" ADD CONSTRAINT "logos_customize_id_customize_records_id_fk" FOREIGN KEY ("customize_id") REFERENCES "public"."customize_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_fa_id_logos_fa_id_fk" FOREIGN KEY ("fa_id") REFERENCES "public"."logos"("fa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logos_user_idx" ON "logos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_records_logo_idx" ON "payment_records" USING btree ("fa_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_key" ON "users" USING btree ("mobile");