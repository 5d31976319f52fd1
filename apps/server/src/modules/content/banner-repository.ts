import {
  type Banner,
  type BannerGroup,
  type BannerLinkageType,
  type Language,
  contentPaths,
} from '@openlobby/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banner } from '../../db/schema';
import type { CatalogueSnapshot } from '../games';

export type BannerRow = typeof banner.$inferSelect;
export type NewBanner = typeof banner.$inferInsert;

/** Enabled banners of one group, in carousel order (sort, then oldest first). */
export async function listBanners(db: Db, groupName: BannerGroup): Promise<BannerRow[]> {
  return db
    .select()
    .from(banner)
    .where(and(eq(banner.groupName, groupName), eq(banner.enabled, true)))
    .orderBy(asc(banner.sort), asc(banner.id));
}

export async function findBanner(db: Db, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banner).where(eq(banner.id, id));
  return row;
}

export async function allBanners(db: Db): Promise<BannerRow[]> {
  return db.select().from(banner).orderBy(asc(banner.groupName), asc(banner.sort), desc(banner.id));
}

export async function addBanner(db: Db, values: NewBanner): Promise<BannerRow> {
  const [row] = await db.insert(banner).values(values).returning();
  return row!;
}

/** Switches one on or off; false when there is no such banner. */
export async function setBannerEnabled(db: Db, id: number, enabled: boolean): Promise<boolean> {
  const rows = await db
    .update(banner)
    .set({ enabled })
    .where(eq(banner.id, id))
    .returning({ id: banner.id });
  return rows.length > 0;
}

export async function removeBanner(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(banner).where(eq(banner.id, id)).returning({ id: banner.id });
  return rows.length > 0;
}

export const bannerTitle = (row: BannerRow, language: Language) =>
  language === 'en' ? row.titleEn : row.titlePt;

/**
 * A stored banner as the site shows it, in the reader's language. The image is drawn from
 * the title in that language, hence the query. A GAME banner carries its game from the
 * catalogue (null when the game is gone or hidden, so the click does nothing harmful).
 */
export function toBanner(row: BannerRow, language: Language, games: CatalogueSnapshot): Banner {
  const linkageType = row.linkageType as BannerLinkageType;
  const node = linkageType === 'GAME' ? games.byId.get(Number(row.linkage)) : undefined;
  return {
    id: row.id,
    groupName: row.groupName as BannerGroup,
    title: bannerTitle(row, language),
    url: `${contentPaths.bannerImage(row.id)}?language=${language}`,
    linkageType,
    linkage: row.linkage,
    game: node
      ? {
          nodeId: node.nodeId,
          gameName: node.name,
          displayName: (language === 'en' ? node.displayNameEn : node.displayNamePt) ?? node.name,
          vassalage: node.vendorCode,
          gameType: node.gameType as NonNullable<Banner['game']>['gameType'],
          gameCode: node.gameCode,
          isGame: node.isGame,
        }
      : null,
  };
}
