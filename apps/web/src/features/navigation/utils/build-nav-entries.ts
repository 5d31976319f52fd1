import { routePaths } from '@openlobby/contract/routes';
import type { Vendor, VendorCategory } from '@openlobby/contract/vendors';
import { categoryPath, vendorPath } from '../../../lib/category-routes';

export type NavVendorLink = { vassalage: string; vendorName: string; imageUrl: string; to: string };

export type NavEntry = {
  key: string;
  /** Server title in the current language; fixed entries use `titleKey` instead. */
  title?: string;
  titleKey?: 'navigation.entries.home' | 'navigation.entries.promotions';
  /** Where the entry leads (may carry a query, or be /login for a logged-out launch). */
  to: string;
  /** The page the entry stands for, used to highlight it. */
  pathname: string;
  vendors: NavVendorLink[];
};

export type NavOptions = { isLogin: boolean };

function vendorLinks(pathname: string, vendors: readonly Vendor[]): NavVendorLink[] {
  return vendors.map((v) => ({
    vassalage: v.vassalage,
    vendorName: v.vendorName,
    imageUrl: v.imageUrl,
    to: vendorPath(pathname, v),
  }));
}

/**
 * Top navigation of spec §2: Home first, then every category that has at least one
 * vendor and a page, in the server's order, then Promotions. HOME and PROMO from the
 * server are the fixed entries, so they are not repeated.
 */
export function buildNavEntries(
  categories: readonly VendorCategory[],
  { isLogin }: NavOptions,
): NavEntry[] {
  const entries: NavEntry[] = [
    { key: 'HOME', titleKey: 'navigation.entries.home', to: '/', pathname: '/', vendors: [] },
  ];
  for (const category of categories) {
    const first = category.vendors[0];
    const pathname = categoryPath(category);
    if (!first || !pathname) continue;
    let to = pathname;
    if (category.gameCategory === 'COCKFIGHT') {
      // Cockfight launches its first vendor directly; launching while logged out opens
      // login (spec §4 "Game start"), which for now is the /login route.
      to = isLogin ? vendorPath(pathname, first) : routePaths.login;
    }
    entries.push({
      key: category.gameCategory,
      title: category.title,
      to,
      pathname,
      vendors: vendorLinks(pathname, category.vendors),
    });
  }
  entries.push({
    key: 'PROMO',
    titleKey: 'navigation.entries.promotions',
    to: routePaths.promotions,
    pathname: routePaths.promotions,
    vendors: [],
  });
  return entries;
}
