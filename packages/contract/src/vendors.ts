import { z } from 'zod';
import { text } from './input';
import { gameCategories, vendorGameTypes } from './game-categories';

export {
  footerExcludedCategories,
  gameCategories,
  vendorGameTypes,
  type GameCategory,
  type VendorGameType,
} from './game-categories';

export const vendorSchema = z.object({
  /** Provider code, e.g. PG, U9W, TCG_LOTTO_VN. */
  vassalage: z.string().min(1),
  gameType: z.enum(vendorGameTypes),
  /** Display name of the provider. */
  vendorName: z.string(),
  /** Absolute or site-relative URL of the provider's logo image. */
  imageUrl: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorCategorySchema = z.object({
  gameCategory: z.enum(gameCategories),
  /** Title in the requested language. */
  title: z.string(),
  /** How many vendor cards the category shows in its drop-down. */
  cards: z.number().int().nonnegative(),
  /** Classification passed on to the game list (spec §7 gameClassify). */
  gameClassify: z.string(),
  vendors: z.array(vendorSchema),
});
export type VendorCategory = z.infer<typeof vendorCategorySchema>;

export const vendorCategoryListSchema = z.array(vendorCategorySchema);

export const newGameVendorQuerySchema = z.object({
  platform: text(40).default('html5-desktop'),
  language: text(10).optional(),
});
