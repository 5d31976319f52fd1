/**
 * Product types and the route-prefix → product-type map of spec §2. This is the one
 * place that map lives; the web and the server both read it from here.
 */
export const productTypes = [
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'RNG',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const;
export type ProductType = (typeof productTypes)[number];

export const routePrefixProductType: Readonly<Record<string, ProductType>> = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/live': 'LIVE',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/rng': 'RNG',
  '/cockfight': 'COCKFIGHT',
};

/**
 * Product type for a path, by its first segment (so `/sports` and `/sports/x` map, but
 * `/sportsbook` does not). Matching is case-insensitive, like the routes themselves.
 */
export function productTypeForPath(pathname: string): ProductType | undefined {
  const first = '/' + (pathname.split('/')[1] ?? '').toLowerCase();
  return routePrefixProductType[first];
}
