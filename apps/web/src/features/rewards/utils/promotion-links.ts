import {
  PROMOTION_CATEGORY_PARAM,
  PROMOTION_DETAIL_PARAM,
  promotionCategories,
  type PromotionCategory,
} from '@openlobby/contract/rewards/paths';

/** What the promotions page's address says: the tab and the promotion open in detail. */
export type PromotionsPageState = {
  category: PromotionCategory | null;
  /** A promotion type (`WELCOME`), as banners and announcements name promotions. */
  promotionType: string | null;
};

export function readPromotionsPage(params: URLSearchParams): PromotionsPageState {
  const category = params.get(PROMOTION_CATEGORY_PARAM);
  const known = (promotionCategories as readonly string[]).includes(category ?? '');
  return {
    // An unknown tab in a hand-typed address shows every promotion rather than nothing.
    category: known ? (category as PromotionCategory) : null,
    promotionType: params.get(PROMOTION_DETAIL_PARAM) || null,
  };
}

/** The query string (`?category=slots&promotion=SLOTS`) of a page state. */
export function promotionsPageSearch(state: PromotionsPageState): string {
  const params = new URLSearchParams();
  if (state.category) params.set(PROMOTION_CATEGORY_PARAM, state.category);
  if (state.promotionType) params.set(PROMOTION_DETAIL_PARAM, state.promotionType);
  const search = params.toString();
  return search ? `?${search}` : '';
}
