import { useMemo } from 'react';
import { useTransferUplineAvailable } from '../../features/agent-centre/hooks/use-transfer-upline-available';
import { MemberCentre } from '../../features/member-centre/components/member-centre';
import { useMemberCentreBadges } from '../../features/rewards/hooks/use-member-centre-badges';
import { memberCentrePages } from './member-centre-pages';

/** The pages without transferUpline, for members who cannot use it. */
const withoutTransferUpline = Object.fromEntries(
  Object.entries(memberCentrePages).filter(([view]) => view !== 'transferUpline'),
) as typeof memberCentrePages;

/**
 * The open member centre with its views and the reward and mission badges (spec §2). A
 * chunk of its own, loaded on first open: the badges are read only while it is open, and
 * no page pays for the centre's code before that (P1). transferUpline is listed only when
 * the member has an upline and the operator allows transfers to it (spec §2).
 */
export function OpenMemberCentre() {
  const badges = useMemberCentreBadges();
  const uplineTransfer = useTransferUplineAvailable();
  const pages = useMemo(
    () => (uplineTransfer ? memberCentrePages : withoutTransferUpline),
    [uplineTransfer],
  );
  return <MemberCentre pages={pages} badges={badges} />;
}
