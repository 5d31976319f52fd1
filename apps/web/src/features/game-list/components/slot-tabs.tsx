import { hiddenSlotClassifies, slotClassifies } from '@openlobby/contract/games/constants';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { withSearch } from '../utils/list-search';
import styles from './list-toolbar.module.css';

/** Slot sub-categories shown: SC, VP, JP, TG, AC; BG stays hidden (spec §3). */
const shownClassifies = slotClassifies.filter((c) => !hiddenSlotClassifies.includes(c));

/** The slot sub-category tabs of the slots list (gameClassify), "All" first. */
export function SlotTabs({ selected }: { selected: string | undefined }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tabs = [undefined, ...shownClassifies];
  return (
    <ul className={styles.tabs} aria-label={t('gameList.classify.label')}>
      {tabs.map((classify) => (
        <li key={classify ?? 'ALL'}>
          <Link
            to={{ search: withSearch(params, { gameClassify: classify }) }}
            className={styles.tab}
            aria-current={classify === selected ? 'true' : undefined}
          >
            {t(`gameList.classify.${classify ?? 'ALL'}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
