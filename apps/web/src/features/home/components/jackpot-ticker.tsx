import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store';
import { groupDigits } from '../../../lib/i18n/group-digits';
import { jackpotDelay, jackpotIncrement, jackpotStart } from '../utils/jackpot';
import styles from './home-widgets.module.css';

/** The default set-up's currency (BRL) for a visitor, who has no member record to say it. */
const SITE_CURRENCY_SYMBOL = 'R$';

/**
 * The jackpot ticker (spec §9), with the currency's symbol (issue 19: a bare figure read
 * as a count). A display figure, not money: it starts at random and grows
 * on its own. `aria-live="off"`: a screen reader reads it when visited, not at every step.
 */
export function JackpotTicker() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const symbol = useSessionStore((s) => s.member?.currencySymbol) ?? SITE_CURRENCY_SYMBOL;
  const [value, setValue] = useState(jackpotStart);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(() => {
        setValue((v) => v + jackpotIncrement());
        tick();
      }, jackpotDelay());
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  const formatted = groupDigits(value, language);
  return (
    <section className={styles.jackpot} aria-labelledby="jackpot-title">
      <h2 id="jackpot-title" className={styles.jackpotTitle}>
        {t('homePage.jackpot.title')}
      </h2>
      <output className={styles.jackpotValue} aria-live="off" data-testid="jackpot-value">
        <span className={styles.jackpotCurrency}>{symbol}</span> {formatted}
      </output>
    </section>
  );
}
