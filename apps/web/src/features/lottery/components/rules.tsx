import { useTranslation } from 'react-i18next';
import type { LotteryFamily } from '@openlobby/games';
import { safeBetTypes } from '../utils/slip';
import { betTypeLabel, groupLabel } from '../utils/labels';
import { PayTable } from './pay-table';
import styles from './lottery.module.css';

/** The game's rules: how a draw is made, then each bet type's pay table and RTP. */
export function Rules({ family }: { family: LotteryFamily }) {
  const { t } = useTranslation();
  const betTypes = safeBetTypes(family);
  return (
    <section className={styles.card} aria-labelledby="lottery-rules-title">
      <details>
        <summary>
          <h2 id="lottery-rules-title" className={styles.cardTitleInline}>
            {t('lottery.rules.title')}
          </h2>
        </summary>
        <p>{t(`lottery.rules.family.${family}`)}</p>
        <p className="muted">{t('lottery.rules.units')}</p>
        <p className="muted">{t('lottery.rules.fair')}</p>
        <div className={styles.payTables}>
          {betTypes.map((b) => (
            <PayTable
              key={b.id}
              betType={b}
              caption={`${groupLabel(t, b.group)} — ${betTypeLabel(t, b.id)}`}
            />
          ))}
        </div>
      </details>
    </section>
  );
}
