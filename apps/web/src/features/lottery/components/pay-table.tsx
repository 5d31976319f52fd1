import { useTranslation } from 'react-i18next';
import type { BetTypeDef } from '@openlobby/games';
import { useSessionStore } from '../../../stores/session-store';
import { intlLocales } from '../../../lib/i18n/intl-locales';
import { betTypeLabel, formatOdds, payKeyLabel } from '../utils/labels';
import styles from './lottery.module.css';

/** A bet type's pay table: what wins and what it returns per unit staked, and its RTP. */
export function PayTable({ betType, caption }: { betType: BetTypeDef; caption?: string }) {
  const { t } = useTranslation();
  const locale = intlLocales[useSessionStore((s) => s.language)];
  const entries = Object.entries(betType.payTable);
  return (
    <table className={styles.payTable}>
      <caption>{caption ?? betTypeLabel(t, betType.id)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lottery.rules.wins')}</th>
          <th scope="col">{t('lottery.rules.pays')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(([key, bp]) => (
          <tr key={key}>
            <th scope="row">{payKeyLabel(t, key, betType.id)}</th>
            <td>{formatOdds(bp, locale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('lottery.rules.rtp')}</th>
          <td>{(betType.rtp * 100).toLocaleString(locale, { maximumFractionDigits: 2 })}%</td>
        </tr>
      </tfoot>
    </table>
  );
}
