export {
  hasSlotTabs,
  readListSearch,
  type ListSearch,
  type ListView,
} from '@openlobby/contract/games/list-search';

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
