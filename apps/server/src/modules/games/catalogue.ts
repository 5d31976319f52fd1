import { hiddenSlotClassifies } from '@openlobby/contract';
import type { Db } from '../../db/client';
import {
  readCatalogueRevision,
  readCatalogueRows,
  type CatalogueRow,
} from './catalogue-repository';
import type { EncodedBody } from '../../lib/content-encoding';

/** A game as the lists serve it: its row plus the lower-cased text search matches. */
export type CatalogueGame = CatalogueRow & { searchText: string };

/**
 * The available games at one revision, indexed for the list filters. `games` is in list
 * order (isTop first, then name). `lists` holds, per "type|vendor|classify" key (any part
 * may be empty), the matching games in that order, so the common lists are slices of a
 * ready array; hidden sub-categories (BG) are only under their own classify.
 * `selections` remembers filtered lists (search, stakes) for this snapshot: it is immutable,
 * so a remembered answer stays right until the next reload replaces the snapshot. `pages`
 * does the same for visitors' list pages as ready bytes, compressed too (no member data).
 */
export type CatalogueSnapshot = {
  revision: number;
  games: readonly CatalogueGame[];
  byId: ReadonlyMap<number, CatalogueGame>;
  lists: ReadonlyMap<string, readonly CatalogueGame[]>;
  hot: readonly CatalogueGame[];
  selections: Map<string, readonly CatalogueGame[]>;
  pages: Map<string, EncodedBody>;
};

/** `map`'s value for `key`, built on first use; past `max` entries the oldest is forgotten. */
export function remember<V>(map: Map<string, V>, key: string, max: number, build: () => V): V {
  const known = map.get(key);
  if (known !== undefined) return known;
  const value = build();
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

export const indexKey = (gameType = '', vendorCode = '', classify = '') =>
  `${gameType}|${vendorCode}|${classify}`;

const hidden: ReadonlySet<string | null> = new Set(hiddenSlotClassifies);

/**
 * Spelled out, not `{ ...row, searchText }`: objects built by spreading a JSON.parse result
 * came out tens of times slower to scan in V8 (1.5 ms, not 35 µs, for 9,000 games: measured),
 * which would be most of a filtered list request. One literal gives every game one shape.
 */
function toCatalogueGame(row: CatalogueRow): CatalogueGame {
  return {
    nodeId: row.nodeId,
    vendorCode: row.vendorCode,
    gameType: row.gameType,
    gameCode: row.gameCode,
    name: row.name,
    displayNameEn: row.displayNameEn,
    displayNamePt: row.displayNamePt,
    gameClassify: row.gameClassify,
    isGame: row.isGame,
    supportPlay: row.supportPlay,
    isTop: row.isTop,
    isHot: row.isHot,
    hotRank: row.hotRank,
    minBet: row.minBet,
    minLineNum: row.minLineNum,
    searchText: [row.name, row.displayNameEn, row.displayNamePt]
      .filter(Boolean)
      .join('\n')
      .toLowerCase(),
  };
}

/** isTop first, then name (case-insensitive, code-unit order: the same on every runtime). */
function listOrder(a: CatalogueGame, b: CatalogueGame): number {
  if (a.isTop !== b.isTop) return a.isTop ? -1 : 1;
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.nodeId - b.nodeId;
}

export function buildSnapshot(revision: number, rows: readonly CatalogueRow[]): CatalogueSnapshot {
  const games = rows.map(toCatalogueGame).sort(listOrder);
  const lists = new Map<string, CatalogueGame[]>();
  const push = (key: string, g: CatalogueGame) => {
    const list = lists.get(key);
    if (list) list.push(g);
    else lists.set(key, [g]);
  };
  const index = (g: CatalogueGame, classify: string) => {
    push(indexKey('', '', classify), g);
    push(indexKey(g.gameType, '', classify), g);
    push(indexKey('', g.vendorCode, classify), g);
    push(indexKey(g.gameType, g.vendorCode, classify), g);
  };
  for (const g of games) {
    if (!hidden.has(g.gameClassify)) index(g, ''); // hidden ones list only when asked for
    if (g.gameClassify) index(g, g.gameClassify);
  }
  const hot = games
    .filter((g) => g.isHot && !hidden.has(g.gameClassify))
    .sort((a, b) => (a.hotRank ?? Infinity) - (b.hotRank ?? Infinity) || a.nodeId - b.nodeId);
  return {
    revision,
    games,
    byId: new Map(games.map((g) => [g.nodeId, g])),
    lists,
    hot,
    selections: new Map(),
    pages: new Map(),
  };
}

/**
 * The game catalogue, kept in memory. Lists are read on every page view and the catalogue
 * changes only at the operator's hand, so answering from memory is what lets the list
 * endpoint keep up with Fastify itself (P5: a filtered SQL page over 10,000 rows costs
 * 10–50 ms on PGlite). A process checks the revision row at most once per `checkEveryMs`
 * and reloads only when it moved, so a change made anywhere shows everywhere within that.
 */
export class GameCatalogue {
  private snapshot: CatalogueSnapshot | undefined;
  private checkedAt = -Infinity;
  private checking: Promise<CatalogueSnapshot> | undefined;
  /** Bumped by expire(), so a check that started before it does not count as fresh. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly checkEveryMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<CatalogueSnapshot> {
    if (this.snapshot && this.now() - this.checkedAt < this.checkEveryMs) return this.snapshot;
    // Requests arriving during a check share it instead of each querying the database.
    if (!this.checking) {
      const checking = this.refresh().finally(() => {
        if (this.checking === checking) this.checking = undefined;
      });
      this.checking = checking;
    }
    return this.checking;
  }

  /** Makes the next `get()` check the revision (after a write in this process, in tests). */
  expire(): void {
    this.generation += 1;
    this.checkedAt = -Infinity;
    this.checking = undefined;
  }

  private async refresh(): Promise<CatalogueSnapshot> {
    const startedAt = this.now();
    const generation = this.generation;
    // Revision first, rows second: the rows are then at least as new as the revision, and a
    // change committed in between only causes one more reload.
    const revision = await readCatalogueRevision(this.db);
    let snapshot = this.snapshot;
    if (!snapshot || snapshot.revision !== revision) {
      snapshot = buildSnapshot(revision, await readCatalogueRows(this.db));
      if (generation === this.generation) this.snapshot = snapshot;
    }
    if (generation === this.generation) this.checkedAt = startedAt;
    return snapshot;
  }
}
