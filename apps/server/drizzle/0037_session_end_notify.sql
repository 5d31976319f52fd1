-- hand-written (keep on renumbering)
-- A session that ends closes its push streams at once, on every instance (ADR 031): every
-- way a session ends deletes its row (logout, "log out my other sessions", one session
-- ended from my account, a password change or reset, an operator closing the account, a
-- break the member takes, the per-member session cap at login, the member deleted), so one
-- trigger here covers them all, including paths added later. Only the member id crosses
-- NOTIFY, never a token or its hash: each instance re-checks the tokens of that member's
-- streams it holds. A statement trigger, so ending every session of a member is one
-- notice (PostgreSQL also folds equal payloads of one transaction into one), sent at commit.
CREATE FUNCTION "member_session_end_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('member_session_end', e."member_id"::text)
	FROM (SELECT DISTINCT "member_id" FROM "ended_sessions") e;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "member_session_end_notify" AFTER DELETE ON "member_session"
	REFERENCING OLD TABLE AS "ended_sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "member_session_end_notify"();
