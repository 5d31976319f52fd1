CREATE TABLE "login_challenge" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"ip" text NOT NULL,
	"method" text NOT NULL,
	"destination" text,
	"session_options" jsonb NOT NULL,
	"wrong_answers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_identity" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" integer NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_identity_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "totp_step_used" (
	"member_id" integer NOT NULL,
	"step" integer NOT NULL,
	CONSTRAINT "totp_step_used_member_id_step_pk" PRIMARY KEY("member_id","step")
);
--> statement-breakpoint
ALTER TABLE "login_challenge" ADD CONSTRAINT "login_challenge_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_identity" ADD CONSTRAINT "member_identity_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_step_used" ADD CONSTRAINT "totp_step_used_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_challenge_member_idx" ON "login_challenge" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_identity_member_idx" ON "member_identity" USING btree ("member_id");