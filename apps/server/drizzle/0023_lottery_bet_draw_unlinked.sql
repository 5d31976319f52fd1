ALTER TABLE "lottery_bet" DROP CONSTRAINT "lottery_bet_draw_id_lottery_draw_id_fk";
