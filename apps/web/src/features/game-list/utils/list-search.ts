/** The views of a list page for members (spec §3 "Favourites", recently played). */
export type ListView = 'all' | 'favorites' | 'recent';

/** The filters of a list page, all kept in the address so a list can be shared and reloaded. */
export type ListSearch = {
  vassalage: string | undefined;
  gameClassify: string | undefined;
  gameName: string | undefined;
  view: ListView;
};

export function readListSearch(params: URLSearchParams): ListSearch {
  const view = params.get('view');
  return {
    // Provider codes are upper case; links from elsewhere may not be (spec §2 /rng?vassalage=PG).
    vassalage: params.get('vassalage')?.toUpperCase() || undefined,
    gameClassify: params.get('gameClassify')?.toUpperCase() || undefined,
    gameName: params.get('gameName')?.trim() || undefined,
    view: view === 'favorites' || view === 'recent' ? view : 'all',
  };
}

/** The search part (`?a=b`, or empty) with some parameters changed; `undefined` removes one. */
export function withSearch(
  params: URLSearchParams,
  changes: Partial<Record<'vassalage' | 'gameClassify' | 'gameName' | 'view', string | undefined>>,
): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}
