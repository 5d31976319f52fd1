CREATE TABLE "bet_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text,
	"category" text,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_game_day_stat" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"vendor_code" text NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_game_day_stat_member_id_day_category_vendor_code_pk" PRIMARY KEY("member_id","day","category","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "rebate_rate" (
	"category" text PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_rate_range" CHECK ("rebate_rate"."rate_bp" >= 0 AND "rebate_rate"."rate_bp" <= 1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bet_record_round_idx" ON "bet_record" USING btree ("member_id","vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "bet_record_member_time_idx" ON "bet_record" USING btree ("member_id","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bet_record_member_category_time_idx" ON "bet_record" USING btree ("member_id","category","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_game_day_stat_day_idx" ON "member_game_day_stat" USING btree ("day");--> statement-breakpoint
CREATE INDEX "ledger_posting_bonus_member_idx" ON "ledger_posting" USING btree ("member_id","id") WHERE "ledger_posting"."kind" = 'bonus';--> statement-breakpoint
-- hand-written (keep on renumbering)
-- The betting record (ADR 026): a round's row and its day's rollup move in the statement of
-- the round's posting (the wallet calls this next to ledger_post, only when it posted), so
-- a bet is never in the ledger without its record or the other way round. Stakes are
-- counted on the day of the round's first bet, so a round's win lands on that day too and
-- the totals match the rows listed. Category: the provider's game type from the catalogue.
CREATE OR REPLACE FUNCTION "bet_record_apply"(
	p_kind text, p_member integer, p_amount bigint, p_vendor text, p_round text, p_game text
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	v_at timestamptz := coalesce(nullif(current_setting('openlobby.ledger_clock', true), '')::timestamptz, now());
	v_bets integer := CASE p_kind WHEN 'bet' THEN 1 ELSE 0 END;
	v_stake bigint := CASE WHEN p_kind IN ('bet', 'rollback') THEN -p_amount ELSE 0 END;
	v_refund bigint := CASE WHEN p_kind = 'rollback' THEN p_amount ELSE 0 END;
	v_win bigint := CASE WHEN p_kind = 'win' THEN p_amount ELSE 0 END;
	v_placed timestamptz;
	v_category text;
	v_new boolean := false;
BEGIN
	IF p_amount = 0 OR p_kind NOT IN ('bet', 'win', 'rollback') OR p_round IS NULL THEN
		RETURN 0;
	END IF;
	UPDATE "bet_record" r SET "bet_count" = r."bet_count" + v_bets, "stake" = r."stake" + v_stake,
		"refunded" = r."refunded" + v_refund, "win" = r."win" + v_win, "updated_at" = v_at,
		"game_code" = coalesce(r."game_code", p_game)
	WHERE r."member_id" = p_member AND r."vendor_code" = p_vendor AND r."round_id" = p_round
	RETURNING r."placed_at", r."category" INTO v_placed, v_category;
	IF NOT FOUND THEN
		v_category := coalesce(
			(SELECT v."game_type" FROM "game" g JOIN "vendor" v
				ON v."game_category" = g."game_type" AND v."vassalage" = g."vendor_code"
				WHERE g."vendor_code" = p_vendor AND g."game_code" = p_game LIMIT 1),
			(SELECT v."game_type" FROM "vendor" v WHERE v."vassalage" = p_vendor
				ORDER BY v."sort_order" LIMIT 1),
			'OTHER');
		INSERT INTO "bet_record" AS r ("member_id", "vendor_code", "round_id", "game_code", "category",
			"bet_count", "stake", "refunded", "win", "placed_at", "updated_at")
		VALUES (p_member, p_vendor, p_round, p_game, v_category, v_bets, v_stake, v_refund, v_win, v_at, v_at)
		ON CONFLICT ("member_id", "vendor_code", "round_id") DO UPDATE SET
			"bet_count" = r."bet_count" + EXCLUDED."bet_count", "stake" = r."stake" + EXCLUDED."stake",
			"refunded" = r."refunded" + EXCLUDED."refunded", "win" = r."win" + EXCLUDED."win",
			"updated_at" = EXCLUDED."updated_at", "game_code" = coalesce(r."game_code", EXCLUDED."game_code")
		RETURNING r."placed_at", r."category", (r."xmax" = 0) INTO v_placed, v_category, v_new;
	END IF;
	INSERT INTO "member_game_day_stat" AS s ("member_id", "day", "category", "vendor_code", "rounds", "stake", "win")
	VALUES (p_member, (v_placed AT TIME ZONE 'UTC')::date, coalesce(v_category, 'OTHER'), p_vendor,
		CASE WHEN v_new THEN 1 ELSE 0 END, v_stake, v_win)
	ON CONFLICT ("member_id", "day", "category", "vendor_code") DO UPDATE SET
		"rounds" = s."rounds" + EXCLUDED."rounds", "stake" = s."stake" + EXCLUDED."stake", "win" = s."win" + EXCLUDED."win";
	RETURN 1;
END
$$;
--> statement-breakpoint
-- Spec §9's rebate rates (basis points of valid bets); PVP has none. The operator changes
-- them with `npm run operator -- rebate rates --set CAT=PERCENT`.
INSERT INTO "rebate_rate" ("category", "rate_bp") VALUES
	('LOTT', 100), ('ELOTT', 100), ('FISH', 100), ('RNG', 120), ('LIVE', 80), ('SPORTS', 100), ('ESPORTS', 100)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The rounds played so far, from the ledger, so an upgraded site's record starts complete.
-- A provider's rollback names its own id as reference; its round is its bet's.
INSERT INTO "bet_record" ("member_id", "vendor_code", "round_id", "game_code", "category",
	"bet_count", "stake", "refunded", "win", "placed_at", "updated_at")
SELECT q."member_id", q."vendor", q."round", NULL,
	coalesce((SELECT v."game_type" FROM "vendor" v WHERE v."vassalage" = q."vendor" ORDER BY v."sort_order" LIMIT 1), 'OTHER'),
	count(*) FILTER (WHERE q."kind" = 'bet'),
	sum(CASE WHEN q."kind" IN ('bet', 'rollback') THEN -q."amount" ELSE 0 END),
	sum(CASE WHEN q."kind" = 'rollback' THEN q."amount" ELSE 0 END),
	sum(CASE WHEN q."kind" = 'win' THEN q."amount" ELSE 0 END),
	min(q."created_at"), max(q."created_at")
FROM (
	SELECT p."member_id", substr(e."account", 10) AS "vendor", p."kind", p."amount", p."created_at",
		CASE WHEN p."kind" = 'rollback' AND p."idempotency_key" LIKE 'provider:%:void:%'
			THEN (SELECT b."reference" FROM "ledger_posting" b
				WHERE b."idempotency_key" = replace(p."idempotency_key", ':void:', ':bet:'))
			ELSE p."reference" END AS "round"
	FROM "ledger_posting" p
	JOIN "ledger_entry" e ON e."posting_id" = p."id" AND e."account" LIKE 'provider:%'
	WHERE p."kind" IN ('bet', 'win', 'rollback') AND p."amount" <> 0 AND p."member_id" IS NOT NULL
) q
WHERE q."round" IS NOT NULL
GROUP BY q."member_id", q."vendor", q."round";
--> statement-breakpoint
UPDATE "bet_record" r SET "game_code" = g."game_code" FROM "game_round" g
WHERE r."vendor_code" = 'BGS' AND r."round_id" = g."id";
--> statement-breakpoint
UPDATE "bet_record" r SET "game_code" = d."game_code" FROM "lottery_draw" d
WHERE r."round_id" = 'lottery:' || d."id";
--> statement-breakpoint
INSERT INTO "member_game_day_stat" ("member_id", "day", "category", "vendor_code", "rounds", "stake", "win")
SELECT "member_id", ("placed_at" AT TIME ZONE 'UTC')::date, "category", "vendor_code", count(*), sum("stake"), sum("win")
FROM "bet_record" GROUP BY 1, 2, 3, 4;
