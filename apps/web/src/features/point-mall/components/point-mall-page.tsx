import { pointTypes } from '@openlobby/contract/points/paths';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { groupDigits } from '../../../lib/i18n/group-digits';
import { useMoney } from '../../../api/use-money';
import { useSessionStore } from '../../../stores/session-store';
import {
  useConvertPoints,
  usePointBalance,
  usePointConfig,
  usePointRewards,
  useRedeemList,
  useRedeemReward,
} from '../api/points-api';
import styles from './point-mall.module.css';

/**
 * /pointMall (spec §2, §3, §7 "Points", ADR 036): the member's points by type, the rewards
 * catalogue, converting points to cash and the redeem history. Both writes take the payment
 * password and a request id, so a double click pays once.
 */
export function PointMallPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useSessionStore((s) => s.language);
  /** A count of points or items with its thousands grouped in the user's language. */
  const figure = (value: number) => groupDigits(value, language);
  const balance = usePointBalance();
  const config = usePointConfig();
  const rewards = usePointRewards();
  const history = useRedeemList();
  const redeem = useRedeemReward();
  const convert = useConvertPoints();
  const [password, setPassword] = useState('');
  const [points, setPoints] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const passwordId = useId();
  const passwordHintId = useId();
  const pointsId = useId();
  const busy = redeem.isPending || convert.isPending;

  const done = (text: string) => {
    setNotice({ ok: true, text });
    setRequestId(crypto.randomUUID());
  };
  const failed = (error: Error) => {
    setNotice({ ok: false, text: error.message });
    setRequestId(crypto.randomUUID());
  };

  function onConvert(event: FormEvent) {
    event.preventDefault();
    convert.mutate(
      { requestId, points: Number(points), password },
      {
        onSuccess: (r) => done(t('pages.pointMall.converted', { cash: money(r.cash) })),
        onError: failed,
      },
    );
  }

  return (
    <div className="page-stack">
      <h1 className="page-title">{t('pages.pointMall.title')}</h1>
      <section aria-labelledby="points-balance" className={styles.card}>
        <h2 id="points-balance">{t('pages.pointMall.balance')}</h2>
        {balance.data && (
          <>
            <p className={styles.total}>
              <output aria-label={t('pages.pointMall.balance')}>
                {figure(balance.data.balance)}
              </output>{' '}
              {t('pages.pointMall.points')}
            </p>
            <table className={`${styles.table} ${styles.types}`}>
              <caption>{t('pages.pointMall.byType')}</caption>
              <tbody>
                {pointTypes.map((type) => (
                  <tr key={type}>
                    <th scope="row">{t(`pages.pointMall.types.${type}`)}</th>
                    <td>{figure(balance.data.byType[type])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        {config.data && (
          <p className={styles.hint}>
            {t('pages.pointMall.exchangeRatio', {
              cash: money(config.data.exchange),
            })}
          </p>
        )}
      </section>

      <div className={styles.field}>
        <label htmlFor={passwordId}>{t('pages.pointMall.paymentPassword')}</label>
        <input
          id={passwordId}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={passwordHintId}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {/* Says why Convert and Redeem stay off: they wait for this password. */}
        <p id={passwordHintId} className={styles.hint}>
          {t('pages.pointMall.paymentPasswordHint')}
        </p>
      </div>
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          aria-live="polite"
          className={notice.ok ? styles.success : styles.alert}
        >
          {notice.text}
        </p>
      )}

      <section aria-labelledby="points-convert" className={styles.card}>
        <h2 id="points-convert">{t('pages.pointMall.convert')}</h2>
        <form onSubmit={onConvert} className={styles.form}>
          <div className={styles.field}>
            <label htmlFor={pointsId}>{t('pages.pointMall.pointsToConvert')}</label>
            <input
              id={pointsId}
              type="number"
              min={1}
              step={1}
              value={points}
              onChange={(e) => setPoints(e.target.value)}
              required
            />
          </div>
          <button type="submit" className="button button-primary" disabled={busy || !password}>
            {t('pages.pointMall.convertButton')}
          </button>
        </form>
      </section>

      <section aria-labelledby="points-rewards" className={styles.card}>
        <h2 id="points-rewards">{t('pages.pointMall.rewards')}</h2>
        <ul aria-label={t('pages.pointMall.rewards')} className={styles.rewards}>
          {rewards.data?.map((r) => (
            <li key={r.id} className={styles.reward}>
              <h3>{r.name}</h3>
              <p className="muted">{r.description}</p>
              <p>
                {t('pages.pointMall.cost', { points: figure(r.cost) })} ·{' '}
                {t('pages.pointMall.stock', { stock: figure(r.stock) })}
                {r.perMemberLimit !== null &&
                  ` · ${t('pages.pointMall.limit', {
                    redeemed: figure(r.redeemed),
                    limit: figure(r.perMemberLimit),
                  })}`}
              </p>
              <button
                type="button"
                className="button"
                disabled={busy || !password}
                aria-label={t('pages.pointMall.redeemNamed', { name: r.name })}
                onClick={() =>
                  redeem.mutate(
                    { requestId, rewardId: r.id, password },
                    {
                      onSuccess: () => done(t('pages.pointMall.redeemed', { name: r.name })),
                      onError: failed,
                    },
                  )
                }
              >
                {t('pages.pointMall.redeem')}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="points-history" className={styles.card}>
        <h2 id="points-history">{t('pages.pointMall.history')}</h2>
        {history.data?.length === 0 && (
          <p className={styles.hint}>{t('pages.pointMall.historyEmpty')}</p>
        )}
        <table aria-labelledby="points-history" className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('pages.pointMall.when')}</th>
              <th scope="col">{t('pages.pointMall.what')}</th>
              <th scope="col">{t('pages.pointMall.pointsColumn')}</th>
              <th scope="col">{t('pages.pointMall.status')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data?.map((h) => (
              <tr key={h.id}>
                <td>{formatDateTime(h.createdAt)}</td>
                <td>
                  {h.kind === 'convert'
                    ? t('pages.pointMall.conversion', { cash: money(h.cash) })
                    : h.rewardName}
                </td>
                <td>{figure(h.points)}</td>
                <td>
                  {t(`pages.pointMall.statuses.${h.status}`)}
                  {h.reason ? ` (${h.reason})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
