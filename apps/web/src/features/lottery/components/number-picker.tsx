import { useTranslation } from 'react-i18next';
import type { BetTypeDef, LotterySelection } from '@openlobby/games';
import { optionLabel, rowLabel } from '../utils/labels';
import styles from './lottery.module.css';

/**
 * The picker rows of a bet type: per row a group of toggle buttons (aria-pressed, named
 * "Position 1: 7"), with "All" where the row takes every option, and "Clear".
 */
export function NumberPicker({
  betType,
  selection,
  onToggle,
  onFill,
}: {
  betType: BetTypeDef;
  selection: LotterySelection;
  onToggle: (row: number, option: string) => void;
  onFill: (row: number, all: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.picker}>
      {betType.rows.map((row, r) => {
        const name = rowLabel(t, row.id);
        const picked = selection[r] ?? [];
        const wide = row.options.some((o) => o.length > 2);
        return (
          <fieldset key={row.id} className={styles.pickerRow}>
            <legend className={styles.pickerLegend}>
              {name}{' '}
              <span className="muted">
                {row.min === row.max
                  ? t('lottery.slip.pickExactly', { count: row.min })
                  : row.min === 0
                    ? t('lottery.slip.pickUpTo', { max: row.max })
                    : t('lottery.slip.pickRange', { min: row.min, max: row.max })}
              </span>
            </legend>
            <div className={wide ? styles.optionsWide : styles.options}>
              {row.options.map((option) => {
                const pressed = picked.includes(option);
                return (
                  <button
                    key={option}
                    type="button"
                    className={pressed ? styles.optionOn : styles.option}
                    aria-pressed={pressed}
                    aria-label={`${name}: ${optionLabel(t, option)}`}
                    onClick={() => onToggle(r, option)}
                  >
                    {optionLabel(t, option)}
                  </button>
                );
              })}
            </div>
            <div className={styles.rowTools}>
              {row.max >= row.options.length && row.options.length > 1 && (
                <button
                  type="button"
                  className={`button ${styles.small}`}
                  aria-label={t('lottery.slip.rowAll', { row: name })}
                  onClick={() => onFill(r, true)}
                >
                  {t('lottery.slip.all')}
                </button>
              )}
              {picked.length > 0 && (
                <button
                  type="button"
                  className={`button ${styles.small}`}
                  aria-label={t('lottery.slip.rowClear', { row: name })}
                  onClick={() => onFill(r, false)}
                >
                  {t('lottery.slip.clearRow')}
                </button>
              )}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
