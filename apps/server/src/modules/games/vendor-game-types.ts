import {
  gameItemTypes,
  hiddenSlotClassifies,
  slotClassifies,
  type GameItemType,
  type VendorGameTypeCount,
} from '@openlobby/contract';
import type { CatalogueSnapshot } from './catalogue';

const typeOrder = (t: string) => gameItemTypes.indexOf(t as GameItemType);
const classifyOrder = (c: string | null) => (c === null ? -1 : slotClassifies.indexOf(c as never));
const hidden: readonly (string | null)[] = hiddenSlotClassifies;

/**
 * A provider's game types and slot sub-categories with their game counts, in the order of
 * the game types and then of the slot sub-categories. Hidden sub-categories (BG) are left
 * out, as the game list leaves them out unless asked for.
 */
export function vendorGameTypes(
  snapshot: CatalogueSnapshot,
  vendorCode: string,
): VendorGameTypeCount[] {
  const counts = new Map<string, VendorGameTypeCount>();
  for (const g of snapshot.games) {
    if (g.vendorCode !== vendorCode || hidden.includes(g.gameClassify)) continue;
    const key = `${g.gameType}|${g.gameClassify ?? ''}`;
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else
      counts.set(key, {
        gameType: g.gameType as GameItemType,
        gameClassify: g.gameClassify,
        count: 1,
      });
  }
  return [...counts.values()].sort(
    (a, b) =>
      typeOrder(a.gameType) - typeOrder(b.gameType) ||
      classifyOrder(a.gameClassify) - classifyOrder(b.gameClassify),
  );
}
