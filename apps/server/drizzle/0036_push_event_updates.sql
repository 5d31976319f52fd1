-- hand-written (keep on renumbering)
-- Push events for changes that were updates, not inserts (ADR 031), in the change's
-- transaction like the rest.
-- A message read or deleted: the member's other tabs and devices refresh their unread
-- badge. "Mark all read" is one statement over many rows, so this is a statement trigger:
-- one event per member whose read or deleted mark changed, not one per message.
CREATE FUNCTION "member_message_read_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "member_event" ("member_id", "kind", "payload")
	SELECT DISTINCT n."member_id", 'message', '{"read":true}'::jsonb
	FROM "changed_new" n JOIN "changed_old" o ON o."id" = n."id"
	WHERE n."read_at" IS DISTINCT FROM o."read_at"
		OR n."deleted_at" IS DISTINCT FROM o."deleted_at";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "member_message_read_event" AFTER UPDATE ON "member_message"
	REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "member_message_read_event"();
--> statement-breakpoint
-- A popup announcement the operator switches on (or turns into a popup) later reaches the
-- members online then, as a new one does.
CREATE TRIGGER "announcement_popup_shown_event" AFTER UPDATE OF "enabled", "execution" ON "announcement"
	FOR EACH ROW
	WHEN (NEW."enabled" AND NEW."execution" IN ('A', 'F')
		AND NOT (OLD."enabled" AND coalesce(OLD."execution" IN ('A', 'F'), false)))
	EXECUTE FUNCTION "announcement_popup_event"();
