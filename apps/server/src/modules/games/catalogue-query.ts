import {
  gameItemTypes,
  slotClassifies,
  type GameItemType,
  type GameListQuery,
} from '@openlobby/contract';
import { AppError } from '../../lib/errors';
import { indexKey, remember, type CatalogueGame, type CatalogueSnapshot } from './catalogue';

/** A game list request reduced to what the catalogue filters on. */
export type GameFilter = {
  gameType?: GameItemType | undefined;
  vendorCode?: string | undefined;
  /** A slot sub-category; a hidden one (BG) lists only when asked for explicitly. */
  classify?: string | undefined;
  hotOnly?: boolean;
  /** Lower-case text the name must contain. */
  nameQuery?: string | undefined;
  minBet?: number | undefined;
  minLineNum?: number | undefined;
  /** Conditions that contradict each other (a category classify of another type). */
  matchesNothing?: boolean;
};

/**
 * Classifies a vendor category hands on (spec §7: the category's gameClassify is passed to
 * the game list), beside the slot sub-categories: the category's own games, or hot ones.
 */
const categoryClassifies: Readonly<Record<string, GameItemType | 'HOT'>> = {
  ...Object.fromEntries(gameItemTypes.map((t) => [t, t])),
  LOTT: 'LOTTERY',
  HOT: 'HOT',
};

/**
 * The filter of a list query. Type and classify must agree: a category classify with
 * another game type matches nothing, as two SQL conditions would. An unknown classify is
 * refused like an unknown game type (VALIDATION_FAILED).
 */
export function filterOf(query: GameListQuery): GameFilter {
  const filter: GameFilter = {
    gameType: query.gameType,
    vendorCode: query.vassalage,
    nameQuery: query.gameName?.toLowerCase(),
    minBet: query.minBet,
    minLineNum: query.minLineNum,
  };
  const classify = query.gameClassify;
  if (!classify) return filter;
  if ((slotClassifies as readonly string[]).includes(classify)) return { ...filter, classify };
  const category = categoryClassifies[classify];
  if (!category) throw new AppError('VALIDATION_FAILED', `unknown gameClassify ${classify}`);
  if (category === 'HOT') return { ...filter, hotOnly: true };
  if (filter.gameType && filter.gameType !== category) return { ...filter, matchesNothing: true };
  return { ...filter, gameType: category };
}

/** Filtered lists a snapshot remembers; beyond this the oldest is forgotten. */
const MAX_SELECTIONS = 256;

/** The games a filter selects, in list order (isTop first, then name). */
export function selectGames(
  snapshot: CatalogueSnapshot,
  filter: GameFilter,
): readonly CatalogueGame[] {
  if (filter.matchesNothing) return [];
  const { gameType, vendorCode, classify, hotOnly, nameQuery, minBet, minLineNum } = filter;
  const base = snapshot.lists.get(indexKey(gameType, vendorCode, classify)) ?? [];
  if (!hotOnly && !nameQuery && minBet === undefined && minLineNum === undefined) return base;
  // A scan costs up to ~0.3 ms over 9,000 games; popular searches and the pages after the
  // first are answered from the snapshot's memory instead.
  // JSON, not a joined string: the fields are the caller's text, and two different filters
  // must never share a remembered answer.
  const selectionKey = JSON.stringify([
    gameType,
    vendorCode,
    classify,
    hotOnly,
    minBet,
    minLineNum,
    nameQuery,
  ]);
  return remember(snapshot.selections, selectionKey, MAX_SELECTIONS, () =>
    base.filter(
      (g) =>
        (!hotOnly || g.isHot) &&
        (!nameQuery || g.searchText.includes(nameQuery)) &&
        (minBet === undefined || g.minBet >= minBet) &&
        (minLineNum === undefined || g.minLineNum >= minLineNum),
    ),
  );
}

export type Page<T> = { items: T[]; totalCount: number; totalPages: number };

/** Page `pageNo` (from 1) of `pageSize`; past the end is an empty page with the totals. */
export function pageOf<T>(items: readonly T[], pageNo: number, pageSize: number): Page<T> {
  const start = (pageNo - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    totalCount: items.length,
    totalPages: Math.ceil(items.length / pageSize),
  };
}
