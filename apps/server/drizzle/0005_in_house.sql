CREATE TABLE "fairness_seed" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fairness_seed_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_round" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint,
	"seed_id" integer NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"bet" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"math_version" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_round_state_known" CHECK ("game_round"."state" IN ('playing', 'won', 'lost')),
	CONSTRAINT "game_round_stake_positive" CHECK ("game_round"."stake" > 0 AND "game_round"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_round" (
	"id" text PRIMARY KEY NOT NULL,
	"session_hash" text NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"stake" bigint NOT NULL,
	"multiplier_bp" integer,
	"payout" bigint,
	"balance_before" bigint,
	"balance_after" bigint,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_round_state_known" CHECK ("sandbox_round"."state" IN ('pending', 'open', 'won', 'lost', 'rolled_back'))
);
--> statement-breakpoint
ALTER TABLE "fairness_seed" ADD CONSTRAINT "fairness_seed_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_seed_id_fairness_seed_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fairness_seed"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fairness_seed_active_member_idx" ON "fairness_seed" USING btree ("member_id") WHERE "fairness_seed"."active";--> statement-breakpoint
CREATE INDEX "fairness_seed_member_idx" ON "fairness_seed" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_round_seed_nonce_idx" ON "game_round" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "game_round_member_game_idx" ON "game_round" USING btree ("member_id","game_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_round_one_playing_idx" ON "game_round" USING btree ("member_id","game_code") WHERE "game_round"."state" = 'playing';--> statement-breakpoint
CREATE INDEX "sandbox_round_session_idx" ON "sandbox_round" USING btree ("session_hash","created_at");