import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionItem } from '@openlobby/contract/rewards/schemas';
import { usePromotions } from '../api/get-promotions';
import { usePromotionAction, type PromotionAction } from '../api/send-promotion-action';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';
import { useCurrency } from '../hooks/use-currency';
import { QueryStatus } from '../../../components/query-status';
import { actionErrorText } from './action-message';
import { PromotionCard } from './promotion-card';
import styles from './rewards.module.css';

type Outcome = { id: number; ok: boolean; text: string };

/**
 * The member centre's reward centre (`rewardCenter`, spec §2): the promotions with their
 * status and the button each status allows (join, claim or apply). The shell renders the
 * heading; this is the content below it.
 */
export function RewardCenterView() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const currency = useCurrency();
  const promotions = usePromotions(language);
  const act = usePromotionAction();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const doneText = (action: PromotionAction, p: PromotionItem) => {
    if (action === 'join') return t('rewards.promotions.done.join');
    if (p.status === 'applying') return t('rewards.promotions.done.applying');
    return t('rewards.promotions.done.claimed', {
      amount: formatMoney(p.rewardAmount, language, currency),
    });
  };

  const onAction = (promotionId: number, action: PromotionAction) => {
    setOutcome(null);
    act.mutate(
      { action, promotionId },
      {
        onSuccess: (p) => setOutcome({ id: promotionId, ok: true, text: doneText(action, p) }),
        onError: (error) =>
          setOutcome({ id: promotionId, ok: false, text: actionErrorText(error, t) }),
      },
    );
  };

  if (!promotions.data) {
    return <QueryStatus query={promotions} />;
  }
  if (promotions.data.length === 0) return <p>{t('rewards.promotions.empty')}</p>;
  return (
    <ul className={styles.list}>
      {promotions.data.map((p) => (
        <li key={p.id}>
          <PromotionCard
            promotion={p}
            busy={act.isPending && act.variables?.promotionId === p.id}
            outcome={outcome?.id === p.id ? outcome : null}
            onAction={(action) => onAction(p.id, action)}
          />
        </li>
      ))}
    </ul>
  );
}
