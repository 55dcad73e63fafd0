CREATE TABLE "invoice_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"fa_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"gmf_mc" text NOT NULL,
	"gmf_nsrsbh" text,
	"address" text,
	"email" text,
	"mobile" text,
	"amount" numeric(12, 2) NOT NULL,
	"audit" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"reject_notes" text,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" integer,
	CONSTRAINT "invoice_applications_type_check" CHECK ("invoice_applications"."type" in ('1', '2')),
	CONSTRAINT "invoice_applications_state_check" CHECK ("invoice_applications"."audit" in (0, 1) and "invoice_applications"."rejected" in (0, 1) and not ("invoice_applications"."audit" = 1 and "invoice_applications"."rejected" = 1)),
	CONSTRAINT "invoice_applications_pdf_check" CHECK ("invoice_applications"."audit" = 0 or "invoice_applications"."pdf_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "brand_register_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"fa_id" integer,
	"user_id" integer,
	"name" text NOT NULL,
	"industry" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_register_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_fa_id_logos_fa_id_fk" FOREIGN KEY ("fa_id") REFERENCES "public"."logos"("fa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_register_orders" ADD CONSTRAINT "brand_register_orders_fa_id_logos_fa_id_fk" FOREIGN KEY ("fa_id") REFERENCES "public"."logos"("fa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_register_orders" ADD CONSTRAINT "brand_register_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_applications_logo_idx" ON "invoice_applications" USING btree ("fa_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_applications_user_idx" ON "invoice_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_applications_open_key" ON "invoice_applications" USING btree ("fa_id") WHERE "invoice_applications"."rejected" = 0;--> statement-breakpoint
CREATE INDEX "brand_register_orders_logo_idx" ON "brand_register_orders" USING btree ("fa_id");