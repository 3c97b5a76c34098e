CREATE TABLE "document_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adviser_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"document_type_id" integer NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"requested_by_user_id" integer,
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "reminder_days" text DEFAULT '2,5,10' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "documents_allow_office" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "num_documents_to_review" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "reminders_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_type_extensions" ADD COLUMN "validity_kind" text;--> statement-breakpoint
ALTER TABLE "document_type_extensions" ADD COLUMN "valid_days" integer;--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "validity_kind" text;--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "valid_days" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "applicant_id" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "sequence" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "document_date" date;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "preview_storage_key" text;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_requests_type_uq" ON "document_requests" USING btree ("applicant_id","document_type_id") WHERE "document_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "document_requests_client_idx" ON "document_requests" USING btree ("client_id","applicant_id") WHERE "document_requests"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_request_idx" ON "files" USING btree ("request_id","sequence") WHERE "files"."deleted_at" is null;