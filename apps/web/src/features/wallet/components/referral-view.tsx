import type { ReferralRules } from '@openlobby/contract/referral/schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteLink } from '../../../components/invite-link';
import { Pager } from '../../../components/pager';
import { QueryStatus } from '../../../components/query-status';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSessionStore } from '../../../stores/session-store';
import { useInvitees, useReferralInfo } from '../api/get-referral';
import { useMoney } from '../../../api/use-money';
import styles from './wallet.module.css';

const PAGE_SIZE = 20;

/**
 * The member centre's referral view (spec §2 "invite friends", ADR 025): the member's own
 * invitation code, its link (`/register?referralCode=…`) with a copy button and a QR code,
 * the operator's reward rule, and the invitees, masked, with their status and reward.
 */
export function ReferralView() {
  const { t } = useTranslation();
  const info = useReferralInfo();
  const language = useSessionStore((s) => s.language);
  const money = useMoney(info.data?.currency);
  const data = info.data;
  if (!data) return <QueryStatus query={info} />;
  const percent = (bp: number) => new Intl.NumberFormat(language).format(bp / 100);
  return (
    <div className={styles.view}>
      <InviteLink code={data.code} path={data.linkPath} texts="wallet.referral" />
      <p>{ruleText(t, data.rules, money, percent)}</p>
      <dl className={styles.figures} aria-label={t('wallet.referral.summary')}>
        <div>
          <dt>{t('wallet.referral.invited')}</dt>
          <dd>{data.invited}</dd>
        </div>
        <div>
          <dt>{t('wallet.referral.deposited')}</dt>
          <dd>{data.deposited}</dd>
        </div>
        <div>
          <dt>{t('wallet.referral.rewardTotal')}</dt>
          <dd>{money(data.rewardTotal)}</dd>
        </div>
      </dl>
      <Invitees money={money} />
    </div>
  );
}

function ruleText(
  t: ReturnType<typeof useTranslation>['t'],
  rules: ReferralRules,
  money: (n: number) => string,
  percent: (bp: number) => string,
): string {
  if (!rules.enabled) return t('wallet.referral.rulesOff');
  const min = money(rules.minDeposit);
  return rules.kind === 'fixed'
    ? t('wallet.referral.rulesFixed', { min, reward: money(rules.fixedAmount) })
    : t('wallet.referral.rulesPercent', { min, percent: percent(rules.percentBp) });
}

function Invitees({ money }: { money: (n: number) => string }) {
  const { t } = useTranslation();
  const id = useId();
  const [pageNo, setPageNo] = useState(1);
  const query = useInvitees(pageNo);
  const page = query.data;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('wallet.referral.invitees')}</h3>
      <QueryStatus query={query} />
      {page && page.list.length === 0 && <p className="muted">{t('wallet.referral.empty')}</p>}
      {page && page.list.length > 0 && (
        <table className={styles.table} tabIndex={0}>
          <caption className="visually-hidden">{t('wallet.referral.invitees')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wallet.referral.account')}</th>
              <th scope="col">{t('wallet.referral.registeredAt')}</th>
              <th scope="col">{t('wallet.referral.status')}</th>
              <th scope="col" className={styles.number}>
                {t('wallet.referral.reward')}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((row, i) => (
              <tr key={`${row.registeredAt}-${i}`}>
                <td>{row.account}</td>
                <td>{formatDateTime(row.registeredAt)}</td>
                <td>{t(`wallet.referral.statuses.${row.status}`)}</td>
                <td className={styles.number}>{row.reward === null ? '—' : money(row.reward)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page && (
        <Pager
          label={t('wallet.referral.pages')}
          pageNo={pageNo}
          totalPages={Math.max(1, Math.ceil(page.total / PAGE_SIZE))}
          onPage={setPageNo}
          busy={query.isFetching}
        />
      )}
    </section>
  );
}
