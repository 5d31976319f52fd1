CREATE TABLE "agent_bill" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"agent_id" integer NOT NULL,
	"valid_bet" bigint NOT NULL,
	"profit_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate" integer NOT NULL,
	"gross" bigint NOT NULL,
	"downline_gross" bigint NOT NULL,
	"payable" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"posting_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "agent_bill_status" CHECK ("agent_bill"."status" IN ('not_reached', 'pending', 'applying', 'issued', 'rejected', 'failed')),
	CONSTRAINT "agent_bill_payable" CHECK ("agent_bill"."payable" >= 0 AND "agent_bill"."payable" <= "agent_bill"."gross")
);
--> statement-breakpoint
CREATE TABLE "agent_contract" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer,
	"downline_id" integer NOT NULL,
	"terms" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "agent_contract_kind" CHECK ("agent_contract"."kind" IN ('dividend', 'daily', 'hourly', 'realtime'))
);
--> statement-breakpoint
CREATE TABLE "agent_contract_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"upline_id" integer NOT NULL,
	"downline_id" integer NOT NULL,
	"terms" text,
	"status" text DEFAULT 'process' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "agent_contract_request_kind" CHECK ("agent_contract_request"."kind" IN ('dividend', 'daily', 'hourly', 'realtime')),
	CONSTRAINT "agent_contract_request_action" CHECK ("agent_contract_request"."action" IN ('new', 'terminate')),
	CONSTRAINT "agent_contract_request_status" CHECK ("agent_contract_request"."status" IN ('process', 'approved', 'rejected', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_run" (
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_settlement_run_kind_period_key_pk" PRIMARY KEY("kind","period_key")
);
--> statement-breakpoint
CREATE TABLE "agent_tree" (
	"ancestor_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_member_id_pk" PRIMARY KEY("ancestor_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "member_day_stat" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"first_deposit" integer DEFAULT 0 NOT NULL,
	"withdrawal" bigint DEFAULT 0 NOT NULL,
	"transfer_in" bigint DEFAULT 0 NOT NULL,
	"transfer_out" bigint DEFAULT 0 NOT NULL,
	"salary" bigint DEFAULT 0 NOT NULL,
	"dividend" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_day_stat_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_first_deposit" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_slot_stat" (
	"member_id" integer NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_slot_stat_member_id_slot_pk" PRIMARY KEY("member_id","slot")
);
--> statement-breakpoint
CREATE TABLE "member_vendor_day_stat" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"vendor_code" text NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_vendor_day_stat_member_id_day_vendor_code_pk" PRIMARY KEY("member_id","day","vendor_code")
);
--> statement-breakpoint
ALTER TABLE "ledger_posting" DROP CONSTRAINT "ledger_posting_kind_known";--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_bill" ADD CONSTRAINT "agent_bill_contract_id_agent_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bill" ADD CONSTRAINT "agent_bill_agent_id_member_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract" ADD CONSTRAINT "agent_contract_upline_id_member_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract" ADD CONSTRAINT "agent_contract_downline_id_member_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_request" ADD CONSTRAINT "agent_contract_request_upline_id_member_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_request" ADD CONSTRAINT "agent_contract_request_downline_id_member_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_ancestor_id_member_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bill_contract_period_idx" ON "agent_bill" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "agent_bill_agent_idx" ON "agent_bill" USING btree ("agent_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_bill_status_idx" ON "agent_bill" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_active_idx" ON "agent_contract" USING btree ("downline_id","kind") WHERE "agent_contract"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "agent_contract_upline_idx" ON "agent_contract" USING btree ("upline_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_request_open_idx" ON "agent_contract_request" USING btree ("downline_id","kind") WHERE "agent_contract_request"."status" = 'process';--> statement-breakpoint
CREATE INDEX "agent_contract_request_upline_idx" ON "agent_contract_request" USING btree ("upline_id");--> statement-breakpoint
CREATE INDEX "agent_settlement_run_end_idx" ON "agent_settlement_run" USING btree ("kind","period_end");--> statement-breakpoint
CREATE INDEX "agent_tree_member_idx" ON "agent_tree" USING btree ("member_id","depth");--> statement-breakpoint
CREATE INDEX "member_day_stat_day_idx" ON "member_day_stat" USING btree ("day");--> statement-breakpoint
CREATE INDEX "member_slot_stat_slot_idx" ON "member_slot_stat" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "ledger_posting_bet_time_idx" ON "ledger_posting" USING btree ("created_at") WHERE "ledger_posting"."kind" = 'bet';--> statement-breakpoint
ALTER TABLE "ledger_posting" ADD CONSTRAINT "ledger_posting_kind_known" CHECK ("ledger_posting"."kind" IN ('deposit', 'withdrawal', 'bet', 'win', 'rollback', 'bonus', 'adjustment', 'transfer', 'salary', 'dividend'));
--> statement-breakpoint

-- The agents' rollups (ADR 023), kept by ledger_post in the posting's own statement: every
-- posting of a member moves its day, provider-day and 5-minute rows, so reports and
-- settlements never scan the ledger (P10). Each row is the member's own, like its wallet
-- row, so no bet waits on another member's.
CREATE OR REPLACE FUNCTION "member_stat_apply"(
	p_kind text, p_member integer, p_amount bigint, p_counterparty text, p_at timestamptz
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
		v_bets := CASE p_kind WHEN 'bet' THEN 1 WHEN 'rollback' THEN -1 ELSE 0 END;
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
	-- The seed and the benchmark date their history by setting this (ADR 023); nothing
	-- else does, so a posting's time is the transaction's.
	v_at timestamptz := coalesce(nullif(current_setting('openlobby.ledger_clock', true), '')::timestamptz, now());
	v_id bigint;
	v_balance bigint;
	v_other "ledger_posting"%ROWTYPE;
BEGIN
	IF abs(p_amount) > ledger_max_amount() THEN
		RAISE EXCEPTION 'ledger posting % amount % is beyond the maximum', p_key, p_amount
			USING ERRCODE = 'OL005';
	END IF;

	INSERT INTO "ledger_posting" ("idempotency_key", "kind", "member_id", "amount", "request_hash", "reference", "actor", "reason", "created_at")
	VALUES (p_key, p_kind, p_member, p_amount, p_request_hash, p_reference, p_actor, p_reason, v_at)
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

	INSERT INTO "ledger_entry" ("posting_id", "account", "amount", "balance_after", "created_at")
	SELECT v_id, 'member:' || p_member, p_amount, v_balance, v_at
	UNION ALL SELECT v_id, p_counterparty, -p_amount, NULL, v_at WHERE p_amount <> 0;
	PERFORM "member_stat_apply"(p_kind, p_member, p_amount, p_counterparty, v_at);
	RETURN QUERY SELECT 'posted'::text, v_id, p_amount, v_balance, p_kind, p_member;
END
$$;
--> statement-breakpoint
-- Every member is its own team's root (depth 0), and the existing parent links become
-- closure rows; members registered from now on are added by the identity module.
INSERT INTO "agent_tree" ("ancestor_id", "member_id", "depth")
WITH RECURSIVE up("ancestor_id", "member_id", "depth") AS (
	SELECT "id", "id", 0 FROM "member"
	UNION ALL
	SELECT m."parent_id", up."member_id", up."depth" + 1
	FROM up JOIN "member" m ON m."id" = up."ancestor_id"
	WHERE m."parent_id" IS NOT NULL AND up."depth" < 50
)
SELECT "ancestor_id", "member_id", "depth" FROM up
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Rollups of the history so far, so an upgraded site's reports start complete.
INSERT INTO "member_first_deposit" ("member_id", "day")
SELECT "member_id", min(("created_at" AT TIME ZONE 'UTC')::date) FROM "ledger_posting"
WHERE "kind" = 'deposit' AND "amount" > 0 AND "member_id" IS NOT NULL GROUP BY "member_id";
--> statement-breakpoint
INSERT INTO "member_day_stat" ("member_id", "day", "bet_count", "valid_bet", "payout", "bonus", "deposit",
	"deposit_count", "first_deposit", "withdrawal", "transfer_in", "transfer_out")
SELECT p."member_id", (p."created_at" AT TIME ZONE 'UTC')::date AS d,
	sum(CASE p."kind" WHEN 'bet' THEN 1 WHEN 'rollback' THEN -1 ELSE 0 END),
	sum(CASE WHEN p."kind" IN ('bet', 'rollback') THEN -p."amount" ELSE 0 END),
	sum(CASE WHEN p."kind" = 'win' THEN p."amount" ELSE 0 END),
	sum(CASE WHEN p."kind" = 'bonus' THEN p."amount" ELSE 0 END),
	sum(CASE WHEN p."kind" = 'deposit' THEN p."amount" ELSE 0 END),
	sum(CASE WHEN p."kind" = 'deposit' THEN sign(p."amount") ELSE 0 END),
	0,
	sum(CASE WHEN p."kind" = 'withdrawal' THEN -p."amount" ELSE 0 END),
	sum(CASE WHEN p."kind" = 'transfer' AND p."amount" > 0 THEN p."amount" ELSE 0 END),
	sum(CASE WHEN p."kind" = 'transfer' AND p."amount" < 0 THEN -p."amount" ELSE 0 END)
FROM "ledger_posting" p WHERE p."member_id" IS NOT NULL AND p."amount" <> 0
GROUP BY p."member_id", d;
--> statement-breakpoint
UPDATE "member_day_stat" s SET "first_deposit" = 1 FROM "member_first_deposit" f
WHERE f."member_id" = s."member_id" AND f."day" = s."day";
--> statement-breakpoint
INSERT INTO "member_vendor_day_stat" ("member_id", "day", "vendor_code", "bet_count", "valid_bet", "payout")
SELECT p."member_id", (p."created_at" AT TIME ZONE 'UTC')::date AS d,
	CASE WHEN e."account" LIKE 'provider:%' THEN substr(e."account", 10) ELSE e."account" END AS v,
	sum(CASE p."kind" WHEN 'bet' THEN 1 WHEN 'rollback' THEN -1 ELSE 0 END),
	sum(CASE WHEN p."kind" IN ('bet', 'rollback') THEN -p."amount" ELSE 0 END),
	sum(CASE WHEN p."kind" = 'win' THEN p."amount" ELSE 0 END)
FROM "ledger_posting" p JOIN "ledger_entry" e ON e."posting_id" = p."id" AND e."account" NOT LIKE 'member:%'
WHERE p."member_id" IS NOT NULL AND p."kind" IN ('bet', 'win', 'rollback')
GROUP BY p."member_id", d, v;
--> statement-breakpoint
INSERT INTO "member_slot_stat" ("member_id", "slot", "bet_count", "valid_bet", "payout")
SELECT p."member_id", to_timestamp(floor(extract(epoch FROM p."created_at") / 300) * 300) AS sl,
	sum(CASE p."kind" WHEN 'bet' THEN 1 WHEN 'rollback' THEN -1 ELSE 0 END),
	sum(CASE WHEN p."kind" IN ('bet', 'rollback') THEN -p."amount" ELSE 0 END),
	sum(CASE WHEN p."kind" = 'win' THEN p."amount" ELSE 0 END)
FROM "ledger_posting" p WHERE p."member_id" IS NOT NULL AND p."kind" IN ('bet', 'win', 'rollback')
GROUP BY p."member_id", sl;
