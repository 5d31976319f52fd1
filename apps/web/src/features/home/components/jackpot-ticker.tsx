import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store';
import { groupDigits } from '../../../lib/i18n/group-digits';
import { jackpotDelay, jackpotIncrement, jackpotStart } from '../utils/jackpot';
import styles from './home-widgets.module.css';

/**
 * The jackpot ticker (spec §9). A display figure, not money: it starts at random and grows
 * on its own. `aria-live="off"`: a screen reader reads it when visited, not at every step.
 */
export function JackpotTicker() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
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
        {formatted}
      </output>
    </section>
  );
}
