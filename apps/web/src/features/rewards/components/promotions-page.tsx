import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryStatus } from '../../../components/query-status';
import { useLazyStrings } from '../../../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../../../stores/session-store';
import { useShownPromotions } from '../hooks/use-shown-promotions';
import { promotionsPageSearch, readPromotionsPage } from '../utils/promotion-links';
import { PromotionDetail } from './promotion-detail';
import { PromotionTabs } from './promotion-tabs';

/**
 * /promotions (spec §2, issue 18): every promotion as a card under tabs by category, and
 * one promotion's detail when the address names it (`?promotion=WELCOME`, what banners
 * and announcements open). Visitors see the public list; members their own statuses.
 * Other features' parts are composed in src/app (`app/promotions-route.tsx`): `top` above
 * the list (the member's VIP card, ADR 037), `children` below it (the raffles, ADR 039).
 */
export function PromotionsPage({ top, children }: { top?: ReactNode; children?: ReactNode } = {}) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const stringsIn = useLazyStrings('promotions', language);
  const promotions = useShownPromotions(language);
  const [params, setParams] = useSearchParams();
  const state = readPromotionsPage(params);

  if (!stringsIn) return <PageLoader />;
  const open = state.promotionType
    ? promotions.data?.find((p) => p.promotionType === state.promotionType)
    : undefined;
  const backSearch = promotionsPageSearch({ ...state, promotionType: null });
  return (
    <section className="page-stack" aria-labelledby="promotions-title">
      <h1 id="promotions-title" className="page-title">
        {t('pages.promotions.title')}
      </h1>
      {top}
      {!promotions.data ? (
        <QueryStatus query={promotions} />
      ) : state.promotionType ? (
        <PromotionDetail promotion={open ?? null} backSearch={backSearch} />
      ) : (
        <PromotionTabs
          promotions={promotions.data}
          selected={state.category}
          onSelect={(category) => setParams(promotionsPageSearch({ ...state, category }))}
          detailSearch={(promotionType) => promotionsPageSearch({ ...state, promotionType })}
        />
      )}
      {state.promotionType ? null : children}
    </section>
  );
}
