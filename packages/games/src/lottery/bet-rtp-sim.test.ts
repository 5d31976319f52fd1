import { describe, expect, it } from 'vitest';
import { GameInputError } from '../errors';
import type { UniformSource } from '../fairness';
import { simulationUniforms } from '../test-support/simulation-uniforms';
import { ReturnTally, standardErrorsAllowed } from '../test-support/statistics';
import { betImplOf } from './bet-registry';
import { betTypesOf } from './bet-types';
import { permutationCount } from './bets-sea';
import { drawResult } from './draw';
import { betUnits, quickPick } from './settle';
import type { BetTypeDef, LotteryFamily, LotterySelection } from './types';

/**
 * Every bet type played against draws from the real HMAC stream (`drawResult`): the
 * empirical return lands within 4 standard errors of the declared RTP. A round is one draw:
 * the mean return per unit of `perDraw` selections on it, taken in turn from a pool of
 * random "wide" selections (most of each row's options: many tickets, so many wins and a
 * small variance). Rounds are independent, so the sample σ is honest.
 *
 * The band must also be narrow enough to mean something (0.08), except where the pay is a
 * rare big prize (`loose`: triples, 4D Small and i-Box, xiên 3 and 4, whose RTP the exact
 * tests prove; a few seconds of draws cannot pin them down). For SEA 4D Big, 5D and 6D,
 * whose top prizes come once in 10⁴ to 10⁶ numbers, rounds count only returns up to
 * `capBp`, against the RTP without the prizes above it (`capped`). Seeds are fixed: a
 * build passes or fails deterministically.
 */
interface Plan {
  draws: number;
  perDraw: number;
  /** Bet types whose pay is a rare big prize: the band they may need (default 0.08). */
  loose?: Record<string, number>;
  capped?: Record<string, { capBp: number; expected: number }>;
}

const plans: Record<LotteryFamily, Plan> = {
  SSC: { draws: 6_000, perDraw: 4 },
  PK10: { draws: 5_000, perDraw: 4 },
  '11X5': { draws: 6_000, perDraw: 4, loose: { '11X5_ANY5': 0.2 } },
  LF: { draws: 8_000, perDraw: 4, loose: { LF_TRIPLE: 0.35, LF_ANY_TRIPLE: 0.3 } },
  LHC: { draws: 6_000, perDraw: 4 },
  SEA4D: {
    draws: 1_000,
    perDraw: 100,
    loose: { '4D_SMALL': 0.6, '4D_IBOX': 0.15 },
    // Big without the top three: the starters and consolations, 10 × (180 + 60) / 10,000.
    capped: { '4D_BIG': { capBp: 1_800_000, expected: 0.24 } },
  },
  SEA5D: {
    draws: 3_000,
    perDraw: 50,
    // Without the 1st, 2nd and 3rd prizes: 0.621 − 0.45 (less 10⁻⁵ for a 2nd or 3rd that
    // also matches the 1st's last digits).
    capped: { '5D_STRAIGHT': { capBp: 7_000_000, expected: 0.171 } },
  },
  SEA6D: {
    draws: 6_000,
    perDraw: 50,
    capped: { '6D_STRAIGHT': { capBp: 6_000_000, expected: 0.613505 - 0.2 - 0.108 } },
  },
  VN_NORTH: { draws: 1_000, perDraw: 4, loose: { VN_LO4: 0.15, VN_XIEN3: 0.15, VN_XIEN4: 0.5 } },
  VN_SOUTH: { draws: 1_200, perDraw: 4, loose: { VN_LO4: 0.15, VN_XIEN3: 0.25, VN_XIEN4: 1.5 } },
};

/** The RTP of a selection: its options' mean when they pay at different rates. */
function expectedRtp(def: BetTypeDef, selection: LotterySelection): number {
  const byOption = def.rtpByOption;
  if (!byOption) return def.rtp;
  if (def.id === '4D_IBOX') {
    return byOption[String(permutationCount(selection.map((r) => r[0]).join('')))] ?? 0;
  }
  const options = selection.flat();
  return options.reduce((sum, o) => sum + (byOption[o] ?? def.rtp), 0) / options.length;
}

/**
 * About 60–90 % of each row's options (within its bounds), trimmed from the longest row
 * while it makes too many units; a quick pick if refused otherwise.
 */
function widePick(family: LotteryFamily, def: BetTypeDef, random: UniformSource): LotterySelection {
  const selection = def.rows.map((row) => {
    const share = 0.6 + 0.3 * random();
    const count = Math.max(row.min, Math.min(row.max, Math.round(share * row.options.length)));
    const left = [...row.options];
    return Array.from(
      { length: count },
      () => left.splice(Math.floor(random() * left.length), 1)[0]!,
    );
  });
  for (;;) {
    try {
      betUnits(family, def.id, selection);
      return selection;
    } catch (error) {
      if (!(error instanceof GameInputError) || error.code !== 'TOO_MANY_UNITS') {
        return quickPick(family, def.id, random);
      }
      selection.reduce((longest, r) => (r.length > longest.length ? r : longest)).pop();
    }
  }
}

describe.each(Object.keys(plans) as LotteryFamily[])(
  'simulated RTP over the HMAC stream: %s',
  (family) => {
    it('every bet type lands within 4 standard errors of its RTP', () => {
      const plan = plans[family];
      const random = simulationUniforms(plan.draws * 31 + family.length);
      const bets = betTypesOf(family).map((def) => {
        const pool = Array.from({ length: 512 }, () => widePick(family, def, random));
        return {
          def,
          impl: betImplOf(family, def.id),
          pool: pool.map((selection) => ({
            selection,
            units: betUnits(family, def.id, selection),
            rtp: expectedRtp(def, selection),
          })),
          tally: new ReturnTally(),
          expected: 0,
        };
      });
      let next = 0;
      for (let draw = 0; draw < plan.draws; draw += 1) {
        const result = drawResult(family, 'lottery-rtp-server-seed', `SIM:${family}:${draw}`);
        for (const bet of bets) {
          const capped = plan.capped?.[bet.def.id];
          let round = 0;
          for (let p = 0; p < plan.perDraw; p += 1) {
            const { selection, units, rtp } = bet.pool[next++ % bet.pool.length]!;
            const win = bet.impl.winBp(selection, result) / units;
            round += capped && win > capped.capBp ? 0 : win / 10_000;
            bet.expected += capped ? capped.expected : rtp;
          }
          bet.tally.add(round / plan.perDraw);
        }
      }
      const report = bets.map(({ def, tally, expected }) => {
        const want = expected / (plan.draws * plan.perDraw);
        const band =
          (standardErrorsAllowed * Math.sqrt(tally.sampleVariance)) / Math.sqrt(tally.rounds);
        return { id: def.id, mean: tally.mean, want, band };
      });
      const maxBand = (id: string) => plan.loose?.[id] ?? 0.08;
      expect(
        report.filter((r) => !(Math.abs(r.mean - r.want) < r.band && r.band < maxBand(r.id))),
      ).toEqual([]);
    });
  },
);
