import type { LotteryGameDef, LotteryVassalage } from './types';

const fast = (seconds: number) => ({ kind: 'interval', seconds }) as const;

/**
 * Every lottery game the operator runs, with its default schedule (UTC). The catalogue's
 * game codes (apps/server/src/seed/game-names.ts) are these. LOTT games draw every 3 or 5
 * minutes and their ELOTT twins every minute; LOTT Mark Six draws three evenings a week
 * like the Hong Kong one, ELOTT Mark Six every 5 minutes; SEA draws Wednesday, Saturday and
 * Sunday at 18:30 Singapore time; the Vietnamese regions daily at 16:15 (South), 17:15
 * (Central) and 18:15 (North) Vietnam time, closing 15 minutes before.
 */
export const lotteryGameDefs: readonly LotteryGameDef[] = [
  { vassalage: 'LOTT', gameCode: 'SSC', family: 'SSC', name: 'Time Lottery', schedule: fast(300) },
  { vassalage: 'LOTT', gameCode: 'PK10', family: 'PK10', name: 'PK10 Racing', schedule: fast(300) },
  { vassalage: 'LOTT', gameCode: '11X5', family: '11X5', name: '11 Choose 5', schedule: fast(180) },
  { vassalage: 'LOTT', gameCode: 'LF', family: 'LF', name: 'Lucky Fast 3', schedule: fast(180) },
  {
    vassalage: 'LOTT',
    gameCode: 'LHC',
    family: 'LHC',
    name: 'Mark Six',
    schedule: { kind: 'weekly', days: [2, 4, 6], time: '13:30', closeBeforeMinutes: 15 },
  },
  {
    vassalage: 'ELOTT',
    gameCode: 'SSC',
    family: 'SSC',
    name: 'E-Time Lottery',
    schedule: fast(60),
  },
  {
    vassalage: 'ELOTT',
    gameCode: 'PK10',
    family: 'PK10',
    name: 'E-PK10 Racing',
    schedule: fast(60),
  },
  {
    vassalage: 'ELOTT',
    gameCode: '11X5',
    family: '11X5',
    name: 'E-11 Choose 5',
    schedule: fast(60),
  },
  { vassalage: 'ELOTT', gameCode: 'LF', family: 'LF', name: 'E-Lucky Fast 3', schedule: fast(60) },
  { vassalage: 'ELOTT', gameCode: 'LHC', family: 'LHC', name: 'E-Mark Six', schedule: fast(300) },
  ...(['4D', '5D', '6D'] as const).map((code): LotteryGameDef => ({
    vassalage: 'TCG_SEA',
    gameCode: code,
    family: `SEA${code}`,
    name: `SEA ${code}`,
    schedule: { kind: 'weekly', days: [0, 3, 6], time: '10:30', closeBeforeMinutes: 15 },
  })),
  {
    vassalage: 'TCG_LOTTO_VN',
    gameCode: 'MB',
    family: 'VN_NORTH',
    name: 'Northern Lotto',
    schedule: { kind: 'daily', time: '11:15', closeBeforeMinutes: 15 },
  },
  {
    vassalage: 'TCG_LOTTO_VN',
    gameCode: 'MT',
    family: 'VN_SOUTH',
    name: 'Central Lotto',
    schedule: { kind: 'daily', time: '10:15', closeBeforeMinutes: 15 },
  },
  {
    vassalage: 'TCG_LOTTO_VN',
    gameCode: 'MN',
    family: 'VN_SOUTH',
    name: 'Southern Lotto',
    schedule: { kind: 'daily', time: '09:15', closeBeforeMinutes: 15 },
  },
];

export function findLotteryGame(vassalage: string, gameCode: string): LotteryGameDef | undefined {
  return lotteryGameDefs.find((g) => g.vassalage === vassalage && g.gameCode === gameCode);
}

export function lotteryGamesOf(vassalage: LotteryVassalage): LotteryGameDef[] {
  return lotteryGameDefs.filter((g) => g.vassalage === vassalage);
}
