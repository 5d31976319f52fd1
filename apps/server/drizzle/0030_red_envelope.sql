CREATE TABLE "red_envelope_open" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"posting_id" bigint NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelope_open_amount_positive" CHECK ("red_envelope_open"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_envelope_round" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"budget" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"eligibility" text DEFAULT 'none' NOT NULL,
	"eligibility_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelope_round_period" CHECK ("red_envelope_round"."ends_at" > "red_envelope_round"."starts_at"),
	CONSTRAINT "red_envelope_round_amounts" CHECK (0 < "red_envelope_round"."min_amount" AND "red_envelope_round"."min_amount" <= "red_envelope_round"."max_amount"),
	CONSTRAINT "red_envelope_round_remaining" CHECK ("red_envelope_round"."remaining" >= 0 AND "red_envelope_round"."remaining" <= "red_envelope_round"."budget"),
	CONSTRAINT "red_envelope_round_eligibility_known" CHECK ("red_envelope_round"."eligibility" IN ('none', 'deposit', 'valid-bet')),
	CONSTRAINT "red_envelope_round_days" CHECK ("red_envelope_round"."eligibility_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "red_envelope_open" ADD CONSTRAINT "red_envelope_open_round_id_red_envelope_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."red_envelope_round"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_open" ADD CONSTRAINT "red_envelope_open_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_open_once_idx" ON "red_envelope_open" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE INDEX "red_envelope_open_member_idx" ON "red_envelope_open" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "red_envelope_round_period_idx" ON "red_envelope_round" USING btree ("starts_at","ends_at");