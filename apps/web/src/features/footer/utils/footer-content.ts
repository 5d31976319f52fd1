import { routePaths } from '@openlobby/contract/routes';
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
export type PaymentBadge = (typeof paymentBadges)[number];

/**
 * The footer's payment methods: the deposit channels members can use now (their codes, in
 * the operator's order), each with its badge when there is one, else by its code.
 */
export function footerPaymentMethods(
  enabledChannels: readonly string[],
): { code: string; badge: PaymentBadge | null }[] {
  return enabledChannels.map((code) => ({
    code,
    badge: paymentBadges.find((b) => b === code.toUpperCase()) ?? null,
  }));
}
export const qualificationBadges = ['AGE18', 'RESPONSIBLE', 'FAIRPLAY', 'SSL'] as const;

/**
 * The footer's help links: the operator's texts on /description by their anchors, the
 * frequently asked questions in the help centre.
 */
export const helpLinks = [
  { key: 'about', to: `${routePaths.description}#about` },
  { key: 'terms', to: `${routePaths.description}#terms` },
  { key: 'privacy', to: `${routePaths.description}#privacy` },
  { key: 'responsible-gaming', to: `${routePaths.description}#responsible-gaming` },
  { key: 'faq', to: `${routePaths.help}#faq` },
  { key: 'sponsor', to: routePaths.sponsor },
] as const;
