CREATE TABLE "referral" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_deposit_at" timestamp with time zone,
	"first_deposit_amount" bigint,
	"reward_amount" bigint,
	CONSTRAINT "referral_not_self" CHECK ("referral"."invitee_id" <> "referral"."referrer_id"),
	CONSTRAINT "referral_first_deposit_whole" CHECK (("referral"."first_deposit_at" IS NULL) = ("referral"."first_deposit_amount" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "referral_code" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfer_vendor" (
	"vendor_code" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfer_wallet" (
	"vendor_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transfer_wallet_vendor_code_member_id_pk" PRIMARY KEY("vendor_code","member_id"),
	CONSTRAINT "sandbox_transfer_wallet_not_negative" CHECK ("sandbox_transfer_wallet"."balance" >= 0),
	CONSTRAINT "sandbox_transfer_wallet_within_limit" CHECK ("sandbox_transfer_wallet"."balance" <= ledger_max_balance())
);
--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_invitee_id_member_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_referrer_id_member_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_code" ADD CONSTRAINT "referral_code_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_transfer_wallet" ADD CONSTRAINT "sandbox_transfer_wallet_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_referrer_idx" ON "referral" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_code_code_idx" ON "referral_code" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sandbox_transfer_wallet_member_idx" ON "sandbox_transfer_wallet" USING btree ("member_id");