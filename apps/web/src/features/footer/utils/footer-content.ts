import { footerExcludedCategories } from '@openlobby/contract/game-categories';
import type { Vendor, VendorCategory } from '@openlobby/contract/vendors';
import { categoryPath } from '../../../lib/category-routes';

export type FooterProduct = { gameCategory: string; title: string; to: string | undefined };

/**
 * Products list of the footer (spec §2): the vendor categories less PROMO, HOME and HOT.
 * Categories without vendors are left out too, as in the top navigation.
 */
export function footerProducts(categories: readonly VendorCategory[]): FooterProduct[] {
  return categories
    .filter((c) => !footerExcludedCategories.includes(c.gameCategory) && c.vendors.length > 0)
    .map((c) => ({ gameCategory: c.gameCategory, title: c.title, to: categoryPath(c) }));
}

/** Every provider once, in the order they first appear. */
export function footerProviders(categories: readonly VendorCategory[]): Vendor[] {
  const seen = new Map<string, Vendor>();
  for (const category of categories) {
    for (const vendor of category.vendors) {
      if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor);
    }
  }
  return [...seen.values()];
}

/** Badge images the server generates under /img/badges/<CODE>.svg. */
export const paymentBadges = ['PIX', 'BOLETO', 'VISA', 'MASTERCARD', 'USDT', 'BANK'] as const;
export const qualificationBadges = ['AGE18', 'RESPONSIBLE', 'FAIRPLAY', 'SSL'] as const;

export const helpAnchors = ['about', 'terms', 'privacy', 'responsible-gaming', 'faq'] as const;
