import { Suspense, useId, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../api/get-system-status';
import { AppDialog } from '../../../components/app-dialog';
import { PageLoader } from '../../../components/page-loader';
import { ViewBoundary } from '../../../components/view-boundary';
import { useSessionStore, type AgentCentreView } from '../../../stores/session-store';
import { agentMenu } from '../utils/agent-menu';
import styles from './agent-centre.module.css';

/** The views that exist, each a lazy component made once (src/app composes them). */
export type AgentCentrePages = Partial<Record<AgentCentreView, LazyExoticComponent<ComponentType>>>;

/**
 * The agent centre (spec §2): an overlay with a menu and a close button. The menu lists
 * the views that exist in the spec's order, the four contract views only while their flag
 * is on; a view asked for that is not listed opens the first one instead.
 */
export function AgentCentre({ pages }: { pages: AgentCentrePages }) {
  const { t } = useTranslation();
  const asked = useSessionStore((s) => s.acView);
  const open = useSessionStore((s) => s.openAgentCentre);
  const setAcShow = useSessionStore((s) => s.setAcShow);
  const tree = useSystemStatus().data?.whitelabelVal;
  const headingId = useId();
  const shown = useMemo(
    () => agentMenu(new Set(Object.keys(pages) as AgentCentreView[]), tree),
    [pages, tree],
  );
  const view = asked && shown.includes(asked) ? asked : shown[0];
  const View = view ? pages[view] : undefined;

  return (
    <AppDialog
      name="agentCentre"
      open
      size="wide"
      title={t('agentCentre.title')}
      onClose={() => setAcShow(false)}
    >
      <div className={styles.layout}>
        <nav className={styles.menu} aria-label={t('agentCentre.menu')}>
          <ul className={styles.menuList}>
            {shown.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={styles.menuItem}
                  aria-current={name === view ? 'page' : undefined}
                  onClick={() => open(name)}
                >
                  {t(`agentCentre.views.${name}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.view} aria-labelledby={headingId}>
          {view && (
            <h2 id={headingId} className={styles.viewTitle}>
              {t(`agentCentre.views.${view}`)}
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
