import { boolean, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Vendor categories of the top navigation (spec §2, §3 "Vendor category"). */
export const vendorCategory = pgTable('vendor_category', {
  gameCategory: text('game_category').primaryKey(),
  sortOrder: integer('sort_order').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  cards: integer('cards').notNull(),
  gameClassify: text('game_classify').notNull(),
  titleEn: text('title_en').notNull(),
  titlePt: text('title_pt').notNull(),
});

/**
 * A provider inside a category. The same provider code appears in several categories in
 * real catalogues (AG runs live tables and fish games), hence the composite key.
 */
export const vendor = pgTable(
  'vendor',
  {
    gameCategory: text('game_category').notNull(),
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type').notNull(),
    vendorName: text('vendor_name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.gameCategory, t.vassalage] }),
    foreignKey({ columns: [t.gameCategory], foreignColumns: [vendorCategory.gameCategory] })
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);
