-- hand-written (keep on renumbering)
-- An in-house instant round (dice, slot) in one statement (ADR 052): the nonce, the bet's
-- posting, the win's posting (0 closes a lost round), both betting-record moves and the
-- round's settled record, all or nothing. Before, the same round took eight statements in
-- four transactions (the bet, the nonce and record, the win, the settle), each a round
-- trip the instance waits on; with four instances on two cores those round trips were most
-- of an instance's CPU (P12).
-- The caller read the active seed pair and decided the round with its next nonce: the
-- nonce is taken only while the pair is still active with that nonce and client seed, so
-- no two rounds share one and none is skipped; otherwise nothing is written and the caller
-- reads the pair again (no rows). The postings are `ledger_post` calls keyed and hashed as
-- the seamless wallet's bet and win would key them, so the wallet's rules (funds, limits,
-- the win settling its bet) refuse here as there, and a refusal writes nothing.
CREATE FUNCTION "in_house_instant_round"(
	p_member integer, p_seed integer, p_nonce integer, p_client_seed text,
	p_round text, p_game text, p_stake bigint, p_payout bigint,
	p_bet jsonb, p_outcome jsonb, p_state text, p_math_version text,
	p_vendor text, p_counterparty text,
	p_bet_key text, p_bet_hash text, p_win_key text, p_win_hash text, p_void_key text
) RETURNS TABLE (out_balance_before bigint, out_balance_after bigint, out_created_ms bigint,
	out_server_seed_hash text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_hash text;
	v_bet record;
	v_win record;
	v_created timestamptz;
BEGIN
	UPDATE "fairness_seed" SET "next_nonce" = "next_nonce" + 1
	WHERE "id" = p_seed AND "member_id" = p_member AND "active" AND "next_nonce" = p_nonce
		AND "client_seed" = p_client_seed
	RETURNING "server_seed_hash" INTO v_hash;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	SELECT * INTO v_bet FROM ledger_post(p_bet_key, 'bet', p_member, -p_stake, p_counterparty,
		p_bet_hash, p_round, NULL, NULL, NULL, NULL);
	-- A new round's keys are new (its id is a fresh UUID): anything else is a bug, not a retry.
	IF v_bet.outcome <> 'posted' THEN
		RAISE EXCEPTION 'in-house round %: bet key % was %', p_round, p_bet_key, v_bet.outcome
			USING ERRCODE = 'OL301';
	END IF;
	PERFORM bet_record_apply('bet', p_member, v_bet.amount, p_vendor, p_round, p_game);
	SELECT * INTO v_win FROM ledger_post(p_win_key, 'win', p_member, p_payout, p_counterparty,
		p_win_hash, p_round, NULL, NULL, p_bet_key, p_void_key);
	IF v_win.outcome <> 'posted' THEN
		RAISE EXCEPTION 'in-house round %: win key % was %', p_round, p_win_key, v_win.outcome
			USING ERRCODE = 'OL301';
	END IF;
	PERFORM bet_record_apply('win', p_member, v_win.amount, p_vendor, p_round, p_game);
	INSERT INTO "game_round" ("id", "member_id", "game_code", "stake", "payout", "balance_before",
		"balance_after", "seed_id", "server_seed_hash", "client_seed", "nonce", "bet", "outcome",
		"math_version", "state", "settled_at")
	VALUES (p_round, p_member, p_game, p_stake, p_payout, v_bet.balance_after + p_stake,
		v_win.balance_after, p_seed, v_hash, p_client_seed, p_nonce, p_bet, p_outcome,
		p_math_version, p_state, now())
	RETURNING "created_at" INTO v_created;
	RETURN QUERY SELECT v_bet.balance_after + p_stake, v_win.balance_after,
		floor(extract(epoch FROM v_created) * 1000)::bigint, v_hash;
END
$$;
