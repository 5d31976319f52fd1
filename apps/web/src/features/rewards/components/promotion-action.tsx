import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityStatus } from '@openlobby/contract/rewards/paths';
import type { PromotionItem } from '@openlobby/contract/rewards/schemas';
import { requireRealAccount } from '../../../components/real-account-dialog';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';
import { usePromotionAction, type PromotionAction } from '../api/send-promotion-action';
import { useSiteCurrency } from '../../../api/use-money';
import type { ShownPromotion } from '../hooks/use-shown-promotions';
import { actionErrorText } from './action-message';
import { OutcomeMessage, type Outcome } from './outcome-message';
import styles from './rewards.module.css';

/** The one button a status offers (spec §3 activity statuses); null action = disabled. */
function buttonFor(status: ActivityStatus): { label: string; action: PromotionAction | null } {
  switch (status) {
    case 'join':
      return { label: 'join', action: 'join' };
    case 'claim':
      return { label: 'claim', action: 'requestReward' };
    case 'signed':
      return { label: 'apply', action: 'requestReward' };
    case 'process':
      return { label: 'inProgress', action: null };
    default:
      return { label: status, action: null };
  }
}

type Props = {
  promotion: ShownPromotion;
  /** The id of the promotion's title, so the button reads "Join, Welcome bonus". */
  describedBy: string;
};

/**
 * Join, claim or apply: the one implementation of a promotion's action, used by the
 * reward centre's cards and the promotions page's detail. A visitor is sent to the login
 * popup and a trial member to the register-first notice (the server refuses them too);
 * a member's click calls the server and says what came of it next to the button.
 */
export function PromotionActionBar({ promotion: p, describedBy }: Props) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const currency = useSiteCurrency();
  const act = usePromotionAction();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const button = buttonFor(p.status);

  const doneText = (action: PromotionAction, next: PromotionItem) => {
    if (action === 'join') return t('rewards.promotions.done.join');
    if (next.status === 'applying') return t('rewards.promotions.done.applying');
    return t('rewards.promotions.done.claimed', {
      amount: formatMoney(next.rewardAmount, language, currency),
    });
  };

  const onClick = () => {
    const action = button.action;
    if (!action || !requireRealAccount()) return;
    setOutcome(null);
    act.mutate(
      { action, promotionId: p.id },
      {
        onSuccess: (next) => setOutcome({ ok: true, text: doneText(action, next) }),
        onError: (error) => setOutcome({ ok: false, text: actionErrorText(error, t) }),
      },
    );
  };

  return (
    <div className={styles.row}>
      <button
        type="button"
        className={styles.button}
        disabled={button.action === null || act.isPending}
        aria-describedby={describedBy}
        onClick={onClick}
      >
        {t(`rewards.buttons.${button.label}`)}
      </button>
      <OutcomeMessage outcome={outcome} />
    </div>
  );
}
