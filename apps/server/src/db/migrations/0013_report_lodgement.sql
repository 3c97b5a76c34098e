CREATE TABLE "report_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lodgements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lodgements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adviser_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"target" text DEFAULT 'http' NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"step" text DEFAULT 'preparing' NOT NULL,
	"documents_sent" integer DEFAULT 0 NOT NULL,
	"documents_total" integer DEFAULT 0 NOT NULL,
	"sent_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remote_id" text,
	"remote_reference" text,
	"remote_url" text,
	"error_code" text,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_by_user_id" integer,
	"lodged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "assessment_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_tokens" ADD CONSTRAINT "report_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_tokens" ADD CONSTRAINT "report_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodgements" ADD CONSTRAINT "lodgements_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodgements" ADD CONSTRAINT "lodgements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodgements" ADD CONSTRAINT "lodgements_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_tokens_hash_uq" ON "report_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "report_tokens_expires_idx" ON "report_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lodgements_client_target_uq" ON "lodgements" USING btree ("client_id","target");--> statement-breakpoint
CREATE INDEX "lodgements_adviser_idx" ON "lodgements" USING btree ("adviser_id","lodged_at");
