CREATE TABLE "point_accrual_cursor" (
	"source" text PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_balance" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_balance_not_negative" CHECK ("point_balance"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_config_range" CHECK ("point_config"."value" >= 0 AND "point_config"."value" <= 100000)
);
--> statement-breakpoint
CREATE TABLE "point_redemption" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reward_id" integer,
	"points" integer NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "point_redemption_kind_known" CHECK ("point_redemption"."kind" IN ('reward', 'convert')),
	CONSTRAINT "point_redemption_status_known" CHECK ("point_redemption"."status" IN ('process', 'approved', 'rejected')),
	CONSTRAINT "point_redemption_reward" CHECK (("point_redemption"."kind" = 'reward') = ("point_redemption"."reward_id" IS NOT NULL)),
	CONSTRAINT "point_redemption_points_positive" CHECK ("point_redemption"."points" > 0 AND "point_redemption"."cash" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_reward" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_pt" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"cost" integer NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"per_member_limit" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_reward_kind_known" CHECK ("point_reward"."kind" IN ('bonus', 'physical')),
	CONSTRAINT "point_reward_cost_positive" CHECK ("point_reward"."cost" > 0),
	CONSTRAINT "point_reward_stock_not_negative" CHECK ("point_reward"."stock" >= 0),
	CONSTRAINT "point_reward_bonus_amount" CHECK (("point_reward"."kind" = 'bonus') = ("point_reward"."bonus_amount" > 0) AND "point_reward"."bonus_amount" >= 0),
	CONSTRAINT "point_reward_limit_positive" CHECK ("point_reward"."per_member_limit" IS NULL OR "point_reward"."per_member_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_posting" DROP CONSTRAINT "ledger_posting_kind_known";--> statement-breakpoint
ALTER TABLE "point_balance" ADD CONSTRAINT "point_balance_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemption" ADD CONSTRAINT "point_redemption_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemption" ADD CONSTRAINT "point_redemption_reward_id_point_reward_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_reward"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemption_request_idx" ON "point_redemption" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_redemption_member_idx" ON "point_redemption" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_redemption_reward_member_idx" ON "point_redemption" USING btree ("reward_id","member_id");--> statement-breakpoint
CREATE INDEX "point_redemption_process_idx" ON "point_redemption" USING btree ("id") WHERE "point_redemption"."status" = 'process';--> statement-breakpoint
ALTER TABLE "ledger_posting" ADD CONSTRAINT "ledger_posting_kind_known" CHECK ("ledger_posting"."kind" IN ('deposit', 'withdrawal', 'bet', 'win', 'rollback', 'bonus', 'adjustment', 'transfer', 'salary', 'dividend', 'points'));--> statement-breakpoint
-- hand-written (keep on renumbering)
-- The points mall's default ratios (ADR 036): 1 point per 1.00 of valid bet, 1 per 2.00
-- deposited; 100 points convert to 1.00. The operator changes them (`operator points`).
INSERT INTO "point_config" ("key", "value") VALUES
  ('ratio:live', 100), ('ratio:lott', 100), ('ratio:pvp', 100), ('ratio:rng', 100),
  ('ratio:sports', 100), ('ratio:deposit', 50), ('exchange', 100)
ON CONFLICT ("key") DO NOTHING;
