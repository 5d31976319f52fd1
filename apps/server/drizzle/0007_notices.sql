CREATE TABLE "help_topic" (
	"tag" text PRIMARY KEY NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"content_pt" text NOT NULL,
	"content_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_topic_tag_shape" CHECK ("help_topic"."tag" ~ '^[a-z0-9][a-z0-9-]{0,39}$')
);
