CREATE TABLE "payout_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"method" text DEFAULT 'PIX' NOT NULL,
	"pix_key_type" text NOT NULL,
	"pix_key" text NOT NULL,
	"payee_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_account_method_known" CHECK ("payout_account"."method" IN ('PIX')),
	CONSTRAINT "payout_account_pix_key_type_known" CHECK ("payout_account"."pix_key_type" IN ('CPF', 'PHONE', 'EMAIL', 'RANDOM'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout_account_id" integer,
	"pix_key_type" text NOT NULL,
	"pix_key" text NOT NULL,
	"payee_name" text NOT NULL,
	"reason" text,
	"settled_by" text,
	"payout_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "withdrawal_amount_positive" CHECK ("withdrawal"."amount" > 0),
	CONSTRAINT "withdrawal_status_known" CHECK ("withdrawal"."status" IN ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "withdrawal_settled_when_not_pending" CHECK (("withdrawal"."status" = 'pending') = ("withdrawal"."settled_at" IS NULL)),
	CONSTRAINT "withdrawal_rejection_explained" CHECK ("withdrawal"."status" <> 'rejected' OR "withdrawal"."reason" IS NOT NULL),
	CONSTRAINT "withdrawal_payout_only_when_approved" CHECK ("withdrawal"."payout_reference" IS NULL OR "withdrawal"."status" = 'approved')
);
--> statement-breakpoint
ALTER TABLE "payout_account" ADD CONSTRAINT "payout_account_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_payout_account_id_payout_account_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_account_member_key_idx" ON "payout_account" USING btree ("member_id","pix_key_type","pix_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_member_request_idx" ON "withdrawal" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawal_member_idx" ON "withdrawal" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_pending_member_idx" ON "withdrawal" USING btree ("member_id") WHERE "withdrawal"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "withdrawal_status_idx" ON "withdrawal" USING btree ("status","id");