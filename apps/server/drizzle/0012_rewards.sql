CREATE TABLE "mission" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"metric" text NOT NULL,
	"target" bigint NOT NULL,
	"reward_amount" bigint NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_metric_known" CHECK ("mission"."metric" IN ('bet_count', 'bet_amount', 'deposit_count')),
	CONSTRAINT "mission_target_positive" CHECK ("mission"."target" > 0),
	CONSTRAINT "mission_reward_positive" CHECK ("mission"."reward_amount" > 0),
	CONSTRAINT "mission_points_not_negative" CHECK ("mission"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mission_claim" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"points" integer NOT NULL,
	"reward_amount" bigint NOT NULL,
	"posting_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_type" text NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"description_pt" text NOT NULL,
	"description_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reward_amount" bigint NOT NULL,
	"rule" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_rule_known" CHECK ("promotion"."rule" IN ('instant', 'apply')),
	CONSTRAINT "promotion_reward_positive" CHECK ("promotion"."reward_amount" > 0),
	CONSTRAINT "promotion_period" CHECK ("promotion"."ends_at" > "promotion"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "promotion_participation" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'signed' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"rejection_reason" text,
	"posting_id" bigint,
	CONSTRAINT "promotion_participation_status_known" CHECK ("promotion_participation"."status" IN ('signed', 'applying', 'issued', 'rejected', 'claimed')),
	CONSTRAINT "promotion_participation_rejection_explained" CHECK ("promotion_participation"."status" <> 'rejected' OR "promotion_participation"."rejection_reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "mission_claim" ADD CONSTRAINT "mission_claim_mission_id_mission_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."mission"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claim" ADD CONSTRAINT "mission_claim_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participation" ADD CONSTRAINT "promotion_participation_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participation" ADD CONSTRAINT "promotion_participation_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claim_once_a_day_idx" ON "mission_claim" USING btree ("mission_id","member_id","day");--> statement-breakpoint
CREATE INDEX "mission_claim_day_idx" ON "mission_claim" USING btree ("day","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_type_idx" ON "promotion" USING btree ("promotion_type");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_participation_member_idx" ON "promotion_participation" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_participation_status_idx" ON "promotion_participation" USING btree ("status","id");