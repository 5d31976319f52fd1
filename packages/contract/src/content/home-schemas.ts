import { z } from 'zod';
import { idParamSchema, text } from '../input';
import { gameItemTypes, isGameValues } from '../games/constants';
import { bannerGroups, bannerLinkageTypes } from './paths';

/**
 * The game a GAME banner opens, with what the start rule needs (spec §4 "Game start"), so
 * a click starts it like any game card without asking the server about the node first.
 */
export const bannerGameSchema = z.object({
  nodeId: z.number().int().positive(),
  gameName: z.string(),
  displayName: z.string(),
  vassalage: z.string(),
  gameType: z.enum(gameItemTypes),
  gameCode: z.string(),
  isGame: z.enum(isGameValues),
});
export type BannerGame = z.infer<typeof bannerGameSchema>;

const title = text(120).trim().min(1);

/**
 * Operator API: a new banner (`npm run operator -- banner add`). The linkage must fit its
 * type: none for NONE, a promotion code, a game's node id, or an absolute http(s) URL (no
 * `javascript:` or other schemes a click could run).
 */
export const operatorBannerInputSchema = z
  .object({
    groupName: z.enum(bannerGroups),
    titlePt: title,
    titleEn: title,
    linkageType: z.enum(bannerLinkageTypes).default('NONE'),
    linkage: text(500).trim().min(1).nullable().default(null),
    /** Lower first in the carousel. */
    sort: z.number().int().min(0).max(100_000).default(0),
    enabled: z.boolean().default(true),
  })
  .strict()
  .superRefine((b, ctx) => {
    const problem = linkageProblem(b.linkageType, b.linkage);
    if (problem) ctx.addIssue({ code: 'custom', path: ['linkage'], message: problem });
  });
export type OperatorBannerInput = z.input<typeof operatorBannerInputSchema>;

/** Why a linkage does not fit its type, or null when it does. */
export function linkageProblem(type: string, linkage: string | null): string | null {
  switch (type) {
    case 'NONE':
      return linkage === null ? null : 'a NONE banner has no linkage';
    case 'PROMOTION':
      return linkage !== null && /^[A-Za-z0-9_-]{1,40}$/.test(linkage)
        ? null
        : 'a promotion code (letters, digits, _ or -)';
    case 'GAME':
      return linkage !== null && /^[1-9]\d{0,9}$/.test(linkage) ? null : 'a game node id';
    case 'URL':
      return linkage !== null && isHttpUrl(linkage) ? null : 'an absolute http(s) URL';
    default:
      return 'unknown linkage type';
  }
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const operatorBannerSchema = z.object({
  id: z.number().int().positive(),
  groupName: z.enum(bannerGroups),
  titlePt: z.string(),
  titleEn: z.string(),
  linkageType: z.enum(bannerLinkageTypes),
  linkage: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type OperatorBanner = z.infer<typeof operatorBannerSchema>;
export const operatorBannerIdSchema = z.object({ id: idParamSchema });
export const operatorBannerPatchSchema = z.object({ enabled: z.boolean() }).strict();

/** A store link: an absolute http(s) URL, or null to stop offering that app. */
const storeLink = text(500).trim().refine(isHttpUrl, 'an absolute http(s) URL').nullable();

/** Operator API: `PUT /operator/download` (`npm run operator -- download set`). */
export const operatorDownloadInputSchema = z
  .object({ ios: storeLink.optional(), android: storeLink.optional() })
  .strict()
  .refine((v) => v.ios !== undefined || v.android !== undefined, 'give ios and/or android');
