CREATE TABLE "raffle" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"bet_per_ticket" bigint,
	"deposit_per_ticket" bigint,
	"prizes" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_status_known" CHECK ("raffle"."status" IN ('open', 'drawn')),
	CONSTRAINT "raffle_period" CHECK ("raffle"."ends_at" > "raffle"."starts_at"),
	CONSTRAINT "raffle_ticket_rule" CHECK (coalesce("raffle"."bet_per_ticket", 0) > 0 OR coalesce("raffle"."deposit_per_ticket", 0) > 0),
	CONSTRAINT "raffle_drawn_at" CHECK (("raffle"."status" = 'drawn') = ("raffle"."drawn_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "raffle_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tickets" integer,
	"first_ticket" integer
);
--> statement-breakpoint
CREATE TABLE "raffle_winner" (
	"raffle_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"ticket" integer NOT NULL,
	"amount" bigint NOT NULL,
	"posting_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "raffle_entry" ADD CONSTRAINT "raffle_entry_raffle_id_raffle_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entry" ADD CONSTRAINT "raffle_entry_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winner" ADD CONSTRAINT "raffle_winner_raffle_id_raffle_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winner" ADD CONSTRAINT "raffle_winner_entry_id_raffle_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."raffle_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_code_idx" ON "raffle" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entry_member_idx" ON "raffle_entry" USING btree ("raffle_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_winner_rank_idx" ON "raffle_winner" USING btree ("raffle_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_winner_entry_idx" ON "raffle_winner" USING btree ("raffle_id","entry_id");