-- hand-written (keep on renumbering)
-- A lottery slip's stakes posted as one batch (P8, ADR 024): still one `bet` posting per bet,
-- keyed by the bet, with its own entries and balance after, but written by a few set-based
-- statements instead of one `ledger_post` call per bet (each ran ~10 statements: the
-- posting, the wallet row and its push event, two entries, three rollup upserts). The
-- rollups count every bet (`member_stat_apply` takes a bet count), so agent reports,
-- missions and single-bet thresholds see the same bets as before.
-- The agents' rollups of migration 0015 for `p_bets` bets at once (a batch of debits of
-- one kind and time); the 5-argument form every posting calls is now this with 1.
CREATE FUNCTION "member_stat_apply"(
	p_kind text, p_member integer, p_amount bigint, p_counterparty text, p_at timestamptz,
	p_bets integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_day date := (p_at AT TIME ZONE 'UTC')::date;
	v_slot timestamptz := to_timestamp(floor(extract(epoch FROM p_at) / 300) * 300);
	v_vendor text;
	v_bets integer;
	v_valid bigint;
	v_payout bigint;
	v_first integer := 0;
BEGIN
	IF p_amount = 0 THEN
		RETURN;
	END IF;
	IF p_kind IN ('bet', 'win', 'rollback') THEN
		v_vendor := CASE WHEN p_counterparty LIKE 'provider:%' THEN substr(p_counterparty, 10) ELSE p_counterparty END;
		v_bets := CASE p_kind WHEN 'bet' THEN p_bets WHEN 'rollback' THEN -1 ELSE 0 END;
		v_valid := CASE WHEN p_kind IN ('bet', 'rollback') THEN -p_amount ELSE 0 END;
		v_payout := CASE WHEN p_kind = 'win' THEN p_amount ELSE 0 END;
		INSERT INTO "member_day_stat" AS s ("member_id", "day", "bet_count", "valid_bet", "payout")
		VALUES (p_member, v_day, v_bets, v_valid, v_payout)
		ON CONFLICT ("member_id", "day") DO UPDATE SET "bet_count" = s."bet_count" + EXCLUDED."bet_count",
			"valid_bet" = s."valid_bet" + EXCLUDED."valid_bet", "payout" = s."payout" + EXCLUDED."payout";
		INSERT INTO "member_vendor_day_stat" AS s ("member_id", "day", "vendor_code", "bet_count", "valid_bet", "payout")
		VALUES (p_member, v_day, v_vendor, v_bets, v_valid, v_payout)
		ON CONFLICT ("member_id", "day", "vendor_code") DO UPDATE SET "bet_count" = s."bet_count" + EXCLUDED."bet_count",
			"valid_bet" = s."valid_bet" + EXCLUDED."valid_bet", "payout" = s."payout" + EXCLUDED."payout";
		INSERT INTO "member_slot_stat" AS s ("member_id", "slot", "bet_count", "valid_bet", "payout")
		VALUES (p_member, v_slot, v_bets, v_valid, v_payout)
		ON CONFLICT ("member_id", "slot") DO UPDATE SET "bet_count" = s."bet_count" + EXCLUDED."bet_count",
			"valid_bet" = s."valid_bet" + EXCLUDED."valid_bet", "payout" = s."payout" + EXCLUDED."payout";
		RETURN;
	END IF;
	IF p_kind = 'deposit' AND p_amount > 0 THEN
		INSERT INTO "member_first_deposit" ("member_id", "day") VALUES (p_member, v_day) ON CONFLICT DO NOTHING;
		GET DIAGNOSTICS v_first = ROW_COUNT;
	END IF;
	INSERT INTO "member_day_stat" AS s ("member_id", "day", "bonus", "deposit", "deposit_count", "first_deposit",
		"withdrawal", "transfer_in", "transfer_out", "salary", "dividend")
	VALUES (p_member, v_day,
		CASE WHEN p_kind = 'bonus' THEN p_amount ELSE 0 END,
		CASE WHEN p_kind = 'deposit' THEN p_amount ELSE 0 END,
		CASE WHEN p_kind = 'deposit' THEN sign(p_amount)::integer ELSE 0 END,
		v_first,
		CASE WHEN p_kind = 'withdrawal' THEN -p_amount ELSE 0 END,
		CASE WHEN p_kind = 'transfer' AND p_amount > 0 THEN p_amount ELSE 0 END,
		CASE WHEN p_kind = 'transfer' AND p_amount < 0 THEN -p_amount ELSE 0 END,
		CASE WHEN p_kind = 'salary' THEN p_amount ELSE 0 END,
		CASE WHEN p_kind = 'dividend' THEN p_amount ELSE 0 END)
	ON CONFLICT ("member_id", "day") DO UPDATE SET "bonus" = s."bonus" + EXCLUDED."bonus",
		"deposit" = s."deposit" + EXCLUDED."deposit", "deposit_count" = s."deposit_count" + EXCLUDED."deposit_count",
		"first_deposit" = s."first_deposit" + EXCLUDED."first_deposit", "withdrawal" = s."withdrawal" + EXCLUDED."withdrawal",
		"transfer_in" = s."transfer_in" + EXCLUDED."transfer_in", "transfer_out" = s."transfer_out" + EXCLUDED."transfer_out",
		"salary" = s."salary" + EXCLUDED."salary", "dividend" = s."dividend" + EXCLUDED."dividend";
END
$$;
--> statement-breakpoint
-- PL/pgSQL, not SQL: every ledger_post calls it, and a SQL function called from PL/pgSQL
-- is parsed and planned again on every call, where PL/pgSQL keeps its plan per session.
CREATE OR REPLACE FUNCTION "member_stat_apply"(
	p_kind text, p_member integer, p_amount bigint, p_counterparty text, p_at timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "member_stat_apply"(p_kind, p_member, p_amount, p_counterparty, p_at, 1);
END
$$;
--> statement-breakpoint
-- Several debits of ONE member, all new, in one call (the wallet's, for callers whose own
-- SQL function posts them, as the lottery's slip does): what `ledger_post` does for each,
-- in order, with set-based statements. Keys must be new: a key posted before is the unique
-- index's refusal (23505) and nothing is written; a caller retrying a request finds its
-- earlier postings itself (the slip, by its requestId). Funds are checked once for the
-- total on the latest wallet row (OL001, DETAIL = the balance), so the batch is all or
-- none; each entry's balance_after is the balance after that debit, as if posted one by
-- one. Amounts must be negative and within ledger_max_amount() (OL005); no adjustments.
-- The wallet row changes once, so the push channel gets one balance event.
CREATE FUNCTION "ledger_post_debits"(
	p_keys text[], p_kind text, p_member integer, p_amounts bigint[], p_counterparty text,
	p_request_hashes text[], p_reference text
) RETURNS TABLE (posting_id bigint, balance_after bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_at timestamptz := coalesce(nullif(current_setting('openlobby.ledger_clock', true), '')::timestamptz, now());
	v_count integer := coalesce(cardinality(p_keys), 0);
	v_total bigint;
	v_credit boolean;
	v_largest bigint;
	v_balance bigint;
	v_ids bigint[];
BEGIN
	IF v_count = 0 OR cardinality(p_amounts) IS DISTINCT FROM v_count
		OR cardinality(p_request_hashes) IS DISTINCT FROM v_count OR p_kind = 'adjustment' THEN
		RAISE EXCEPTION 'ledger_post_debits needs one amount and request hash per key, and no adjustment';
	END IF;
	SELECT sum(a), bool_or(a IS NULL OR a >= 0), max(-a) INTO v_total, v_credit, v_largest
	FROM unnest(p_amounts) a;
	IF v_credit THEN
		RAISE EXCEPTION 'ledger_post_debits takes debits only (%)', p_keys[1];
	END IF;
	IF v_largest > ledger_max_amount() THEN
		RAISE EXCEPTION 'ledger posting % amount % is beyond the maximum', p_keys[1], -v_largest
			USING ERRCODE = 'OL005';
	END IF;

	WITH ins AS (
		INSERT INTO "ledger_posting" ("idempotency_key", "kind", "member_id", "amount", "request_hash", "reference", "created_at")
		SELECT u.k, p_kind, p_member, u.a, u.h, p_reference, v_at
		FROM unnest(p_keys, p_amounts, p_request_hashes) WITH ORDINALITY AS u(k, a, h, ord)
		ORDER BY u.ord
		RETURNING "id", "idempotency_key"
	)
	SELECT array_agg(ins."id" ORDER BY u.ord) INTO v_ids
	FROM ins JOIN unnest(p_keys) WITH ORDINALITY AS u(k, ord) ON u.k = ins."idempotency_key";

	-- As ledger_post's debit: never read-then-write; the money must be there for all of it.
	UPDATE "wallet_balance" w SET "balance" = w."balance" + v_total, "updated_at" = now()
	WHERE w."member_id" = p_member AND w."balance" >= -v_total
	RETURNING w."balance" INTO v_balance;
	IF v_balance IS NULL THEN
		SELECT w."balance" INTO v_balance FROM "wallet_balance" w WHERE w."member_id" = p_member;
		RAISE EXCEPTION 'insufficient funds for ledger posting %', p_keys[1]
			USING ERRCODE = 'OL001', DETAIL = coalesce(v_balance, 0)::text;
	END IF;

	RETURN QUERY
	WITH e AS (
		SELECT v_ids[u.ord] AS id, u.a, u.ord,
			(v_balance - v_total + sum(u.a) OVER (ORDER BY u.ord))::bigint AS after
		FROM unnest(p_amounts) WITH ORDINALITY AS u(a, ord)
	), written AS (
		INSERT INTO "ledger_entry" ("posting_id", "account", "amount", "balance_after", "created_at")
		SELECT e.id, 'member:' || p_member, e.a, e.after, v_at FROM e
		UNION ALL SELECT e.id, p_counterparty, -e.a, NULL, v_at FROM e
	)
	SELECT e.id, e.after FROM e ORDER BY e.ord;
	PERFORM "member_stat_apply"(p_kind, p_member, v_total, p_counterparty, v_at, v_count);
END
$$;
--> statement-breakpoint
-- The slip of migration 0022 with its stakes posted by ledger_post_debits, and the strings
-- the TypeScript owns passed in rather than spelled here: the bet posting key's prefix
-- (lottery/refunds.ts `betPostingKey`), the counterparty (wallet `providerAccount`) and the
-- round's prefix (`drawReference`), so a refund or a report can never look for a key the
-- slip did not write. Otherwise as before: the draw held by the shared advisory lock
-- (1015, draw id) while it takes bets, read after the lock with clock_timestamp() (R10),
-- the bets, their postings, the betting record once, the caps last.
DROP FUNCTION "lottery_place_slip"(bigint, text, text, text, integer, text, bigint, integer,
	text[], jsonb[], integer[], bigint[], integer[], bigint[], text[], text[], bigint[], bigint);
--> statement-breakpoint
CREATE FUNCTION "lottery_place_slip"(
	p_draw_id bigint, p_vassalage text, p_game text, p_draw_number text,
	p_member integer, p_request text, p_chase bigint, p_slip_offset integer,
	p_bet_type text[], p_selection jsonb[], p_units integer[], p_unit_stake bigint[],
	p_multiplier integer[], p_stake bigint[], p_request_hash text[],
	p_exposure_keys text[], p_exposure_amounts bigint[], p_max_return bigint,
	p_key_prefix text, p_counterparty text, p_round_prefix text
) RETURNS TABLE (bet_id bigint, created_at timestamptz, balance_after bigint, draw_id bigint, closes_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_draw record;
	v_ids bigint[];
	v_created timestamptz[];
	v_keys text[];
	v_debits bigint[];
	v_round text;
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
	-- the draw takes it alone first (lottery/draw-repository.ts).
	IF v_draw_id IS NOT NULL THEN
		PERFORM pg_advisory_xact_lock_shared(1015, (v_draw_id % 2147483647)::integer);
	END IF;
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
	IF p_draw_id IS NULL AND NOT v_draw.opened THEN
		RAISE EXCEPTION 'lottery draw % does not take bets yet', v_draw."id" USING ERRCODE = 'OL103';
	END IF;
	IF NOT v_draw."enabled" THEN
		RAISE EXCEPTION 'lottery game %:% is switched off', p_vassalage, p_game USING ERRCODE = 'OL104';
	END IF;
	v_round := p_round_prefix || v_draw."id";

	WITH b AS (
		INSERT INTO "lottery_bet" ("member_id", "draw_id", "chase_id", "bet_type", "selection", "units",
			"unit_stake", "multiplier", "stake", "request_id", "slip_index")
		SELECT p_member, v_draw."id", p_chase, u.bet_type, u.selection, u.units, u.unit_stake, u.multiplier,
			u.stake, p_request, p_slip_offset + u.ord - 1
		FROM unnest(p_bet_type, p_selection, p_units, p_unit_stake, p_multiplier, p_stake)
			WITH ORDINALITY AS u(bet_type, selection, units, unit_stake, multiplier, stake, ord)
		RETURNING "id", "created_at", "slip_index", "stake"
	)
	SELECT array_agg(b."id" ORDER BY b."slip_index"), array_agg(b."created_at" ORDER BY b."slip_index"),
		array_agg(p_key_prefix || b."id" ORDER BY b."slip_index"), array_agg(-b."stake" ORDER BY b."slip_index")
	INTO v_ids, v_created, v_keys, v_debits FROM b;

	-- One `bet` posting per bet, keyed by it; the lowest balance after is the last one's.
	SELECT min(d.balance_after) INTO v_balance
	FROM ledger_post_debits(v_keys, 'bet', p_member, v_debits, p_counterparty, p_request_hash,
		v_round) d;
	-- The slip's bets are one round (the draw) of one member: its betting record moves once.
	PERFORM bet_record_apply('bet', p_member, (SELECT sum(s) FROM unnest(v_debits) s)::bigint,
		p_vassalage, v_round, p_game, v_count);

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
