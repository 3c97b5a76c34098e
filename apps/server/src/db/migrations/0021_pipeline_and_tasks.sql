CREATE TABLE "task_digests" (
	"adviser_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_digests_adviser_id_day_pk" PRIMARY KEY("adviser_id","day")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adviser_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"title" text NOT NULL,
	"due_date" date NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"rule_key" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "lender" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "loan_amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "settlement_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "fixed_rate_expires_on" date;--> statement-breakpoint
ALTER TABLE "task_digests" ADD CONSTRAINT "task_digests_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_rule_uq" ON "tasks" USING btree ("client_id","rule_key") WHERE "tasks"."rule_key" is not null;--> statement-breakpoint
CREATE INDEX "tasks_adviser_due_idx" ON "tasks" USING btree ("adviser_id","done","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_client_idx" ON "tasks" USING btree ("client_id","due_date","id");--> statement-breakpoint
CREATE INDEX "clients_board_idx" ON "clients" USING btree ("adviser_id","stage","last_activity_at","id") WHERE "clients"."deleted_at" is null and "clients"."stage" is not null;--> statement-breakpoint
CREATE INDEX "clients_fixed_rate_idx" ON "clients" USING btree ("fixed_rate_expires_on") WHERE "clients"."deleted_at" is null and "clients"."fixed_rate_expires_on" is not null;--> statement-breakpoint
-- Deals lodged before the pipeline start on the board's first column.
UPDATE "clients" SET "stage" = 'lodged' WHERE "status" = 'lodged' AND "stage" IS NULL;