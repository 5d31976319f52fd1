import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { game, gameCatalogueRevision, vendor, vendorCategory } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';

export type GameRow = typeof game.$inferSelect;
/** What the lists need of a game (its row without the bookkeeping columns). */
export type CatalogueRow = Omit<GameRow, 'enabled' | 'createdAt'>;

const catalogueColumns = {
  nodeId: game.nodeId,
  vendorCode: game.vendorCode,
  gameType: game.gameType,
  gameCode: game.gameCode,
  name: game.name,
  displayNameEn: game.displayNameEn,
  displayNamePt: game.displayNamePt,
  gameClassify: game.gameClassify,
  isGame: game.isGame,
  supportPlay: game.supportPlay,
  isTop: game.isTop,
  isHot: game.isHot,
  hotRank: game.hotRank,
  minBet: game.minBet,
  minLineNum: game.minLineNum,
} satisfies Record<keyof CatalogueRow, PgColumn>;

/**
 * Games a player may see and start: enabled, of an enabled vendor in an enabled category
 * (the operator's switches in the vendor catalogue hide a provider's games too).
 */
const available = (where?: SQL) =>
  and(eq(game.enabled, true), eq(vendor.enabled, true), eq(vendorCategory.enabled, true), where);

/**
 * Every available game, as one JSON document: PGlite decodes 10,000 rows × 15 fields of
 * the wire protocol 2–3× slower than it builds and we parse one JSON text (measured), and
 * this runs at every catalogue reload. Keys are the row's property names.
 */
export async function readCatalogueRows(db: Db): Promise<CatalogueRow[]> {
  const pairs = sql.join(
    Object.entries(catalogueColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  const [row] = await sqlRows<{ games: string }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_object(${pairs})), '[]')::text AS games
      FROM ${game}
      JOIN ${vendor} ON ${vendor.gameCategory} = ${game.gameType}
        AND ${vendor.vassalage} = ${game.vendorCode}
      JOIN ${vendorCategory} ON ${vendorCategory.gameCategory} = ${vendor.gameCategory}
      WHERE ${available()}`,
  );
  return row ? (JSON.parse(row.games) as CatalogueRow[]) : [];
}

export async function findAvailableGame(db: Db, nodeId: number): Promise<GameRow | null> {
  const [row] = await db
    .select(getTableColumns(game))
    .from(game)
    .innerJoin(
      vendor,
      and(eq(vendor.gameCategory, game.gameType), eq(vendor.vassalage, game.vendorCode)),
    )
    .innerJoin(vendorCategory, eq(vendorCategory.gameCategory, vendor.gameCategory))
    .where(available(eq(game.nodeId, nodeId)));
  return row ?? null;
}

/** An available game by its provider and game code (unique together), for /seamless. */
export async function findAvailableGameByCode(
  db: Db,
  vendorCode: string,
  gameCode: string,
): Promise<GameRow | null> {
  const [row] = await db
    .select(getTableColumns(game))
    .from(game)
    .innerJoin(
      vendor,
      and(eq(vendor.gameCategory, game.gameType), eq(vendor.vassalage, game.vendorCode)),
    )
    .innerJoin(vendorCategory, eq(vendorCategory.gameCategory, vendor.gameCategory))
    .where(available(and(eq(game.vendorCode, vendorCode), eq(game.gameCode, gameCode))));
  return row ?? null;
}

/** The catalogue's revision (bumped by triggers on game, vendor and vendor_category). */
export async function readCatalogueRevision(db: Db): Promise<number> {
  const [row] = await db
    .select({ revision: gameCatalogueRevision.revision })
    .from(gameCatalogueRevision)
    .where(eq(gameCatalogueRevision.id, 1));
  return row?.revision ?? 0;
}
