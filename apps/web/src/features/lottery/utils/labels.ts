import type { TFunction } from 'i18next';
import type { LotteryGame } from '@openlobby/contract/lottery/schemas';
import type { BetTypeDef } from '@openlobby/games';

/** A picker row's name: "Position 1", "Digit 2", or the row's own translation. */
export function rowLabel(t: TFunction, rowId: string): string {
  const numbered = /^([a-z]+?)(\d+)$/i.exec(rowId);
  if (numbered) {
    const [, kind = '', n = ''] = numbered;
    return t(`lottery.rows.numbered.${kind}`, { n, defaultValue: `${kind} ${n}` });
  }
  return t(`lottery.rows.${rowId}`, { defaultValue: rowId });
}

/** An option as shown: numbers as they are, words (BIG, ODD, …) translated. */
export function optionLabel(t: TFunction, option: string): string {
  if (/^\d+$/.test(option)) return option;
  return t(`lottery.options.${option}`, { defaultValue: option });
}

export function betTypeLabel(t: TFunction, betTypeId: string): string {
  return t(`lottery.betTypes.${betTypeId}`, { defaultValue: betTypeId });
}

export function groupLabel(t: TFunction, group: string): string {
  return t(`lottery.groups.${group}`, { defaultValue: group });
}

/**
 * What a pay-table entry pays for: 'win', an option (DRAGON, a sum), a tier ('first',
 * 'starter'), an i-Box tier by its number's orders ('first/24'), or a key of the bet type's
 * own (LF_SINGLE's match1–3, 6D's match2–6).
 */
export function payKeyLabel(t: TFunction, key: string, betTypeId: string): string {
  if (key === 'win') return t('lottery.rules.anyWin');
  if (/^\d+$/.test(key)) return key;
  const perms = /^(\w+)\/(\d+)$/.exec(key);
  if (perms) {
    const [, tier = '', n = ''] = perms;
    return t('lottery.payKeys.perms', { tier: payKeyLabel(t, tier, betTypeId), n });
  }
  return t(
    [`lottery.payKeys.${betTypeId}.${key}`, `lottery.payKeys.${key}`, `lottery.tiers.${key}`],
    {
      defaultValue: optionLabel(t, key),
    },
  );
}

export function gameLabel(
  t: TFunction,
  game: Pick<LotteryGame, 'vassalage' | 'gameCode' | 'name'>,
) {
  return t(`lottery.games.${game.vassalage}.${game.gameCode}`, { defaultValue: game.name });
}

/** A pay of `bp` basis points per unit as players read odds: "9.8×". */
export function formatOdds(bp: number, locale: string): string {
  return `${(bp / 10_000).toLocaleString(locale, { maximumFractionDigits: 4 })}×`;
}

/**
 * A selection as players read it: the picks alone for a one-row bet ("07 12"), else each
 * row with picks by its name ("Position 1: 9 · Position 3: 0 1").
 */
export function selectionText(
  t: TFunction,
  betType: BetTypeDef | undefined,
  selection: readonly (readonly string[])[],
): string {
  const rows = selection
    .map((picks, i) => ({ picks, id: betType?.rows[i]?.id }))
    .filter((r) => r.picks.length > 0);
  if (!betType || betType.rows.length === 1) {
    return rows.map((r) => r.picks.map((o) => optionLabel(t, o)).join(' ')).join(' | ');
  }
  return rows
    .map(
      (r) =>
        `${r.id ? rowLabel(t, r.id) : '?'}: ${r.picks.map((o) => optionLabel(t, o)).join(' ')}`,
    )
    .join(' · ');
}
