import { inHousePaths, inHouseStakeOptions } from '@openlobby/contract/in-house/paths';
import type { RoundResult } from '@openlobby/contract/in-house/schemas';
import {
  diceMultiplier,
  diceRollCount,
  diceWinningRolls,
  type DiceDirection,
} from '@openlobby/games';
import { useId, useState } from 'react';
import { formatMoney } from '../../lib/format-money';
import { StakeRow } from '../components/stake-row';
import { formatHundredths, formatMultiplier, formatPercent } from '../format';
import { useLanguage, useT } from '../i18n';
import type { GameProps } from './types';

/** Targets allowed for a direction: a win chance of 1 % to 98 % (packages/games). */
const bounds: Record<DiceDirection, { min: number; max: number }> = {
  under: { min: 100, max: 9_800 },
  over: { min: 199, max: 9_899 },
};

/** Dice: pick a target and over/under, roll 0.00–99.99. */
export function DiceGame({ api, currency, busy, act, onRound }: GameProps) {
  const t = useT();
  const language = useLanguage();
  const ids = { target: useId(), slider: useId(), direction: useId() };
  const [stake, setStake] = useState<number>(100);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5_000);
  const [last, setLast] = useState<RoundResult | null>(null);

  const { min, max } = bounds[direction];
  const clamped = Math.min(max, Math.max(min, target));
  const chance = diceWinningRolls(clamped, direction) / diceRollCount;
  const multiplierBp = diceMultiplier(clamped, direction);

  const roll = async () => {
    const result = await act(() =>
      api.send<RoundResult>('POST', inHousePaths.diceRoll, {
        stake,
        targetHundredths: clamped,
        direction,
      }),
    );
    if (!result) return;
    setLast(result);
    onRound(result);
  };
  const changeDirection = (next: DiceDirection) => {
    setDirection(next);
    // Keep the same win chance: mirror the target.
    setTarget(diceRollCount - 1 - clamped);
  };
  const outcome = last?.round.gameCode === 'dice' ? last.round.outcome : null;

  return (
    <div className="game-board dice">
      {/* Always in the page, so screen readers announce each new result (a live region
          added together with its text is often missed). */}
      <div className="dice-result" role="status" aria-live="polite" aria-atomic="true">
        {outcome ? (
          <p className={`round-result ${outcome.win ? 'win' : 'loss'}`}>
            <span className="round-roll" aria-hidden="true">
              {formatHundredths(outcome.rollHundredths, language)}
            </span>
            <span className="round-verdict">
              {t('dice.result', {
                roll: formatHundredths(outcome.rollHundredths, language),
                verdict: outcome.win ? t('dice.won') : t('dice.lost'),
              })}
              {outcome.win ? ` · ${formatMoney(outcome.payout, language, currency)}` : ''}
            </span>
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={ids.slider}>{t('dice.target')}</label>
        <input
          id={ids.slider}
          type="range"
          min={min}
          max={max}
          step={1}
          value={clamped}
          aria-valuetext={formatHundredths(clamped, language)}
          onChange={(event) => setTarget(Number(event.target.value))}
        />
      </div>
      <div className="field-row">
        <div className="field">
          <label
            htmlFor={ids.target}
          >{`${t('dice.target')} (0–${formatHundredths(9_999, language)})`}</label>
          <input
            id={ids.target}
            type="number"
            inputMode="decimal"
            min={min / 100}
            max={max / 100}
            step={0.01}
            value={target / 100}
            onChange={(event) => setTarget(Math.round(Number(event.target.value) * 100))}
            onBlur={() => setTarget(clamped)}
          />
        </div>
        <fieldset className="field segmented">
          <legend id={ids.direction}>{t('dice.direction')}</legend>
          {(['under', 'over'] as const).map((d) => (
            <label key={d}>
              <input
                type="radio"
                name={ids.direction}
                value={d}
                checked={direction === d}
                onChange={() => changeDirection(d)}
              />
              {t(`dice.${d}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <dl className="facts inline">
        <dt>{t('dice.chance')}</dt>
        <dd>{formatPercent(chance, language)}</dd>
        <dt>{t('page.multiplier')}</dt>
        <dd>{formatMultiplier(multiplierBp, language)}</dd>
      </dl>
      <StakeRow
        stake={stake}
        options={inHouseStakeOptions}
        currency={currency}
        busy={busy}
        onStakeChange={setStake}
        playLabel={t('dice.roll')}
        onPlay={() => void roll()}
      />
    </div>
  );
}
