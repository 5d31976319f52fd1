CREATE TABLE "member_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_event_kind_known" CHECK ("member_event"."kind" IN ('balance', 'message', 'contract', 'status', 'popup'))
);
--> statement-breakpoint
CREATE INDEX "member_event_member_idx" ON "member_event" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_event_broadcast_idx" ON "member_event" USING btree ("id") WHERE "member_event"."member_id" IS NULL;--> statement-breakpoint
-- hand-written (keep on renumbering)
-- The push channel's events (ADR 031), written by triggers in the transaction of the change,
-- so every source (ledger_post from any module, the operator, the seed) is covered and a
-- rolled-back change leaves no event. NOTIFY carries only ids (the event's and its member's) and is sent
-- at commit.
CREATE FUNCTION "member_event_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- The member id rides along so an instance with none of that member's streams skips it.
	PERFORM pg_notify('member_event', NEW."id" || ':' || coalesce(NEW."member_id"::text, ''));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "member_event_notify" AFTER INSERT ON "member_event"
	FOR EACH ROW EXECUTE FUNCTION "member_event_notify"();
--> statement-breakpoint
-- One balance event per member per transaction in the common case (P8: a bet, its win and
-- its rollups are one transaction, one small insert): the transaction-local setting
-- remembers the last member's event, and a later change of that member's balance in the
-- same transaction rewrites its payload instead of adding a row. Its NOTIFY, sent at
-- commit, then loads the final balance.
CREATE FUNCTION "wallet_balance_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_last text := coalesce(current_setting('openlobby.balance_event', true), '');
	v_id bigint;
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."balance" = OLD."balance" THEN
		RETURN NULL;
	END IF;
	IF split_part(v_last, ':', 1) = NEW."member_id"::text THEN
		UPDATE "member_event" SET "payload" = jsonb_build_object('balance', NEW."balance")
		WHERE "id" = split_part(v_last, ':', 2)::bigint;
		IF FOUND THEN
			RETURN NULL;
		END IF;
	END IF;
	INSERT INTO "member_event" ("member_id", "kind", "payload")
	VALUES (NEW."member_id", 'balance', jsonb_build_object('balance', NEW."balance"))
	RETURNING "id" INTO v_id;
	PERFORM set_config('openlobby.balance_event', NEW."member_id" || ':' || v_id, true);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "wallet_balance_event" AFTER INSERT OR UPDATE OF "balance" ON "wallet_balance"
	FOR EACH ROW EXECUTE FUNCTION "wallet_balance_event"();
--> statement-breakpoint
-- A new inbox message: the member's web app refreshes its badge and unread count. An
-- operator's broadcast is one row for every member, so its event is a broadcast too.
CREATE FUNCTION "member_message_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'message_broadcast' THEN
		INSERT INTO "member_event" ("member_id", "kind", "payload")
		VALUES (NULL, 'message', jsonb_build_object('audience', NEW."audience"));
	ELSIF NEW."broadcast_id" IS NULL THEN
		INSERT INTO "member_event" ("member_id", "kind", "payload")
		VALUES (NEW."member_id", 'message', '{}'::jsonb);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "member_message_event" AFTER INSERT ON "member_message"
	FOR EACH ROW EXECUTE FUNCTION "member_message_event"();
--> statement-breakpoint
CREATE TRIGGER "message_broadcast_event" AFTER INSERT ON "message_broadcast"
	FOR EACH ROW EXECUTE FUNCTION "member_message_event"();
--> statement-breakpoint
-- Maintenance or region rules changed: every connected member re-reads the status (the
-- region verdict depends on each caller's address, so the event carries no verdict).
CREATE FUNCTION "system_status_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."key" IN ('maintenance', 'region')
		AND (TG_OP = 'INSERT' OR NEW."value" IS DISTINCT FROM OLD."value") THEN
		INSERT INTO "member_event" ("member_id", "kind", "payload")
		VALUES (NULL, 'status', jsonb_build_object('key', NEW."key"));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "system_status_event" AFTER INSERT OR UPDATE ON "system_setting"
	FOR EACH ROW EXECUTE FUNCTION "system_status_event"();
--> statement-breakpoint
-- A contract request made or answered, a contract started or ended, a bill issued or
-- settled: both sides' agent centres refresh.
CREATE FUNCTION "agent_contract_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'agent_bill' THEN
		INSERT INTO "member_event" ("member_id", "kind", "payload")
		VALUES (NEW."agent_id", 'contract', jsonb_build_object('what', 'bill'));
		RETURN NULL;
	END IF;
	INSERT INTO "member_event" ("member_id", "kind", "payload")
	SELECT m, 'contract', jsonb_build_object('what', CASE TG_TABLE_NAME WHEN 'agent_contract' THEN 'contract' ELSE 'request' END)
	FROM unnest(ARRAY[NEW."upline_id", NEW."downline_id"]) AS m WHERE m IS NOT NULL;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "agent_contract_request_event" AFTER INSERT OR UPDATE ON "agent_contract_request"
	FOR EACH ROW EXECUTE FUNCTION "agent_contract_event"();
--> statement-breakpoint
CREATE TRIGGER "agent_contract_event" AFTER INSERT OR UPDATE ON "agent_contract"
	FOR EACH ROW EXECUTE FUNCTION "agent_contract_event"();
--> statement-breakpoint
CREATE TRIGGER "agent_bill_event" AFTER INSERT OR UPDATE ON "agent_bill"
	FOR EACH ROW EXECUTE FUNCTION "agent_contract_event"();
--> statement-breakpoint
-- A new popup announcement (execution set) for members: their web apps show it.
CREATE FUNCTION "announcement_popup_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."enabled" AND NEW."execution" IN ('A', 'F') THEN
		INSERT INTO "member_event" ("member_id", "kind", "payload")
		VALUES (NULL, 'popup', jsonb_build_object('announcementId', NEW."id"));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "announcement_popup_event" AFTER INSERT ON "announcement"
	FOR EACH ROW EXECUTE FUNCTION "announcement_popup_event"();
