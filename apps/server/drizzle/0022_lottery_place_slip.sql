-- hand-written (keep on renumbering)
-- A lottery slip placed in ONE statement (ADR 024, P8): the draw held (a shared advisory
-- lock) while it takes bets, the bets inserted, one `bet` posting each through ledger_post (with its
-- betting-record rollup, as the wallet's postMany does), the liability caps raised last.
-- Called on its own, the statement is its own transaction: the hot rows a draw's slips
-- share (the exposure counters) are held from the raise to a commit the server makes at
-- once, not across round trips to the application (which, under load, kept them locked
-- for milliseconds and queued every other slip on the draw behind them). A chase calls it
-- inside its transaction, once per draw, with the draw's id.
-- Refusals are SQLSTATEs the lottery module maps to its error codes: OL101 draw closed,
-- OL102 draw unknown, OL103 draw not open yet, OL104 game switched off, OL105 a liability
-- cap (DETAIL 'number' or 'draw'); the wallet's own (OL001 funds, …) pass through.
-- The betting record of several bets of one round at once (a lottery slip's): `p_bets`
-- bets of `p_amount` in all, one row update and one day-rollup upsert instead of one each.
CREATE OR REPLACE FUNCTION "bet_record_apply"(
	p_kind text, p_member integer, p_amount bigint, p_vendor text, p_round text, p_game text,
	p_bets integer
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	v_at timestamptz := coalesce(nullif(current_setting('openlobby.ledger_clock', true), '')::timestamptz, now());
	v_bets integer := CASE p_kind WHEN 'bet' THEN p_bets ELSE 0 END;
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
-- One bet a call, as the wallet's postings call it.
CREATE OR REPLACE FUNCTION "bet_record_apply"(
	p_kind text, p_member integer, p_amount bigint, p_vendor text, p_round text, p_game text
) RETURNS integer LANGUAGE sql AS $$
	SELECT "bet_record_apply"(p_kind, p_member, p_amount, p_vendor, p_round, p_game, 1)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lottery_place_slip"(
	p_draw_id bigint, p_vassalage text, p_game text, p_draw_number text,
	p_member integer, p_request text, p_chase bigint, p_slip_offset integer,
	p_bet_type text[], p_selection jsonb[], p_units integer[], p_unit_stake bigint[],
	p_multiplier integer[], p_stake bigint[], p_request_hash text[],
	p_exposure_keys text[], p_exposure_amounts bigint[], p_max_return bigint
) RETURNS TABLE (bet_id bigint, created_at timestamptz, balance_after bigint, draw_id bigint, closes_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_draw record;
	v_ids bigint[];
	v_created timestamptz[];
	v_post record;
	v_balance bigint;
	v_raised integer;
	v_count integer := cardinality(p_bet_type);
	v_draw_id bigint;
BEGIN
	IF p_draw_id IS NULL THEN
		SELECT d."id" INTO v_draw_id FROM "lottery_draw" d
		WHERE d."vassalage" = p_vassalage AND d."game_code" = p_game AND d."draw_number" = p_draw_number;
	ELSE
		v_draw_id := p_draw_id;
	END IF;
	-- Bets in flight on a draw hold this lock shared until they commit; drawing or voiding
	-- the draw takes it alone first (lottery/draw-repository.ts), so it waits for them and a
	-- later slip reads the draw no longer open. A shared advisory lock lives in the lock
	-- table: unlike FOR SHARE on the draw row, many holders write nothing to the row (no
	-- multixact per slip, P8).
	IF v_draw_id IS NOT NULL THEN
		PERFORM pg_advisory_xact_lock_shared(1015, (v_draw_id % 2147483647)::integer);
	END IF;
	-- Read after the lock, in a fresh snapshot; `clock_timestamp()`, not the transaction's
	-- start, so a slip 1 ms after the close finds the draw closed even in a long
	-- transaction (R10).
	SELECT d."id", d."status" = 'open' AND d."closes_at" > clock_timestamp() AS taking,
		d."opens_at" <= clock_timestamp() AS opened, g."enabled", g."draw_cap", g."number_cap", d."closes_at"
	INTO v_draw
	FROM "lottery_draw" d JOIN "lottery_game" g USING ("vassalage", "game_code")
	WHERE d."id" = v_draw_id;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'lottery draw %:%:% is unknown', p_vassalage, p_game, p_draw_number USING ERRCODE = 'OL102';
	END IF;
	IF NOT v_draw.taking THEN
		RAISE EXCEPTION 'lottery draw % is closed', v_draw."id" USING ERRCODE = 'OL101';
	END IF;
	-- A slip bets on the draw now open; a chase also on the next ones, not yet opened.
	IF p_draw_id IS NULL AND NOT v_draw.opened THEN
		RAISE EXCEPTION 'lottery draw % does not take bets yet', v_draw."id" USING ERRCODE = 'OL103';
	END IF;
	IF NOT v_draw."enabled" THEN
		RAISE EXCEPTION 'lottery game %:% is switched off', p_vassalage, p_game USING ERRCODE = 'OL104';
	END IF;

	WITH b AS (
		INSERT INTO "lottery_bet" ("member_id", "draw_id", "chase_id", "bet_type", "selection", "units",
			"unit_stake", "multiplier", "stake", "request_id", "slip_index")
		SELECT p_member, v_draw."id", p_chase, u.bet_type, u.selection, u.units, u.unit_stake, u.multiplier,
			u.stake, p_request, p_slip_offset + u.ord - 1
		FROM unnest(p_bet_type, p_selection, p_units, p_unit_stake, p_multiplier, p_stake)
			WITH ORDINALITY AS u(bet_type, selection, units, unit_stake, multiplier, stake, ord)
		RETURNING "id", "created_at", "slip_index"
	)
	SELECT array_agg(b."id" ORDER BY b."slip_index"), array_agg(b."created_at" ORDER BY b."slip_index")
	INTO v_ids, v_created FROM b;

	FOR i IN 1 .. v_count LOOP
		SELECT * INTO v_post FROM ledger_post('lottery-bet:' || v_ids[i], 'bet', p_member, -p_stake[i],
			'provider:' || p_vassalage, p_request_hash[i], 'lottery:' || v_draw."id", NULL, NULL, NULL, NULL);
		IF v_post.outcome <> 'posted' THEN
			RAISE EXCEPTION 'lottery bet % was posted before', v_ids[i];
		END IF;
		v_balance := v_post.balance_after;
	END LOOP;
	-- The slip's bets are one round (the draw) of one member: its betting record moves once.
	PERFORM bet_record_apply('bet', p_member, -(SELECT sum(s) FROM unnest(p_stake) s)::bigint,
		p_vassalage, 'lottery:' || v_draw."id", p_game, v_count);

	-- The caps last, per outcome key then per draw (always in this order, keys sorted by
	-- the caller): each key raised only while it stays within the cap.
	IF v_draw."number_cap" IS NOT NULL AND cardinality(p_exposure_keys) > 0 THEN
		WITH raised AS (
			INSERT INTO "lottery_exposure" AS e ("draw_id", "key", "amount")
			SELECT v_draw."id", u.key, u.amount FROM unnest(p_exposure_keys, p_exposure_amounts) AS u(key, amount)
			WHERE u.amount <= v_draw."number_cap"
			ON CONFLICT ("draw_id", "key") DO UPDATE SET "amount" = e."amount" + EXCLUDED."amount"
				WHERE e."amount" + EXCLUDED."amount" <= v_draw."number_cap"
			RETURNING 1
		)
		SELECT count(*) INTO v_raised FROM raised;
		IF v_raised <> cardinality(p_exposure_keys) THEN
			RAISE EXCEPTION 'lottery draw % number cap', v_draw."id" USING ERRCODE = 'OL105', DETAIL = 'number';
		END IF;
	END IF;
	IF v_draw."draw_cap" IS NOT NULL THEN
		INSERT INTO "lottery_exposure" AS e ("draw_id", "key", "amount")
		SELECT v_draw."id", '*', p_max_return WHERE p_max_return <= v_draw."draw_cap"
		ON CONFLICT ("draw_id", "key") DO UPDATE SET "amount" = e."amount" + EXCLUDED."amount"
			WHERE e."amount" + EXCLUDED."amount" <= v_draw."draw_cap";
		GET DIAGNOSTICS v_raised = ROW_COUNT;
		IF v_raised <> 1 THEN
			RAISE EXCEPTION 'lottery draw % draw cap', v_draw."id" USING ERRCODE = 'OL105', DETAIL = 'draw';
		END IF;
	END IF;

	RETURN QUERY SELECT v_ids[i], v_created[i], v_balance, v_draw."id", v_draw."closes_at"
		FROM generate_subscripts(v_ids, 1) AS i ORDER BY i;
END
$$;
