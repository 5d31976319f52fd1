import { RealityCheckSetting } from '../../features/play-session';
import { ResponsibleGamingView } from '../../features/responsible-gaming/components/responsible-gaming-view';

/**
 * The member centre's "Responsible gaming" view: limits, time-out and self-exclusion from
 * their feature, with the play-session feature's reality-check interval among them.
 */
export default function ResponsibleGamingPage() {
  return <ResponsibleGamingView realityCheck={<RealityCheckSetting />} />;
}
