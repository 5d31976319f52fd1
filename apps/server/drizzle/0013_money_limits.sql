-- R12: no stored value can make a read fail. One movement and one wallet are bounded
-- (packages/contract/src/wallet/limits.ts explains the numbers); these two functions are the
-- database's one copy of them, used by the CHECKs below and by ledger_post. A test compares
-- them with the contract's MAX_AMOUNT and MAX_BALANCE.
CREATE FUNCTION "ledger_max_amount"() RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT 1000000000000::bigint $$;
--> statement-breakpoint
CREATE FUNCTION "ledger_max_balance"() RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT 10000000000000::bigint $$;
--> statement-breakpoint
CREATE INDEX "ledger_posting_win_round_idx" ON "ledger_posting" USING btree ("member_id","reference") WHERE "ledger_posting"."kind" = 'win';--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_within_limit" CHECK (abs("ledger_entry"."amount") <= ledger_max_amount() AND ("ledger_entry"."balance_after" IS NULL OR "ledger_entry"."balance_after" <= ledger_max_balance()));--> statement-breakpoint
ALTER TABLE "ledger_posting" ADD CONSTRAINT "ledger_posting_amount_within_limit" CHECK (abs("ledger_posting"."amount") <= ledger_max_amount());--> statement-breakpoint
ALTER TABLE "wallet_balance" ADD CONSTRAINT "wallet_balance_within_limit" CHECK ("wallet_balance"."balance" <= ledger_max_balance());
--> statement-breakpoint
-- ledger_post as in migration 0003, with the bounds: two more refusals, raised before
-- anything is written or, for the balance, by the one conditional statement on the wallet
-- row (so the posting inserted just before is undone with the statement):
--   OL004 the credit would take the wallet past ledger_max_balance() (DETAIL = the balance)
--   OL005 the amount is beyond ledger_max_amount() either way
CREATE OR REPLACE FUNCTION "ledger_post"(
	p_key text, p_kind text, p_member integer, p_amount bigint, p_counterparty text,
	p_request_hash text, p_reference text, p_actor text, p_reason text,
	p_settles text, p_voided_by text
) RETURNS TABLE (
	outcome text, posting_id bigint, amount bigint, balance_after bigint,
	original_kind text, original_member integer
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_id bigint;
	v_balance bigint;
	v_other "ledger_posting"%ROWTYPE;
BEGIN
	IF abs(p_amount) > ledger_max_amount() THEN
		RAISE EXCEPTION 'ledger posting % amount % is beyond the maximum', p_key, p_amount
			USING ERRCODE = 'OL005';
	END IF;

	INSERT INTO "ledger_posting" ("idempotency_key", "kind", "member_id", "amount", "request_hash", "reference", "actor", "reason")
	VALUES (p_key, p_kind, p_member, p_amount, p_request_hash, p_reference, p_actor, p_reason)
	ON CONFLICT ("idempotency_key") DO NOTHING
	RETURNING "id" INTO v_id;

	IF v_id IS NULL THEN
		-- ON CONFLICT waited for the transaction holding the key; it committed, and this
		-- statement's fresh snapshot (READ COMMITTED) sees its posting.
		SELECT * INTO v_other FROM "ledger_posting" WHERE "idempotency_key" = p_key;
		IF NOT FOUND THEN
			RAISE EXCEPTION 'ledger posting % conflicted but is not visible', p_key;
		END IF;
		IF v_other."request_hash" = p_request_hash THEN
			RETURN QUERY SELECT 'replayed'::text, v_other."id", v_other."amount", e."balance_after", v_other."kind", v_other."member_id"
				FROM "ledger_entry" e WHERE e."posting_id" = v_other."id" AND e."account" = 'member:' || v_other."member_id";
		ELSE
			SELECT w."balance" INTO v_balance FROM "wallet_balance" w WHERE w."member_id" = p_member;
			RETURN QUERY SELECT 'conflict'::text, v_other."id", v_other."amount", coalesce(v_balance, 0), v_other."kind", v_other."member_id";
		END IF;
		RETURN;
	END IF;

	IF p_settles IS NOT NULL THEN
		SELECT * INTO v_other FROM "ledger_posting" WHERE "idempotency_key" = p_settles;
		IF NOT FOUND OR v_other."member_id" IS DISTINCT FROM p_member THEN
			RAISE EXCEPTION 'ledger posting % to settle not found', p_settles USING ERRCODE = 'OL002';
		END IF;
		IF v_other."kind" = 'rollback'
			OR EXISTS (SELECT 1 FROM "ledger_posting" WHERE "idempotency_key" = p_voided_by) THEN
			RAISE EXCEPTION 'ledger posting % was rolled back', p_settles USING ERRCODE = 'OL003';
		END IF;
	END IF;

	IF p_amount >= 0 THEN
		-- The credit happens only if the wallet stays within the bound, checked like a
		-- debit's funds: on the latest row version, in the same statement.
		INSERT INTO "wallet_balance" AS w ("member_id", "balance") VALUES (p_member, p_amount)
		ON CONFLICT ("member_id") DO UPDATE SET "balance" = w."balance" + EXCLUDED."balance", "updated_at" = now()
			WHERE w."balance" + EXCLUDED."balance" <= ledger_max_balance()
		RETURNING w."balance" INTO v_balance;
		IF v_balance IS NULL THEN
			SELECT w."balance" INTO v_balance FROM "wallet_balance" w WHERE w."member_id" = p_member;
			RAISE EXCEPTION 'ledger posting % would take the wallet past the maximum balance', p_key
				USING ERRCODE = 'OL004', DETAIL = coalesce(v_balance, 0)::text;
		END IF;
	ELSE
		-- Never read-then-write: the debit happens only if the money is there, checked by
		-- PostgreSQL on the latest row version after waiting for any concurrent writer.
		UPDATE "wallet_balance" w SET "balance" = w."balance" + p_amount, "updated_at" = now()
		WHERE w."member_id" = p_member AND w."balance" >= -p_amount
		RETURNING w."balance" INTO v_balance;
		IF v_balance IS NULL THEN
			SELECT w."balance" INTO v_balance FROM "wallet_balance" w WHERE w."member_id" = p_member;
			RAISE EXCEPTION 'insufficient funds for ledger posting %', p_key
				USING ERRCODE = 'OL001', DETAIL = coalesce(v_balance, 0)::text;
		END IF;
	END IF;

	INSERT INTO "ledger_entry" ("posting_id", "account", "amount", "balance_after")
	SELECT v_id, 'member:' || p_member, p_amount, v_balance
	UNION ALL SELECT v_id, p_counterparty, -p_amount, NULL WHERE p_amount <> 0;
	RETURN QUERY SELECT 'posted'::text, v_id, p_amount, v_balance, p_kind, p_member;
END
$$;
