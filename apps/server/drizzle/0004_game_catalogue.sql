CREATE TABLE "favorite_game" (
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_game_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game" (
	"node_id" serial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"game_code" text NOT NULL,
	"name" text NOT NULL,
	"display_name_en" text,
	"display_name_pt" text,
	"game_classify" text,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"hot_rank" integer,
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"min_line_num" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_is_game_known" CHECK ("game"."is_game" IN ('GAME', 'VASSALAGE')),
	CONSTRAINT "game_support_play_flag" CHECK ("game"."support_play" IN (0, 1)),
	CONSTRAINT "game_min_bet_not_negative" CHECK ("game"."min_bet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_catalogue_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "game_catalogue_revision_single_row" CHECK ("game_catalogue_revision"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "pvp_room" (
	"room_id" text PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"min_bet" bigint NOT NULL,
	"seats" integer NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "pvp_room_players_fit" CHECK ("pvp_room"."players" >= 0 AND "pvp_room"."players" <= "pvp_room"."seats")
);
--> statement-breakpoint
CREATE TABLE "recent_game" (
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_game_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_game" ADD CONSTRAINT "favorite_game_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_game" ADD CONSTRAINT "favorite_game_node_id_game_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."game"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_vendor_fk" FOREIGN KEY ("game_type","vendor_code") REFERENCES "public"."vendor"("game_category","vassalage") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "pvp_room" ADD CONSTRAINT "pvp_room_node_id_game_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."game"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_game" ADD CONSTRAINT "recent_game_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_game" ADD CONSTRAINT "recent_game_node_id_game_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."game"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendor_code_game_code_idx" ON "game" USING btree ("vendor_code","game_code");--> statement-breakpoint
CREATE INDEX "game_type_vendor_idx" ON "game" USING btree ("game_type","vendor_code");--> statement-breakpoint
CREATE INDEX "pvp_room_node_idx" ON "pvp_room" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "recent_game_member_played_idx" ON "recent_game" USING btree ("member_id","played_at");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate rows or triggers). The one revision row
-- servers poll to learn that the catalogue changed (modules/games/catalogue.ts).
INSERT INTO "game_catalogue_revision" ("id", "revision") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "game_catalogue_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "game_catalogue_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Per statement, not per row: a seed of 10,000 games bumps the revision once.
CREATE TRIGGER "game_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game" FOR EACH STATEMENT EXECUTE FUNCTION "game_catalogue_touch"();
--> statement-breakpoint
CREATE TRIGGER "vendor_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendor" FOR EACH STATEMENT EXECUTE FUNCTION "game_catalogue_touch"();
--> statement-breakpoint
CREATE TRIGGER "vendor_category_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendor_category" FOR EACH STATEMENT EXECUTE FUNCTION "game_catalogue_touch"();
