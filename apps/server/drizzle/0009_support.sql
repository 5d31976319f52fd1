CREATE TABLE "chat_model" (
	"model_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service_link" (
	"cs_type" text NOT NULL,
	"cs_position" text NOT NULL,
	"url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_service_link_cs_type_cs_position_pk" PRIMARY KEY("cs_type","cs_position"),
	CONSTRAINT "customer_service_type_known" CHECK ("customer_service_link"."cs_type" IN ('TELEGRAM', 'WHATSAPP', 'LIVECHAT', 'FACEBOOK')),
	CONSTRAINT "customer_service_position_known" CHECK ("customer_service_link"."cs_position" IN ('RIGHT_BAR', 'FOOTER')),
	CONSTRAINT "customer_service_url_needed" CHECK (("customer_service_link"."cs_type" = 'LIVECHAT') = ("customer_service_link"."url" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_image" (
	"name" text PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "feedback_image_mime_known" CHECK ("feedback_image"."mime" IN ('image/png', 'image/jpeg')),
	CONSTRAINT "feedback_image_size" CHECK ("feedback_image"."bytes" > 0 AND "feedback_image"."bytes" <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "social_link" (
	"social_type" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_link_type_known" CHECK ("social_link"."social_type" IN ('YOUTUBE', 'TWITTER', 'FACEBOOK', 'INSTAGRAM', 'MESSENGER', 'TIKTOK'))
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_image" ADD CONSTRAINT "feedback_image_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_image_feedback_idx" ON "feedback_image" USING btree ("feedback_id");