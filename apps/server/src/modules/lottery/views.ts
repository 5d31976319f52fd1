import type {
  DrawStatus,
  LotteryBet,
  LotteryChase,
  LotteryDraw,
  LotteryGame,
  OperatorDraw,
  OperatorLotteryGame,
} from '@openlobby/contract';
import type { BetView, ChaseView } from './bet-repository';
import type { DrawRow, GameRow } from './draw-repository';

/** What players see of a stored state: `scheduled` before it opens, `closed` after close. */
export function drawStatusAt(
  draw: Pick<DrawRow, 'status' | 'opensAt' | 'closesAt'>,
  now: Date,
): DrawStatus {
  if (draw.status !== 'open') return draw.status;
  if (draw.opensAt > now) return 'scheduled';
  if (draw.closesAt <= now) return 'closed';
  return 'open';
}

/** A draw for players: the seed only once the result is out (ADR 024). */
export function drawView(draw: DrawRow, now: Date): LotteryDraw {
  const revealed = draw.result !== null;
  return {
    id: draw.id,
    vassalage: draw.vassalage,
    gameCode: draw.gameCode,
    drawNumber: draw.drawNumber,
    status: drawStatusAt(draw, now),
    opensAt: draw.opensAt.toISOString(),
    closesAt: draw.closesAt.toISOString(),
    drawsAt: draw.drawsAt.toISOString(),
    seedHash: draw.seedHash,
    seed: revealed ? draw.seed : null,
    clientSeed: draw.clientSeed,
    result: draw.result,
  };
}

export function gameView(
  game: GameRow,
  draws: { current?: DrawRow | undefined; last?: DrawRow | undefined } | undefined,
  now: Date,
): LotteryGame {
  return {
    vassalage: game.vassalage,
    gameCode: game.gameCode,
    family: game.family,
    name: game.name,
    schedule: game.schedule,
    enabled: game.enabled,
    currentDraw: game.enabled && draws?.current ? drawView(draws.current, now) : null,
    lastDraw: draws?.last ? drawView(draws.last, now) : null,
  };
}

export function betView(bet: BetView, now: Date): LotteryBet {
  return {
    id: bet.id,
    vassalage: bet.vassalage,
    gameCode: bet.gameCode,
    drawNumber: bet.drawNumber,
    betType: bet.betType,
    selection: bet.selection,
    units: bet.units,
    unitStake: bet.unitStake,
    multiplier: bet.multiplier,
    stake: bet.stake,
    status: bet.status,
    payout: bet.payout,
    chaseId: bet.chaseId,
    createdAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    result: bet.result,
    cancellable: bet.status === 'open' && bet.drawStatus === 'open' && bet.closesAt > now,
  };
}

export function chaseView(chase: ChaseView): LotteryChase {
  return {
    id: chase.id,
    vassalage: chase.vassalage,
    gameCode: chase.gameCode,
    betType: chase.betType,
    selection: chase.selection,
    draws: chase.draws,
    stopOnWin: chase.stopOnWin,
    status: chase.status === 'running' && chase.open === 0 ? 'done' : chase.status,
    placed: chase.placed,
    won: chase.won,
    open: chase.open,
    totalStake: chase.totalStake,
    totalPayout: chase.totalPayout,
    createdAt: chase.createdAt.toISOString(),
  };
}

export function operatorGameView(game: GameRow, upcomingDraws: number): OperatorLotteryGame {
  return {
    vassalage: game.vassalage,
    gameCode: game.gameCode,
    family: game.family,
    name: game.name,
    schedule: game.schedule,
    enabled: game.enabled,
    drawCap: game.drawCap,
    numberCap: game.numberCap,
    upcomingDraws,
  };
}

export function operatorDrawView(
  draw: DrawRow,
  family: string,
  summary: { bets: number; open: number; stake: number; payout: number },
  now: Date,
): OperatorDraw {
  return {
    ...drawView(draw, now),
    storedStatus: draw.status,
    family,
    bets: summary.bets,
    openBets: summary.open,
    totalStake: summary.stake,
    totalPayout: summary.payout,
    drawnAt: draw.drawnAt?.toISOString() ?? null,
    settledAt: draw.settledAt?.toISOString() ?? null,
    voidReason: draw.voidReason,
  };
}
