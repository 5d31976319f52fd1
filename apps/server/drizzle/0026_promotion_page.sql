ALTER TABLE "promotion" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "rules_pt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "rules_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_category_known" CHECK ("promotion"."category" IN ('welcome', 'slots', 'live', 'sports', 'lottery', 'other'));