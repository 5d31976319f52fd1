CREATE TABLE "member_protection" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"exclusion_kind" text,
	"exclusion_started_at" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_protection_exclusion_kind" CHECK ("member_protection"."exclusion_kind" IS NULL OR "member_protection"."exclusion_kind" IN ('timeout', 'self-exclusion'))
);
--> statement-breakpoint
CREATE TABLE "protection_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer,
	"actor" text NOT NULL,
	"subject" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_protection" ADD CONSTRAINT "member_protection_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_audit_member_idx" ON "protection_audit" USING btree ("member_id","id");--> statement-breakpoint
-- hand-written (keep on renumbering)
-- The protection audit is append-only (C7): no row is ever changed or removed.
CREATE FUNCTION "protection_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'protection_audit is append-only: % refused', TG_OP USING ERRCODE = 'OL201';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "protection_audit_append_only" BEFORE UPDATE OR DELETE ON "protection_audit"
	FOR EACH ROW EXECUTE FUNCTION "protection_audit_append_only"();
