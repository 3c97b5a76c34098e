CREATE TABLE "client_logins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_logins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pages" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_logins" ADD CONSTRAINT "client_logins_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logins" ADD CONSTRAINT "client_logins_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logins" ADD CONSTRAINT "client_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_logins_user_uq" ON "client_logins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_logins_applicant_uq" ON "client_logins" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "client_logins_client_idx" ON "client_logins" USING btree ("client_id");