CREATE TABLE "site_description" (
	"section" text PRIMARY KEY NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"content_pt" text NOT NULL,
	"content_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_description_section_known" CHECK ("site_description"."section" IN ('about', 'terms', 'privacy', 'responsible-gaming'))
);
--> statement-breakpoint
CREATE TABLE "sponsor" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"text_pt" text NOT NULL,
	"text_en" text NOT NULL,
	"link_url" text,
	"image_path" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_kind_known" CHECK ("sponsor"."kind" IN ('club', 'event', 'ambassador')),
	CONSTRAINT "sponsor_link_http" CHECK ("sponsor"."link_url" IS NULL OR "sponsor"."link_url" ~* '^https?://[^/]'),
	CONSTRAINT "sponsor_image_site_path" CHECK ("sponsor"."image_path" IS NULL OR ("sponsor"."image_path" ~ '^/[A-Za-z0-9._~/-]+$' AND "sponsor"."image_path" !~ '^//' AND "sponsor"."image_path" !~ '(^|/)\.\.(/|$)'))
);
--> statement-breakpoint
CREATE INDEX "sponsor_order_idx" ON "sponsor" USING btree ("sort_order","id");