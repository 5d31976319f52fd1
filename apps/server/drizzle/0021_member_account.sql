CREATE TABLE "member_icon" (
	"key" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_icon_size" CHECK ("member_icon"."bytes" > 0 AND "member_icon"."bytes" <= 1048576)
);
--> statement-breakpoint
CREATE TABLE "member_login" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_login_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "icon" text;--> statement-breakpoint
ALTER TABLE "member_session" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "member_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "member_session" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "member_icon" ADD CONSTRAINT "member_icon_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_login" ADD CONSTRAINT "member_login_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_icon_member_idx" ON "member_icon" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_login_member_idx" ON "member_login" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_session_id_idx" ON "member_session" USING btree ("id");