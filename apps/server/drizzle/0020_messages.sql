CREATE TABLE "member_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event_key" text,
	"broadcast_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "member_message_kind_known" CHECK ("member_message"."kind" IN ('deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected', 'contract_offered', 'contract_accepted', 'contract_rejected', 'contract_terminated', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "message_broadcast" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_broadcast_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audience" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_broadcast_audience_known" CHECK ("message_broadcast"."audience" IN ('all', 'agents'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_receipt_proof" (
	"name" text PRIMARY KEY NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "withdrawal_receipt_proof_mime_known" CHECK ("withdrawal_receipt_proof"."mime" IN ('image/png', 'image/jpeg')),
	CONSTRAINT "withdrawal_receipt_proof_size" CHECK ("withdrawal_receipt_proof"."bytes" > 0 AND "withdrawal_receipt_proof"."bytes" <= 5242880)
);
--> statement-breakpoint
ALTER TABLE "withdrawal" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD COLUMN "receipt" text;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD COLUMN "receipt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD COLUMN "dispute_resolution" text;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD COLUMN "dispute_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_message" ADD CONSTRAINT "member_message_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_message" ADD CONSTRAINT "member_message_broadcast_id_message_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."message_broadcast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_receipt_proof" ADD CONSTRAINT "withdrawal_receipt_proof_withdrawal_id_withdrawal_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_message_inbox_idx" ON "member_message" USING btree ("member_id","created_at","id") WHERE "member_message"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "member_message_unread_idx" ON "member_message" USING btree ("member_id") WHERE "member_message"."deleted_at" IS NULL AND "member_message"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "member_message_event_idx" ON "member_message" USING btree ("event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "member_message_broadcast_idx" ON "member_message" USING btree ("member_id","broadcast_id");--> statement-breakpoint
CREATE INDEX "message_broadcast_created_idx" ON "message_broadcast" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_receipt_proof_withdrawal_idx" ON "withdrawal_receipt_proof" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "withdrawal_dispute_idx" ON "withdrawal" USING btree ("id") WHERE "withdrawal"."receipt" = 'not_received';--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_receipt_known" CHECK ("withdrawal"."receipt" IS NULL OR ("withdrawal"."receipt" IN ('received', 'not_received', 'fully_paid') AND "withdrawal"."paid_at" IS NOT NULL AND "withdrawal"."receipt_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_dispute_resolution_known" CHECK ("withdrawal"."dispute_resolution" IS NULL OR ("withdrawal"."dispute_resolution" IN ('paid', 'refund') AND "withdrawal"."receipt" = 'not_received' AND "withdrawal"."dispute_resolved_at" IS NOT NULL));