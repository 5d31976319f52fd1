import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lotteryBetStatuses, type LotteryBetStatus } from '@openlobby/contract/lottery/paths';
import type { LotteryBet, LotteryGame } from '@openlobby/contract/lottery/schemas';
import type { LotteryFamily } from '@openlobby/games';
import { useWalletBalance } from '../../../api/get-wallet-balance';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';
import { useCancelBet } from '../api/cancel-bet';
import { useMyBets } from '../api/get-my-bets';
import { betTypeLabel } from '../utils/labels';
import styles from './lottery.module.css';

/**
 * The member's bets on this game, newest first, filtered by status; an open bet whose draw
 * has not closed (`cancellable`) can be cancelled, its stake refunded.
 */
export function MyBets({ game }: { game: LotteryGame; family: LotteryFamily }) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const isLogin = useSessionStore((s) => s.isLogin);
  const currency = useWalletBalance(isLogin).data?.currency ?? 'BRL';
  const money = (minor: number) => formatMoney(minor, language, currency);
  const [status, setStatus] = useState<LotteryBetStatus | undefined>(undefined);
  const bets = useMyBets({ vassalage: game.vassalage, gameCode: game.gameCode, status });
  const cancel = useCancelBet();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const items = bets.data?.pages.flatMap((p) => p.items) ?? [];

  const cancelOne = async (bet: LotteryBet) => {
    setMessage(null);
    try {
      const reply = await cancel.mutateAsync(bet.id);
      setMessage({
        ok: true,
        text: t('lottery.bets.cancelled', {
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
    <section className={styles.card} aria-labelledby="lottery-bets-title">
      <div className={styles.cardHead}>
        <h2 id="lottery-bets-title" className={styles.cardTitle}>
          {t('lottery.bets.title')}
        </h2>
        <label className={styles.inlineField}>
          <span>{t('lottery.bets.filter')}</span>
          <select
            value={status ?? ''}
            onChange={(e) =>
              setStatus((e.target.value || undefined) as LotteryBetStatus | undefined)
            }
          >
            <option value="">{t('lottery.bets.all')}</option>
            {lotteryBetStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`lottery.betStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? styles.success : styles.alert}
        >
          {message.text}
        </p>
      )}
      {bets.isPending && <p className="muted">{t('common.loading')}</p>}
      {bets.isError && <p role="alert">{t('common.loadFailed')}</p>}
      {bets.isSuccess && items.length === 0 && <p className="muted">{t('lottery.bets.none')}</p>}
      {items.length > 0 && (
        <ul className={styles.betList} aria-label={t('lottery.bets.title')}>
          {items.map((bet) => (
            <li key={bet.id} className={styles.betRow}>
              <div className={styles.betMain}>
                <span className={styles.resultNumber}>{bet.drawNumber}</span>
                <strong>{betTypeLabel(t, bet.betType)}</strong>
                <span className={styles.selectionText}>
                  {bet.selection.map((r) => r.join(' ')).join(' | ')}
                </span>
              </div>
              <div className={styles.betFigures}>
                <span>{t('lottery.bets.stake', { amount: money(bet.stake) })}</span>
                {bet.status === 'won' && (
                  <span className={styles.won}>
                    {t('lottery.bets.payout', { amount: money(bet.payout) })}
                  </span>
                )}
                <span className={`${styles.tag} ${styles[`status_${bet.status}`] ?? ''}`}>
                  {t(`lottery.betStatus.${bet.status}`)}
                </span>
                {bet.chaseId !== null && (
                  <span className={styles.tag}>{t('lottery.bets.chase')}</span>
                )}
                <span className="muted">{formatDateTime(bet.createdAt)}</span>
                {bet.result && (
                  <span className="muted">
                    {t('lottery.bets.result', { numbers: bet.result.slice(0, 7).join(' ') })}
                  </span>
                )}
              </div>
              {bet.cancellable && (
                <button
                  type="button"
                  className={`button ${styles.small}`}
                  disabled={cancel.isPending}
                  aria-label={t('lottery.bets.cancelBet', { number: bet.drawNumber, id: bet.id })}
                  onClick={() => void cancelOne(bet)}
                >
                  {t('lottery.bets.cancel')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {bets.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={bets.isFetchingNextPage}
          onClick={() => void bets.fetchNextPage()}
        >
          {t('lottery.bets.more')}
        </button>
      )}
    </section>
  );
}
