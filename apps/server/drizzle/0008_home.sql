CREATE TABLE "banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"linkage_type" text DEFAULT 'NONE' NOT NULL,
	"linkage" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banner_group_known" CHECK ("banner"."group_name" IN ('w_home', 'w_login', 'w_register', 'w_forget')),
	CONSTRAINT "banner_linkage_fits" CHECK (("banner"."linkage_type" = 'NONE' AND "banner"."linkage" IS NULL) OR ("banner"."linkage_type" IN ('PROMOTION', 'GAME', 'URL') AND "banner"."linkage" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "winner_demo" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" text NOT NULL,
	"node_id" integer NOT NULL,
	"win_amount" bigint NOT NULL,
	"won_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "winner_demo_amount_positive" CHECK ("winner_demo"."win_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "winner_demo" ADD CONSTRAINT "winner_demo_node_id_game_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."game"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_group_idx" ON "banner" USING btree ("group_name","enabled","sort");