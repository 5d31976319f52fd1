CREATE TABLE "lottery_bet" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_bet_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"draw_id" bigint NOT NULL,
	"chase_id" bigint,
	"bet_type" text NOT NULL,
	"selection" jsonb NOT NULL,
	"units" integer NOT NULL,
	"unit_stake" bigint NOT NULL,
	"multiplier" integer NOT NULL,
	"stake" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"win_bp" bigint,
	"request_id" text NOT NULL,
	"slip_index" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bet_status_known" CHECK ("lottery_bet"."status" IN ('open', 'won', 'lost', 'void', 'cancelled')),
	CONSTRAINT "lottery_bet_amounts" CHECK ("lottery_bet"."units" > 0 AND "lottery_bet"."unit_stake" > 0 AND "lottery_bet"."multiplier" > 0 AND "lottery_bet"."stake" = "lottery_bet"."units"::bigint * "lottery_bet"."unit_stake" * "lottery_bet"."multiplier" AND "lottery_bet"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_chase" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_chase_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"bet_type" text NOT NULL,
	"selection" jsonb NOT NULL,
	"unit_stake" bigint NOT NULL,
	"multiplier" integer NOT NULL,
	"draws" smallint NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_chase_status_known" CHECK ("lottery_chase"."status" IN ('running', 'stopped', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "lottery_draw" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draw_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"draw_number" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draw_status_known" CHECK ("lottery_draw"."status" IN ('open', 'drawn', 'settled', 'void')),
	CONSTRAINT "lottery_draw_result_when_drawn" CHECK (("lottery_draw"."result" IS NOT NULL) = ("lottery_draw"."status" IN ('drawn', 'settled') OR ("lottery_draw"."status" = 'void' AND "lottery_draw"."drawn_at" IS NOT NULL))),
	CONSTRAINT "lottery_draw_times_ordered" CHECK ("lottery_draw"."opens_at" <= "lottery_draw"."closes_at" AND "lottery_draw"."closes_at" <= "lottery_draw"."draws_at")
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"draw_id" bigint NOT NULL,
	"key" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_draw_id_key_pk" PRIMARY KEY("draw_id","key")
);
--> statement-breakpoint
CREATE TABLE "lottery_game" (
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"family" text NOT NULL,
	"name" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"draw_cap" bigint,
	"number_cap" bigint DEFAULT 100000000,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_game_vassalage_game_code_pk" PRIMARY KEY("vassalage","game_code"),
	CONSTRAINT "lottery_game_caps_positive" CHECK (coalesce("lottery_game"."draw_cap", 1) > 0 AND coalesce("lottery_game"."number_cap", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_bet" ADD CONSTRAINT "lottery_bet_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bet" ADD CONSTRAINT "lottery_bet_draw_id_lottery_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bet" ADD CONSTRAINT "lottery_bet_chase_id_lottery_chase_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."lottery_chase"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chase" ADD CONSTRAINT "lottery_chase_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draw" ADD CONSTRAINT "lottery_draw_vassalage_game_code_lottery_game_vassalage_game_code_fk" FOREIGN KEY ("vassalage","game_code") REFERENCES "public"."lottery_game"("vassalage","game_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_draw_id_lottery_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draw"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bet_request_idx" ON "lottery_bet" USING btree ("member_id","request_id","slip_index");--> statement-breakpoint
CREATE INDEX "lottery_bet_member_idx" ON "lottery_bet" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_bet_draw_idx" ON "lottery_bet" USING btree ("draw_id","member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_bet_chase_idx" ON "lottery_bet" USING btree ("chase_id") WHERE "lottery_bet"."chase_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_chase_request_idx" ON "lottery_chase" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "lottery_chase_member_idx" ON "lottery_chase" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draw_number_idx" ON "lottery_draw" USING btree ("vassalage","game_code","draw_number");--> statement-breakpoint
CREATE INDEX "lottery_draw_game_close_idx" ON "lottery_draw" USING btree ("vassalage","game_code","closes_at");--> statement-breakpoint
CREATE INDEX "lottery_draw_pending_idx" ON "lottery_draw" USING btree ("draws_at") WHERE "lottery_draw"."status" IN ('open', 'drawn');--> statement-breakpoint
CREATE INDEX "lottery_draw_void_pending_idx" ON "lottery_draw" USING btree ("id") WHERE "lottery_draw"."status" = 'void' AND "lottery_draw"."settled_at" IS NULL;--> statement-breakpoint
-- Settlement updates each bet once (open → won|lost|void|cancelled); room on each page lets
-- that update stay on the page (HOT), writing no index entry (P8).
ALTER TABLE "lottery_bet" SET (fillfactor = 50);
--> statement-breakpoint
-- One result per draw (R10, ADR 024): once a draw's result is stored, no statement may
-- replace or clear it, whatever code runs (a second drawing finds no open row anyway).
CREATE FUNCTION "lottery_draw_keep_result"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."result" IS NOT NULL AND NEW."result" IS DISTINCT FROM OLD."result" THEN
		RAISE EXCEPTION 'lottery draw % already has its result', OLD."id" USING ERRCODE = 'OL010';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lottery_draw_result_once" BEFORE UPDATE OF "result" ON "lottery_draw"
	FOR EACH ROW EXECUTE FUNCTION "lottery_draw_keep_result"();
