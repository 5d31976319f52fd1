CREATE TABLE "announcement" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"content_pt" text NOT NULL,
	"content_en" text NOT NULL,
	"promotion_type" text,
	"execution" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_type_known" CHECK ("announcement"."type" IN ('B', 'PL', 'PU', 'PR', 'H')),
	CONSTRAINT "announcement_execution_known" CHECK ("announcement"."execution" IS NULL OR "announcement"."execution" IN ('A', 'B', 'F'))
);
--> statement-breakpoint
CREATE INDEX "announcement_list_idx" ON "announcement" USING btree ("enabled","type","published_at");