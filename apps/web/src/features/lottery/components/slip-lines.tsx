import { useTranslation } from 'react-i18next';
import type { LotteryFamily } from '@openlobby/games';
import { betTypeLabel, selectionText } from '../utils/labels';
import { findBetTypeSafe, slipTotal, type SlipLine } from '../utils/slip';
import styles from './lottery.module.css';

/** The slip's lines, each removable, and their total. */
export function SlipLines({
  family,
  lines,
  money,
  onRemove,
}: {
  family: LotteryFamily;
  lines: readonly SlipLine[];
  money: (minor: number) => string;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <section className={styles.slipLines} aria-labelledby="lottery-lines-title">
      <h3 id="lottery-lines-title" className={styles.subTitle}>
        {t('lottery.slip.lines', { count: lines.length })}
      </h3>
      <ul>
        {lines.map((line, i) => {
          const label = betTypeLabel(t, line.betType);
          const selection = selectionText(t, findBetTypeSafe(family, line.betType), line.selection);
          // The line's number and what it holds: "Remove Digit at position 1" read as a
          // position when the line was Position 2: 8.
          const name = `${label}, ${selection}`;
          return (
            <li key={line.key} className={styles.slipLine}>
              <div>
                <strong>{label}</strong> <span className={styles.selectionText}>{selection}</span>
                <div className="muted">
                  {t('lottery.slip.lineSummary', {
                    count: line.units,
                    unitStake: money(line.unitStake),
                    multiplier: line.multiplier,
                    total: money(line.stake),
                  })}
                </div>
              </div>
              <button
                type="button"
                className={`button ${styles.small}`}
                aria-label={t('lottery.slip.remove', { index: i + 1, line: name })}
                onClick={() => onRemove(line.key)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <p className={styles.summary}>
        {t('lottery.slip.slipTotal', { total: money(slipTotal(lines)) })}
      </p>
    </section>
  );
}
