import { useTranslation } from 'react-i18next';
import { usePromotions } from '../api/get-promotions';
import { useSessionStore } from '../../../stores/session-store';
import { QueryStatus } from '../../../components/query-status';
import { PromotionCard } from './promotion-card';
import styles from './rewards.module.css';

/**
 * The member centre's reward centre (`rewardCenter`, spec §2): the promotions with their
 * status and the action each status allows (join, claim or apply), the same action the
 * promotions page's detail offers. The shell renders the heading; this is the content below.
 */
export function RewardCenterView() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const promotions = usePromotions(language);

  if (!promotions.data) {
    return <QueryStatus query={promotions} />;
  }
  if (promotions.data.length === 0) return <p>{t('rewards.promotions.empty')}</p>;
  return (
    <ul className={styles.list}>
      {promotions.data.map((p) => (
        <li key={p.id}>
          <PromotionCard promotion={p} />
        </li>
      ))}
    </ul>
  );
}
