import { useId } from 'react';
import { formatMoney } from '../../lib/format-money';
import { useLanguage, useT } from '../i18n';

/** The stake picker every game page shows; amounts in minor units. */
export function StakeSelect(props: {
  value: number;
  options: readonly number[];
  currency: string;
  disabled?: boolean;
  onChange: (stake: number) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('page.stake')}</label>
      <select
        id={id}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(Number(event.target.value))}
      >
        {props.options.map((stake) => (
          <option key={stake} value={stake}>
            {formatMoney(stake, language, props.currency)}
          </option>
        ))}
      </select>
    </div>
  );
}
