ALTER TABLE "document_categories" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_subcategories" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "edited_at" timestamp with time zone;