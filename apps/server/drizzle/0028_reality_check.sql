CREATE TABLE "reality_check_ack" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reality_check_setting" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"interval_minutes" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reality_check_interval_range" CHECK ("reality_check_setting"."interval_minutes" BETWEEN 0 AND 1440)
);
--> statement-breakpoint
ALTER TABLE "reality_check_ack" ADD CONSTRAINT "reality_check_ack_session_id_member_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."member_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_check_setting" ADD CONSTRAINT "reality_check_setting_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;