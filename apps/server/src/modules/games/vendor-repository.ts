import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vendor, vendorCategory } from '../../db/schema';

export type VendorCategoryRow = typeof vendorCategory.$inferSelect;
export type VendorRow = typeof vendor.$inferSelect;

/** Enabled categories with their enabled vendors, both in sort order. */
export async function listEnabledCategoriesWithVendors(
  db: Db,
): Promise<{ category: VendorCategoryRow; vendors: VendorRow[] }[]> {
  const rows = await db
    .select({ category: vendorCategory, vendor })
    .from(vendorCategory)
    .innerJoin(vendor, eq(vendor.gameCategory, vendorCategory.gameCategory))
    .where(sql`${vendorCategory.enabled} AND ${vendor.enabled}`)
    .orderBy(
      asc(vendorCategory.sortOrder),
      asc(vendorCategory.gameCategory),
      asc(vendor.sortOrder),
      asc(vendor.vassalage),
    );
  // Rows arrive grouped by category thanks to the ordering; fold them in one pass.
  const result: { category: VendorCategoryRow; vendors: VendorRow[] }[] = [];
  for (const row of rows) {
    const last = result.at(-1);
    if (last && last.category.gameCategory === row.category.gameCategory)
      last.vendors.push(row.vendor);
    else result.push({ category: row.category, vendors: [row.vendor] });
  }
  return result;
}

/** Every category with its vendor counts, for the operator. */
export async function listCategorySummaries(db: Db) {
  return db
    .select({
      gameCategory: vendorCategory.gameCategory,
      enabled: vendorCategory.enabled,
      sortOrder: vendorCategory.sortOrder,
      vendorCount: count(vendor.vassalage),
      enabledVendorCount: sql<number>`count(*) filter (where ${vendor.enabled})`.mapWith(Number),
    })
    .from(vendorCategory)
    .leftJoin(vendor, eq(vendor.gameCategory, vendorCategory.gameCategory))
    .groupBy(vendorCategory.gameCategory)
    .orderBy(asc(vendorCategory.sortOrder), asc(vendorCategory.gameCategory));
}

/** Returns false when the category does not exist. */
export async function setCategoryEnabled(
  db: Db,
  gameCategory: string,
  enabled: boolean,
): Promise<boolean> {
  const updated = await db
    .update(vendorCategory)
    .set({ enabled })
    .where(eq(vendorCategory.gameCategory, gameCategory))
    .returning({ gameCategory: vendorCategory.gameCategory });
  return updated.length > 0;
}
