// The lottery module's public entry (ADR 024): the plugin, and what the seed, the bench
// and the tests run.
export { default } from './plugin';
export { lotteryQuotas } from './quotas';
export {
  DRAW_HORIZON,
  drawDueDraws,
  ensureLotteryGames,
  fillHorizon,
  newDrawsOfGame,
  refundVoidDraw,
  runLotteryTick,
  settleDraw,
  voidDraw,
  winPostingKey,
} from './engine';
export { cancelBet, cancelChase, placeBets, placeChase } from './bets';
export { betPostingKey, refundPostingKey } from './refunds';
