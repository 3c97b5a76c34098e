CREATE TABLE "document_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_subcategories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_subcategories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_type_extensions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_type_extensions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adviser_id" integer NOT NULL,
	"document_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"tooltip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"adviser_id" integer,
	"client_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"tooltip" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adviser_id" integer NOT NULL,
	"client_id" integer,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adviser_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "logo_file_id" integer;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "profile_image_file_id" integer;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "video" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "mailto" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "mail_client" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "personal_message" text;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "email_disclaimer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "lead_capture_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_subcategories" ADD CONSTRAINT "document_subcategories_category_id_document_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."document_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_type_extensions" ADD CONSTRAINT "document_type_extensions_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_type_extensions" ADD CONSTRAINT "document_type_extensions_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_category_id_document_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."document_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_subcategory_id_document_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."document_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_categories_code_uq" ON "document_categories" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "document_subcategories_code_uq" ON "document_subcategories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "document_subcategories_category_idx" ON "document_subcategories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_type_extensions_uq" ON "document_type_extensions" USING btree ("adviser_id","document_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_code_uq" ON "document_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "document_types_category_idx" ON "document_types" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "document_types_adviser_idx" ON "document_types" USING btree ("adviser_id") WHERE "document_types"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_uq" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_adviser_purpose_idx" ON "files" USING btree ("adviser_id","purpose","created_at") WHERE "files"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "files_client_idx" ON "files" USING btree ("client_id") WHERE "files"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "templates_adviser_idx" ON "templates" USING btree ("adviser_id","created_at") WHERE "templates"."deleted_at" is null;