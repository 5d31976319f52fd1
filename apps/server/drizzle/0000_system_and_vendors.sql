CREATE TABLE "seed_run" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor" (
	"game_category" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"vendor_name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vendor_game_category_vassalage_pk" PRIMARY KEY("game_category","vassalage")
);
--> statement-breakpoint
CREATE TABLE "vendor_category" (
	"game_category" text PRIMARY KEY NOT NULL,
	"sort_order" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"cards" integer NOT NULL,
	"game_classify" text NOT NULL,
	"title_en" text NOT NULL,
	"title_pt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor" ADD CONSTRAINT "vendor_game_category_vendor_category_game_category_fk" FOREIGN KEY ("game_category") REFERENCES "public"."vendor_category"("game_category") ON DELETE cascade ON UPDATE cascade;