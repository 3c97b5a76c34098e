ALTER TABLE "advisers" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "trial_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "billing_synced_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "advisers_stripe_customer_uq" ON "advisers" USING btree ("stripe_customer_id") WHERE "advisers"."stripe_customer_id" is not null;--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adviser_id" integer NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"number" text NOT NULL,
	"plan" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"bill_to_name" text NOT NULL,
	"bill_to_company" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_provider_uq" ON "billing_invoices" USING btree ("provider_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_number_uq" ON "billing_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "billing_invoices_adviser_idx" ON "billing_invoices" USING btree ("adviser_id","paid_at");--> statement-breakpoint
CREATE TABLE "billing_local_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "billing_local_objects_kind_idx" ON "billing_local_objects" USING btree ("kind","customer");
