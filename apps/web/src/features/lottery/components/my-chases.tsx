import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@openlobby/contract/lottery/schemas';
import type { LotteryFamily } from '@openlobby/games';
import { useWalletBalance } from '../../../api/get-wallet-balance';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';
import { useCancelChase } from '../api/cancel-chase';
import { useMyChases } from '../api/get-my-chases';
import { betTypeLabel, selectionText } from '../utils/labels';
import { findBetTypeSafe } from '../utils/slip';
import styles from './lottery.module.css';

/** The member's chases on this game, with their progress; a running one can be cancelled. */
export function MyChases({ game, family }: { game: LotteryGame; family: LotteryFamily }) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const isLogin = useSessionStore((s) => s.isLogin);
  const currency = useWalletBalance(isLogin).data?.currency ?? 'BRL';
  const money = (minor: number) => formatMoney(minor, language, currency);
  const chases = useMyChases();
  const cancel = useCancelChase();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const items = (chases.data ?? []).filter(
    (c) => c.vassalage === game.vassalage && c.gameCode === game.gameCode,
  );
  if (items.length === 0 && !message) return null;

  const cancelOne = async (id: number) => {
    setMessage(null);
    try {
      const reply = await cancel.mutateAsync(id);
      setMessage({
        ok: true,
        text: t('lottery.chases.cancelled', {
          refunded: money(reply.refunded),
          balance: money(reply.balance),
        }),
      });
    } catch (error) {
      setMessage({
        ok: false,
        text: error instanceof ApiError ? error.message : t('lottery.errors.network'),
      });
    }
  };

  return (
    <section className={styles.card} aria-labelledby="lottery-chases-title">
      <h2 id="lottery-chases-title" className={styles.cardTitle}>
        {t('lottery.chases.title')}
      </h2>
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? styles.success : styles.alert}
        >
          {message.text}
        </p>
      )}
      <ul className={styles.betList} aria-label={t('lottery.chases.title')}>
        {items.map((chase) => (
          <li key={chase.id} className={styles.betRow}>
            <div className={styles.betMain}>
              <strong>{betTypeLabel(t, chase.betType)}</strong>
              <span className={styles.selectionText}>
                {selectionText(t, findBetTypeSafe(family, chase.betType), chase.selection)}
              </span>
            </div>
            <div className={styles.betFigures}>
              <span>
                {t('lottery.chases.progress', {
                  placed: chase.placed,
                  draws: chase.draws,
                  won: chase.won,
                })}
              </span>
              <span>{t('lottery.bets.stake', { amount: money(chase.totalStake) })}</span>
              <span>{t('lottery.bets.payout', { amount: money(chase.totalPayout) })}</span>
              {chase.stopOnWin && (
                <span className={styles.tag}>{t('lottery.chase.stopOnWin')}</span>
              )}
              <span className={styles.tag}>{t(`lottery.chaseStatus.${chase.status}`)}</span>
            </div>
            {chase.status === 'running' && chase.open > 0 && (
              <button
                type="button"
                className={`button ${styles.small}`}
                disabled={cancel.isPending}
                aria-label={t('lottery.chases.cancelChase', { id: chase.id })}
                onClick={() => void cancelOne(chase.id)}
              >
                {t('lottery.bets.cancel')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
