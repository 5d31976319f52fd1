CREATE TABLE "deposit_channel" (
	"code" text PRIMARY KEY NOT NULL,
	"gateway_code" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_channel_bounds" CHECK ("deposit_channel"."min_amount" > 0 AND "deposit_channel"."max_amount" >= "deposit_channel"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "deposit_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_ref" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel_code" text NOT NULL,
	"gateway_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"checkout_url" text,
	"payment_id" text,
	"posting_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "deposit_order_amount_positive" CHECK ("deposit_order"."amount" > 0),
	CONSTRAINT "deposit_order_status_known" CHECK ("deposit_order"."status" IN ('pending', 'paid', 'failed')),
	CONSTRAINT "deposit_order_paid_posted" CHECK (("deposit_order"."status" = 'paid') = ("deposit_order"."posting_id" IS NOT NULL)),
	CONSTRAINT "deposit_order_settled_time" CHECK (("deposit_order"."status" = 'pending') = ("deposit_order"."settled_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payment" (
	"order_ref" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gateway_payment_status" CHECK ("sandbox_gateway_payment"."status" IN ('open', 'paid', 'cancelled')),
	CONSTRAINT "sandbox_gateway_payment_amount" CHECK ("sandbox_gateway_payment"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_order" ADD CONSTRAINT "deposit_order_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_order" ADD CONSTRAINT "deposit_order_channel_code_deposit_channel_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."deposit_channel"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_order_ref_idx" ON "deposit_order" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "deposit_order_member_idx" ON "deposit_order" USING btree ("member_id","id");