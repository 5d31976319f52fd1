import type { Language } from '../language';

/**
 * The words at the head of a lottery page (its title, the game menu, the current draw), in
 * one place for both sides: the web app's lottery strings are built from them, and the
 * server draws the page's first screen into its HTML with them (ADR 056), so the two say
 * the same until the app takes over. Zod-free: the browser imports it.
 */
export type LotteryHeadLabels = {
  titles: { lottery: string; seaLottery: string; vnLottery: string };
  providers: Record<'LOTT' | 'ELOTT' | 'TCG_SEA' | 'TCG_LOTTO_VN', string>;
  games: Record<string, Record<string, string>>;
  /** `{{number}}` is the draw's number. */
  draw: {
    last: string;
    /** In the last draw's place while the game has drawn nothing yet (its first draw). */
    noLast: string;
    number: string;
    closesIn: string;
    opensIn: string;
    drawing: string;
    none: string;
  };
};

export const lotteryHeadLabelsPt: LotteryHeadLabels = {
  titles: { lottery: 'Loteria', seaLottery: 'Loteria SEA', vnLottery: 'Loteria vietnamita' },
  providers: {
    LOTT: 'Loteria',
    ELOTT: 'Loteria eletrônica',
    TCG_SEA: 'Loteria SEA',
    TCG_LOTTO_VN: 'Loteria vietnamita',
  },
  games: {
    LOTT: {
      SSC: 'Loteria do tempo',
      PK10: 'Corrida PK10',
      '11X5': '11 escolhe 5',
      LF: 'Rápido 3',
      LHC: 'Mark Six',
    },
    ELOTT: {
      SSC: 'Loteria do tempo E',
      PK10: 'Corrida PK10 E',
      '11X5': '11 escolhe 5 E',
      LF: 'Rápido 3 E',
      LHC: 'Mark Six E',
    },
    TCG_SEA: { '4D': 'SEA 4D', '5D': 'SEA 5D', '6D': 'SEA 6D' },
    TCG_LOTTO_VN: { MB: 'Loto do Norte (MB)', MT: 'Loto do Centro (MT)', MN: 'Loto do Sul (MN)' },
  },
  draw: {
    last: 'Último sorteio {{number}}:',
    noLast: 'Ainda sem resultado: este é o primeiro sorteio do jogo.',
    number: 'Sorteio nº {{number}}',
    closesIn: 'Apostas fecham em',
    opensIn: 'Apostas abrem em',
    drawing: 'Sorteando… o próximo sorteio abre em instantes.',
    none: 'Nenhum sorteio aberto agora.',
  },
};

export const lotteryHeadLabelsEn: LotteryHeadLabels = {
  titles: { lottery: 'Lottery', seaLottery: 'SEA lottery', vnLottery: 'Vietnamese lottery' },
  providers: {
    LOTT: 'Lottery',
    ELOTT: 'E-lottery',
    TCG_SEA: 'SEA lottery',
    TCG_LOTTO_VN: 'Vietnamese lottery',
  },
  games: {
    LOTT: {
      SSC: 'Time Lottery',
      PK10: 'PK10 Racing',
      '11X5': '11 Choose 5',
      LF: 'Lucky Fast 3',
      LHC: 'Mark Six',
    },
    ELOTT: {
      SSC: 'E-Time Lottery',
      PK10: 'E-PK10 Racing',
      '11X5': 'E-11 Choose 5',
      LF: 'E-Lucky Fast 3',
      LHC: 'E-Mark Six',
    },
    TCG_SEA: { '4D': 'SEA 4D', '5D': 'SEA 5D', '6D': 'SEA 6D' },
    TCG_LOTTO_VN: {
      MB: 'Northern Lotto (MB)',
      MT: 'Central Lotto (MT)',
      MN: 'Southern Lotto (MN)',
    },
  },
  draw: {
    last: 'Last draw {{number}}:',
    noLast: 'No result yet: this is the game’s first draw.',
    number: 'Draw {{number}}',
    closesIn: 'Betting closes in',
    opensIn: 'Betting opens in',
    drawing: 'Drawing… the next draw opens in a moment.',
    none: 'No draw is open now.',
  },
};

/** By language, for the server (the web app imports its language's alone, P1). */
export const lotteryHeadLabels: Record<Language, LotteryHeadLabels> = {
  pt: lotteryHeadLabelsPt,
  en: lotteryHeadLabelsEn,
};
