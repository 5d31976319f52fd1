import { Suspense, useId, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';
import { PageLoader } from '../../../components/page-loader';
import {
  memberCentreViews,
  useMemberCentreStore,
  type MemberCentreView,
} from '../../../stores/session-store';
import { ViewBoundary } from '../../../components/view-boundary';
import styles from './member-centre.module.css';

/** The views that exist, each a lazy component made once (src/app composes them). */
export type MemberCentrePages = Partial<
  Record<MemberCentreView, LazyExoticComponent<ComponentType>>
>;

export type MemberCentreBadges = Partial<Record<MemberCentreView, number>>;

type Props = { pages: MemberCentrePages; badges?: MemberCentreBadges };

/**
 * The member centre (spec §2): an overlay with a left menu and a close button. The menu
 * lists the views that exist, in the spec's order, with a count badge where one is above 0
 * (mission, message and reward entries); the open view fills the rest.
 */
export function MemberCentre({ pages, badges = {} }: Props) {
  const { t } = useTranslation();
  const asked = useMemberCentreStore((s) => s.view);
  const open = useMemberCentreStore((s) => s.open);
  const close = useMemberCentreStore((s) => s.close);
  const headingId = useId();
  const shown = memberCentreViews.filter((name) => pages[name]);
  const view = asked && pages[asked] ? asked : shown[0];
  const View = view ? pages[view] : undefined;

  return (
    <AppDialog name="memberCentre" open size="wide" title={t('memberCentre.title')} onClose={close}>
      <div className={styles.layout}>
        <nav className={styles.menu} aria-label={t('memberCentre.menu')}>
          <ul className={styles.menuList}>
            {shown.map((name) => {
              const count = badges[name] ?? 0;
              return (
                <li key={name}>
                  <button
                    type="button"
                    className={styles.menuItem}
                    aria-current={name === view ? 'page' : undefined}
                    onClick={() => open(name)}
                  >
                    <span>
                      {t(`memberCentre.views.${name}`)}
                      {count > 0 && (
                        <span className="visually-hidden">
                          {' '}
                          {t('memberCentre.badge', { count })}
                        </span>
                      )}
                    </span>
                    {count > 0 && (
                      <span className={styles.badge} aria-hidden="true">
                        {count}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className={styles.view} aria-labelledby={headingId}>
          {view && (
            <h2 id={headingId} className={styles.viewTitle}>
              {t(`memberCentre.views.${view}`)}
            </h2>
          )}
          {View && (
            <ViewBoundary key={view}>
              <Suspense fallback={<PageLoader />}>
                <View />
              </Suspense>
            </ViewBoundary>
          )}
        </section>
      </div>
    </AppDialog>
  );
}
