CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"user_type" text NOT NULL,
	"adviser_id" integer,
	"client_id" integer,
	"broker_first_name" text DEFAULT '' NOT NULL,
	"broker_last_name" text DEFAULT '' NOT NULL,
	"client_first_name" text DEFAULT '' NOT NULL,
	"client_last_name" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"broker_sort_name" text GENERATED ALWAYS AS (lower(trim(broker_first_name || ' ' || broker_last_name))) STORED,
	"client_sort_name" text GENERATED ALWAYS AS (lower(trim(client_first_name || ' ' || client_last_name))) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(broker_first_name || ' ' || broker_last_name || ' ' || client_first_name || ' ' || client_last_name || ' ' || user_type || ' ' || message)) STORED
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"customer" text,
	"email" text,
	"data" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "advisers_kind_created_idx";--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "address1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "address2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "postcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "state_id" smallint;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "country_id" smallint;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "fax" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "crn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "crn_type" smallint;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "aggregator_id" smallint;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "afsl_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "lodge_user" text;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "lodge_pass_enc" text;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "lodge_api_key_enc" text;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "lodge_api_token_enc" text;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "plan" text;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "subscription_ends_at" date;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "recent_billing_date" date;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "recent_clients_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "sort_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "first_client_input_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_user_type_idx" ON "feedback" USING btree ("user_type","created_at");--> statement-breakpoint
CREATE INDEX "feedback_broker_sort_idx" ON "feedback" USING btree ("broker_sort_name","id");--> statement-breakpoint
CREATE INDEX "feedback_client_sort_idx" ON "feedback" USING btree ("client_sort_name","id");--> statement-breakpoint
CREATE INDEX "feedback_search_trgm_idx" ON "feedback" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stripe_events_type_received_idx" ON "stripe_events" USING btree ("type","received_at");--> statement-breakpoint
CREATE INDEX "stripe_events_received_idx" ON "stripe_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "advisers_kind_sort_name_idx" ON "advisers" USING btree ("kind","sort_name","id") WHERE "advisers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "advisers_kind_sort_email_idx" ON "advisers" USING btree ("kind","sort_email","id") WHERE "advisers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "advisers_kind_recent_clients_count_idx" ON "advisers" USING btree ("kind","recent_clients_count","id") WHERE "advisers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "advisers_kind_registered_at_idx" ON "advisers" USING btree ("kind","registered_at","id") WHERE "advisers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "advisers_kind_trial_end_date_idx" ON "advisers" USING btree ("kind","trial_end_date","id") WHERE "advisers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "advisers_kind_referrer_code_idx" ON "advisers" USING btree ("kind","referrer_code","id") WHERE "advisers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "advisers_kind_source_idx" ON "advisers" USING btree ("kind","source","id") WHERE "advisers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "advisers_search_trgm_idx" ON "advisers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "advisers_referrer_idx" ON "advisers" USING btree ("referrer_adviser_id");--> statement-breakpoint
CREATE INDEX "clients_created_idx" ON "clients" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "clients_invited_idx" ON "clients" USING btree ("invited_at");--> statement-breakpoint
CREATE INDEX "advisers_kind_created_idx" ON "advisers" USING btree ("kind","created_at","id") WHERE "advisers"."deleted_at" is null;