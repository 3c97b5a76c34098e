CREATE TABLE "applicants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applicants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adviser_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"type" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adviser_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"applicant_id" integer,
	"section" text NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adviser_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"section" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "client_type" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "status" text DEFAULT 'not-started' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "access" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "submit_pages" text DEFAULT 'profile,requirement,asset,liability,expense,risk-profile,document,submit' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "invite_message" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "lodged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "access_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "num_documents_received" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "display_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_items" ADD CONSTRAINT "application_items_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_items" ADD CONSTRAINT "application_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_items" ADD CONSTRAINT "application_items_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_sections" ADD CONSTRAINT "application_sections_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_sections" ADD CONSTRAINT "application_sections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicants_client_idx" ON "applicants" USING btree ("client_id","position") WHERE "applicants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "application_items_client_idx" ON "application_items" USING btree ("client_id","section","position") WHERE "application_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "application_items_applicant_idx" ON "application_items" USING btree ("applicant_id") WHERE "application_items"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "application_sections_client_uq" ON "application_sections" USING btree ("client_id","section");--> statement-breakpoint
CREATE INDEX "clients_list_last_activity_at_idx" ON "clients" USING btree ("adviser_id","client_type","last_activity_at","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_list_sort_name_idx" ON "clients" USING btree ("adviser_id","client_type","sort_name","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_list_created_at_idx" ON "clients" USING btree ("adviser_id","client_type","created_at","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_list_status_idx" ON "clients" USING btree ("adviser_id","client_type","status","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Clients made before applicants existed get their primary applicant from the client's sign-in (every client has
-- one primary person applicant), and the list's derived columns and portal access from the same.
INSERT INTO "applicants" ("adviser_id", "client_id", "type", "is_primary", "position", "data")
SELECT c."adviser_id", c."id", 'person', true, 0,
  jsonb_strip_nulls(jsonb_build_object('first_name', u."first_name", 'last_name', u."last_name", 'email', u."email"))
FROM "clients" c LEFT JOIN "users" u ON u."id" = c."user_id"
WHERE NOT EXISTS (SELECT 1 FROM "applicants" a WHERE a."client_id" = c."id");--> statement-breakpoint
UPDATE "clients" c SET
  "access" = CASE WHEN u."password_hash" IS NOT NULL THEN 'active' ELSE 'invited' END,
  "display_name" = trim(coalesce(u."first_name", '') || ' ' || coalesce(u."last_name", '')),
  "sort_name" = lower(trim(coalesce(u."first_name", '') || ' ' || coalesce(u."last_name", ''))),
  "search_text" = lower(concat_ws(' ', u."first_name", u."last_name", u."email"))
FROM "users" u WHERE u."id" = c."user_id";
