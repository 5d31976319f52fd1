import type { VipStatus } from '@openlobby/contract/vip/schemas';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { QueryStatus } from '../../../components/query-status';
import { formatMoney } from '../../../lib/format-money';
import { useLazyStrings } from '../../../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../../../stores/session-store';
import { useVipStatus } from '../api/get-vip-status';
import styles from './vip.module.css';

/** The level, cumulative valid bet and the way to the next tier, as one labelled region. */
export function VipSummary({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const money = (amount: number) => formatMoney(amount, language, status.currency);
  const current = status.tiers.find((tier) => tier.level === status.level);
  const from = current?.threshold ?? 0;
  const next = status.next;
  const percent = next
    ? Math.min(100, Math.floor(((status.validBet - from) * 100) / (next.threshold - from)))
    : 100;
  return (
    <section className={styles.card} aria-labelledby="vip-card-title">
      <h2 id="vip-card-title" className={styles.title}>
        {t('vip.title')}
      </h2>
      <p className={styles.level}>
        {status.name
          ? t('vip.level', { level: status.level, name: status.name })
          : t('vip.noLevel')}
      </p>
      <p>{t('vip.validBet', { amount: money(status.validBet) })}</p>
      {next ? (
        <>
          <progress
            className={styles.progress}
            aria-label={t('vip.progress', { name: next.name })}
            max={100}
            value={percent}
          />
          <p>{t('vip.remaining', { amount: money(next.remaining), name: next.name })}</p>
        </>
      ) : (
        status.name && <p>{t('vip.top')}</p>
      )}
    </section>
  );
}

/**
 * The member's VIP card, for pages outside the member centre (/promotions composes it in
 * src/app): nothing for visitors.
 */
export function VipCard() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const language = useSessionStore((s) => s.language);
  const stringsIn = useLazyStrings('vip', isLogin ? language : null);
  const query = useVipStatus(isLogin);
  if (!isLogin) return null;
  if (!stringsIn) return <PageLoader />;
  return query.data ? <VipSummary status={query.data} /> : <QueryStatus query={query} />;
}
