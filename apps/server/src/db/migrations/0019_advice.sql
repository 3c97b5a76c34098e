CREATE TABLE "client_strategies" (
	"client_id" integer NOT NULL,
	"key" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_strategies_client_id_key_pk" PRIMARY KEY("client_id","key")
);
--> statement-breakpoint
CREATE TABLE "serviceability_settings" (
	"adviser_id" integer PRIMARY KEY NOT NULL,
	"shading" jsonb NOT NULL,
	"benchmark" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_strategies" ADD CONSTRAINT "client_strategies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_strategies" ADD CONSTRAINT "client_strategies_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serviceability_settings" ADD CONSTRAINT "serviceability_settings_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;