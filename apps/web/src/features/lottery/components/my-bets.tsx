import { useState, type ReactNode } from 'react';
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
import { useMyBets, type MyBetsFilter } from '../api/get-my-bets';
import { betTypeLabel, selectionText } from '../utils/labels';
import { findBetTypeSafe } from '../utils/slip';
import styles from './lottery.module.css';

/**
 * The member's bets on this game, newest first, filtered by status; an open bet whose draw
 * has not closed (`cancellable`) can be cancelled, its stake refunded.
 */
export function MyBets({ game, family }: { game: LotteryGame; family: LotteryFamily }) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const isLogin = useSessionStore((s) => s.isLogin);
  const currency = useWalletBalance(isLogin).data?.currency ?? 'BRL';
  const money = (minor: number) => formatMoney(minor, language, currency);
  const [status, setStatus] = useState<LotteryBetStatus | undefined>(undefined);
  const filter = { vassalage: game.vassalage, gameCode: game.gameCode, status };
  // The pages shown: the first, then one more per "show more" (its cursor).
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const first = useMyBets(filter, null);
  const firstNext = first.data?.nextCursor ?? null;
  const cancel = useCancelBet();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

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
  const row = (bet: LotteryBet) => (
    <BetRow
      key={bet.id}
      bet={bet}
      family={family}
      money={money}
      cancelling={cancel.isPending}
      onCancel={() => void cancelOne(bet)}
    />
  );

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
            onChange={(e) => {
              setStatus((e.target.value || undefined) as LotteryBetStatus | undefined);
              setCursors([null]);
            }}
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
      {/* A fixed height that scrolls: the bets arriving (or a draw settling them) do not push
          the results below down the page (P2's CLS), and the panel reads the same every time. */}
      <div
        className={styles.betsBody}
        role="group"
        aria-labelledby="lottery-bets-title"
        // Keyboard users can scroll it even when no bet in view can be cancelled.
        tabIndex={0}
      >
        {first.isPending && <p className="muted">{t('common.loading')}</p>}
        {first.isError && <p role="alert">{t('common.loadFailed')}</p>}
        {first.isSuccess && first.data.items.length === 0 && (
          <p className="muted">{t('lottery.bets.none')}</p>
        )}
        {first.isSuccess && first.data.items.length > 0 && (
          <ul className={styles.betList} aria-label={t('lottery.bets.title')}>
            {first.data.items.map(row)}
            {cursors.slice(1).map((cursor, i) => (
              <LaterPage
                key={cursor}
                filter={filter}
                cursor={cursor}
                row={row}
                onMore={i === cursors.length - 2 ? (next) => setCursors((c) => [...c, next]) : null}
              />
            ))}
          </ul>
        )}
        {cursors.length === 1 && firstNext !== null && (
          <MoreButton onClick={() => setCursors((c) => [...c, firstNext])} />
        )}
      </div>
    </section>
  );
}

/** A page after the first, read when "show more" asked for it. */
function LaterPage({
  filter,
  cursor,
  row,
  onMore,
}: {
  filter: MyBetsFilter;
  cursor: number | null;
  row: (bet: LotteryBet) => ReactNode;
  onMore: ((next: number) => void) | null;
}) {
  const page = useMyBets(filter, cursor);
  const next = page.data?.nextCursor ?? null;
  return (
    <>
      {page.data?.items.map(row)}
      {onMore && next !== null && (
        <li className={styles.moreItem}>
          <MoreButton onClick={() => onMore(next)} />
        </li>
      )}
    </>
  );
}

function MoreButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button" onClick={onClick}>
      {t('lottery.bets.more')}
    </button>
  );
}

function BetRow({
  bet,
  family,
  money,
  cancelling,
  onCancel,
}: {
  bet: LotteryBet;
  family: LotteryFamily;
  money: (minor: number) => string;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.betRow}>
      <div className={styles.betMain}>
        <span className={styles.resultNumber}>{bet.drawNumber}</span>
        <strong>{betTypeLabel(t, bet.betType)}</strong>
        <span className={styles.selectionText}>
          {selectionText(t, findBetTypeSafe(family, bet.betType), bet.selection)}
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
        {bet.chaseId !== null && <span className={styles.tag}>{t('lottery.bets.chase')}</span>}
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
          disabled={cancelling}
          aria-label={t('lottery.bets.cancelBet', { number: bet.drawNumber, id: bet.id })}
          onClick={onCancel}
        >
          {t('lottery.bets.cancel')}
        </button>
      )}
    </li>
  );
}
