import { fairUniforms, type Fairness, type UniformSource } from '../fairness';
import { assertStake, basisPointsPerUnit, payoutFor, type Settlement } from '../payout';
import {
  slotPaylines,
  slotPayTable,
  slotReelStrips,
  slotRowCount,
  type SlotSymbol,
} from './pay-table';

export interface SlotBet {
  /** The whole spin's stake; each of the 20 lines carries a twentieth of it. */
  stake: bigint;
}

export interface SlotLineWin {
  /** Index into `slotPaylines`. */
  payline: number;
  symbol: SlotSymbol;
  count: 3 | 4 | 5;
  /** Line-bet multiples, from the pay table. */
  pays: number;
}

export interface SlotOutcome extends Settlement {
  /** For each reel, the strip index shown in the top row. */
  stops: number[];
  /** `window[row][reel]`: what the player sees, top row first. */
  window: SlotSymbol[][];
  lineWins: SlotLineWin[];
}

/** One line bet in basis points of the stake: 10,000 / 20 lines = 500, an exact integer. */
const lineBetBp = basisPointsPerUnit / slotPaylines.length;

/**
 * A line pays its leftmost run: leading wilds count for the first other symbol, and a run
 * of three or more wilds may pay more on its own, in which case the wilds are paid.
 */
export function linePay(symbols: readonly SlotSymbol[]): Omit<SlotLineWin, 'payline'> | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds += 1;
  const first = symbols[wilds];
  let run = wilds;
  if (first !== undefined) {
    while (run < symbols.length && (symbols[run] === first || symbols[run] === 'wild')) run += 1;
  }
  const wildPays = pays('wild', wilds);
  const runPays = first === undefined ? 0 : pays(first, run);
  if (wildPays === 0 && runPays === 0) return null;
  if (wildPays >= runPays) return { symbol: 'wild', count: wilds as 3 | 4 | 5, pays: wildPays };
  return { symbol: first as SlotSymbol, count: run as 3 | 4 | 5, pays: runPays };
}

/** One uniform per reel picks its stop; the window shows that stop and the two below it. */
export function evaluateSlot(bet: SlotBet, uniforms: UniformSource): SlotOutcome {
  assertStake(bet.stake);
  const stops = slotReelStrips.map((strip) => Math.floor(uniforms() * strip.length));
  const window: SlotSymbol[][] = [];
  for (let row = 0; row < slotRowCount; row += 1) {
    window.push(
      slotReelStrips.map((strip, reel) => symbolAt(strip, (stops[reel] as number) + row)),
    );
  }
  const lineWins: SlotLineWin[] = [];
  let multiplierBp = 0;
  for (let payline = 0; payline < slotPaylines.length; payline += 1) {
    const rows = slotPaylines[payline] as readonly number[];
    const win = linePay(rows.map((row, reel) => window[row]?.[reel] as SlotSymbol));
    if (win === null) continue;
    lineWins.push({ payline, symbol: win.symbol, count: win.count, pays: win.pays });
    multiplierBp += win.pays * lineBetBp;
  }
  return { stops, window, lineWins, multiplierBp, payout: payoutFor(bet.stake, multiplierBp) };
}

export function playSlot(bet: SlotBet, fairness: Fairness): SlotOutcome {
  return evaluateSlot(bet, fairUniforms(fairness));
}

function pays(symbol: SlotSymbol, count: number): number {
  return count >= 3 ? (slotPayTable[symbol][count - 3] ?? 0) : 0;
}

function symbolAt(strip: readonly SlotSymbol[], index: number): SlotSymbol {
  return strip[index % strip.length] as SlotSymbol;
}
