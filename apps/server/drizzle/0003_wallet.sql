CREATE TABLE "game_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"posting_id" bigint NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entry_posting_id_account_pk" PRIMARY KEY("posting_id","account"),
	CONSTRAINT "ledger_entry_member_balance" CHECK (("ledger_entry"."account" LIKE 'member:%') = ("ledger_entry"."balance_after" IS NOT NULL) AND ("ledger_entry"."balance_after" IS NULL OR "ledger_entry"."balance_after" >= 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_posting" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_posting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"amount" bigint NOT NULL,
	"request_hash" text NOT NULL,
	"reference" text,
	"actor" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_posting_kind_known" CHECK ("ledger_posting"."kind" IN ('deposit', 'withdrawal', 'bet', 'win', 'rollback', 'bonus', 'adjustment', 'transfer')),
	CONSTRAINT "ledger_posting_adjustment_explained" CHECK ("ledger_posting"."kind" <> 'adjustment' OR ("ledger_posting"."actor" IS NOT NULL AND "ledger_posting"."reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "wallet_balance" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_balance_not_negative" CHECK ("wallet_balance"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_session" ADD CONSTRAINT "game_session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_posting_id_ledger_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_posting"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_balance" ADD CONSTRAINT "wallet_balance_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_session_member_idx" ON "game_session" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ledger_entry_account_idx" ON "ledger_entry" USING btree ("account","posting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_posting_idempotency_key_idx" ON "ledger_posting" USING btree ("idempotency_key");
--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers; the snapshot tracks tables only).
-- R8: the ledger is append-only. The database itself refuses to change or remove history,
-- whatever code or person connects; a correction is a new, compensating posting.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
		USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_posting_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_posting" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entry_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_entry" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
-- Double entry: at commit, every posting made in the transaction must have entries and
-- they must sum to zero, so money is only ever moved, never made or lost. Checked once per
-- posting (not per entry): it is paid by every bet (P6).
CREATE FUNCTION "ledger_check_posting_sum"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	total numeric;
	legs integer;
BEGIN
	SELECT coalesce(sum("amount"), 0), count(*) INTO total, legs FROM "ledger_entry" WHERE "posting_id" = NEW."id";
	IF legs = 0 OR total <> 0 THEN
		RAISE EXCEPTION 'ledger posting % is unbalanced (% entries, sum %)', NEW."id", legs, total
			USING ERRCODE = 'check_violation';
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_posting_balanced" AFTER INSERT ON "ledger_posting" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_posting_sum"();
--> statement-breakpoint
-- One posting in one call (ADR 007): the posting first (its unique key queues concurrent
-- retries), then ONE conditional statement on the wallet row, then the entries. A single
-- round trip keeps the cost per posting low on both engines (P6). Outcomes:
--   posted    the posting was made; balance_after is the wallet after it
--   replayed  the key was posted before by the same request; its original result
--   conflict  the key was posted by a different request; original_* describe it and
--             balance_after is the wallet now; nothing was written
-- Refusals raise (nothing is written): OL001 insufficient funds (DETAIL = the balance),
-- OL002 the posting to settle does not exist for this member, OL003 it was rolled back.
CREATE FUNCTION "ledger_post"(
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
		INSERT INTO "wallet_balance" AS w ("member_id", "balance") VALUES (p_member, p_amount)
		ON CONFLICT ("member_id") DO UPDATE SET "balance" = w."balance" + EXCLUDED."balance", "updated_at" = now()
		RETURNING w."balance" INTO v_balance;
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
