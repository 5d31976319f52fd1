CREATE TABLE "member_vip_level" (
	"member_id" integer NOT NULL,
	"level" integer NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bonus_paid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_vip_level_member_id_level_pk" PRIMARY KEY("member_id","level")
);
--> statement-breakpoint
CREATE TABLE "vip_tier" (
	"level" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"threshold" bigint NOT NULL,
	"upgrade_bonus" bigint DEFAULT 0 NOT NULL,
	"monthly_bonus" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_tier_level_range" CHECK ("vip_tier"."level" BETWEEN 1 AND 20),
	CONSTRAINT "vip_tier_amounts" CHECK ("vip_tier"."threshold" > 0 AND "vip_tier"."upgrade_bonus" >= 0 AND "vip_tier"."monthly_bonus" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_vip_level" ADD CONSTRAINT "member_vip_level_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_vip_level_level_idx" ON "member_vip_level" USING btree ("level");