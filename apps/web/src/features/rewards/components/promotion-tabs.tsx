import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { promotionCategories, type PromotionCategory } from '@openlobby/contract/rewards/paths';
import type { ShownPromotion } from '../hooks/use-shown-promotions';
import { PromotionTile } from './promotion-tile';
import styles from './promotions-page.module.css';

/** Cards a phone shows before scrolling (two, plus one for a wider screen's first row). */
const FIRST_SCREEN_CARDS = 3;

type Props = {
  promotions: ShownPromotion[];
  /** The tab in the address; null is "All". */
  selected: PromotionCategory | null;
  onSelect: (category: PromotionCategory | null) => void;
  /** The query string that opens one promotion's detail. */
  detailSearch: (promotionType: string) => string;
};

/**
 * The category tabs (WAI-ARIA tabs: arrow keys, Home and End move between them and select)
 * and the selected tab's cards. Only categories that have a promotion get a tab.
 */
export function PromotionTabs({ promotions, selected, onSelect, detailSearch }: Props) {
  const { t } = useTranslation();
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs: (PromotionCategory | null)[] = [
    null,
    ...promotionCategories.filter((c) => promotions.some((p) => p.category === c)),
  ];
  const current = tabs.includes(selected) ? selected : null;
  const shown = current ? promotions.filter((p) => p.category === current) : promotions;
  const tabId = (c: PromotionCategory | null) => `${baseId}-tab-${c ?? 'all'}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(current);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next] ?? null);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={t('rewards.page.tabsLabel')}
        className={styles.tabs}
        onKeyDown={onKeyDown}
      >
        {tabs.map((c, i) => (
          <button
            key={c ?? 'all'}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            id={tabId(c)}
            type="button"
            role="tab"
            aria-selected={c === current}
            aria-controls={panelId}
            tabIndex={c === current ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(c)}
          >
            {t(`rewards.page.categories.${c ?? 'all'}`)}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(current)}>
        {shown.length === 0 ? (
          <p className="muted">{t('rewards.page.emptyTab')}</p>
        ) : (
          <ul className={styles.grid}>
            {shown.map((p, i) => (
              <li key={p.id}>
                <PromotionTile
                  promotion={p}
                  detailSearch={detailSearch(p.promotionType)}
                  first={i === 0}
                  onFirstScreen={i < FIRST_SCREEN_CARDS}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
