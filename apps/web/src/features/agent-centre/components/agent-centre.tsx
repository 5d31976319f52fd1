import { useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../api/get-system-status';
import { CentreOverlay } from '../../../components/centre-overlay';
import { useSessionStore, type AgentCentreView } from '../../../stores/session-store';
import { agentMenu } from '../utils/agent-menu';

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
  const shown = useMemo(
    () => agentMenu(new Set(Object.keys(pages) as AgentCentreView[]), tree),
    [pages, tree],
  );
  const view = asked && shown.includes(asked) ? asked : shown[0];

  return (
    <CentreOverlay
      name="agentCentre"
      title={t('agentCentre.title')}
      menuLabel={t('agentCentre.menu')}
      items={shown.map((name) => ({ name, label: t(`agentCentre.views.${name}`) }))}
      current={view}
      onOpen={(name) => open(name as AgentCentreView)}
      onClose={() => setAcShow(false)}
      View={view ? pages[view] : undefined}
    />
  );
}
