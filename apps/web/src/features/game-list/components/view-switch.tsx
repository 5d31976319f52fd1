import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ListView } from '../utils/list-search';
import { withSearch } from '../utils/list-search';
import styles from './list-toolbar.module.css';

const views: readonly ListView[] = ['all', 'favorites', 'recent'];

/** For members: the whole list, their favourites, or what they played last. */
export function ViewSwitch({ view }: { view: ListView }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <ul className={styles.tabs} aria-label={t('gameList.views.label')}>
      {views.map((v) => (
        <li key={v}>
          <Link
            to={{ search: withSearch(params, { view: v === 'all' ? undefined : v }) }}
            className={styles.tab}
            aria-current={v === view ? 'true' : undefined}
          >
            {t(`gameList.views.${v}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
