import { MemberCentre } from '../../features/member-centre/components/member-centre';
import { useMemberCentreBadges } from '../../features/rewards/hooks/use-member-centre-badges';
import { memberCentrePages } from './member-centre-pages';

/**
 * The open member centre with its views and the reward and mission badges (spec §2). A
 * chunk of its own, loaded on first open: the badges are read only while it is open, and
 * no page pays for the centre's code before that (P1).
 */
export function OpenMemberCentre() {
  const badges = useMemberCentreBadges();
  return <MemberCentre pages={memberCentrePages} badges={badges} />;
}
