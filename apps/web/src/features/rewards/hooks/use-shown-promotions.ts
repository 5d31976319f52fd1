import type { Language } from '@openlobby/contract/language';
import type { PromotionItem, PublicPromotionItem } from '@openlobby/contract/rewards/schemas';
import { useSessionStore } from '../../../stores/session-store';
import { usePromotions } from '../api/get-promotions';
import { usePublicPromotions } from '../api/get-public-promotions';

/** A promotion as the page shows it: the member's own item, or a visitor's. */
export type ShownPromotion = PromotionItem | PublicPromotionItem;

/**
 * The promotions the page shows: a member's own list (their status in each, the reward
 * centre's read, refreshed by its actions) or, for visitors and trial members (whom the
 * member read refuses), the public list with no member's status.
 */
export function useShownPromotions(language: Language) {
  const isMember = useSessionStore((s) => s.isLogin && !s.isTrial);
  const own = usePromotions(language, isMember);
  const visitor = usePublicPromotions(language, !isMember);
  return isMember ? own : visitor;
}
