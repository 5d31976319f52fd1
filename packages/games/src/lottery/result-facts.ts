import { lhcColourOf, lhcZodiacOf } from './bets-lhc';
import type { LotteryFamily, LotteryResult } from './types';

/**
 * What players read off a result beside its balls, for the results page (all optional,
 * by family). The rules are the bet types': e.g. `bigSmall` is what SSC_SUM_BSOE, LF_BSOE
 * or LHC_SPECIAL_BSOE would settle on, absent when they all lose (a triple, ball 49).
 */
export interface ResultFacts {
  /** SSC, 11X5, LF: the sum of the balls; PK10: champion + runner-up. */
  sum?: number;
  /** SSC and LF: of the sum; LHC: of the special. */
  bigSmall?: 'BIG' | 'SMALL';
  oddEven?: 'ODD' | 'EVEN';
  /** SSC: first v fifth (one entry); PK10: pairs 1 v 10 … 5 v 6. */
  dragonTiger?: ('DRAGON' | 'TIGER' | 'TIE')[];
  /** LF: three equal dice. */
  triple?: boolean;
  /** LHC: each ball's colour and zodiac, in result order (the special last). */
  colours?: string[];
  zodiacs?: string[];
  /** VN: the special prize's last two digits (what đề, đầu and đuôi settle on). */
  de?: string;
}

const parity = (n: number): 'ODD' | 'EVEN' => (n % 2 === 1 ? 'ODD' : 'EVEN');
const versus = (a: number, b: number) => (a > b ? 'DRAGON' : a < b ? 'TIGER' : 'TIE');
const total = (values: readonly string[]) => values.reduce((s, v) => s + Number(v), 0);

/** The facts of a result (an empty object for SEA, whose numbers speak for themselves). */
export function resultFacts(family: LotteryFamily, result: LotteryResult): ResultFacts {
  switch (family) {
    case 'SSC': {
      const sum = total(result);
      return {
        sum,
        bigSmall: sum >= 23 ? 'BIG' : 'SMALL',
        oddEven: parity(sum),
        dragonTiger: [versus(Number(result[0]), Number(result[4]))],
      };
    }
    case 'PK10': {
      const sum = Number(result[0]) + Number(result[1]);
      const pairs = [0, 1, 2, 3, 4].map((i) => versus(Number(result[i]), Number(result[9 - i])));
      return { sum, oddEven: parity(sum), dragonTiger: pairs };
    }
    case '11X5':
      return { sum: total(result), oddEven: parity(total(result)) };
    case 'LF': {
      const sum = total(result);
      const triple = result[0] === result[1] && result[1] === result[2];
      return {
        sum,
        ...(triple ? {} : { bigSmall: sum >= 11 ? ('BIG' as const) : ('SMALL' as const) }),
        oddEven: parity(sum),
        triple,
      };
    }
    case 'LHC': {
      const special = Number(result[6]);
      return {
        ...(special === 49
          ? {}
          : {
              bigSmall: special >= 25 ? ('BIG' as const) : ('SMALL' as const),
              oddEven: parity(special),
            }),
        colours: result.map(lhcColourOf),
        zodiacs: result.map(lhcZodiacOf),
      };
    }
    case 'VN_NORTH':
    case 'VN_SOUTH':
      return { de: (result[0] ?? '').slice(-2) };
    default:
      return {};
  }
}
