import type { ComponentType, LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreOverlay } from '../../../components/centre-overlay';
import {
  memberCentreViews,
  useMemberCentreStore,
  type MemberCentreView,
} from '../../../stores/session-store';

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
  const shown = memberCentreViews.filter((name) => pages[name]);
  const view = asked && pages[asked] ? asked : shown[0];
  const items = shown.map((name) => {
    const count = badges[name] ?? 0;
    return {
      name,
      label: t(`memberCentre.views.${name}`),
      badge: count > 0 ? { count, spoken: t('memberCentre.badge', { count }) } : undefined,
    };
  });
  return (
    <CentreOverlay
      name="memberCentre"
      title={t('memberCentre.title')}
      menuLabel={t('memberCentre.menu')}
      items={items}
      current={view}
      onOpen={(name) => open(name as MemberCentreView)}
      onClose={close}
      View={view ? pages[view] : undefined}
    />
  );
}
