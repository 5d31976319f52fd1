import { inHousePaths, inHouseStakeOptions } from '@openlobby/contract/in-house/paths';
import type { RoundResult } from '@openlobby/contract/in-house/schemas';
import { slotPaylines, slotReelCount, slotRowCount, type SlotSymbol } from '@openlobby/games';
import { useId, useState } from 'react';
import { formatMoney } from '../../lib/format-money';
import { StakeRow } from '../components/stake-row';
import { useLanguage, useT } from '../i18n';
import type { GameProps } from './types';

/** Glyphs every system font has (no emoji font needed); the name is written under each. */
const glyphs: Record<SlotSymbol, string> = {
  wild: '★',
  seven: '7',
  bar: 'BAR',
  bell: '♦',
  melon: '♣',
  plum: '♠',
  orange: '●',
  cherry: '♥',
};

const startWindow: SlotSymbol[][] = [
  ['seven', 'bar', 'bell', 'melon', 'plum'],
  ['wild', 'wild', 'wild', 'wild', 'wild'],
  ['plum', 'melon', 'bell', 'bar', 'seven'],
];

/** The 5-reel, 3-row video slot with 20 fixed lines. */
export function SlotGame({ api, currency, busy, act, onRound }: GameProps) {
  const t = useT();
  const language = useLanguage();
  const captionId = useId();
  const [stake, setStake] = useState<number>(inHouseStakeOptions[2]);
  const [last, setLast] = useState<RoundResult | null>(null);
  const outcome = last?.round.gameCode === 'slot' ? last.round.outcome : null;
  const grid = (outcome?.window ?? startWindow) as SlotSymbol[][];

  // Cells on a winning line, to light them up.
  const winning = new Set<string>();
  for (const win of outcome?.lineWins ?? []) {
    const rows = slotPaylines[win.payline] ?? [];
    for (let reel = 0; reel < win.count; reel += 1) winning.add(`${rows[reel]}:${reel}`);
  }

  const spin = async () => {
    const result = await act(() => api.send<RoundResult>('POST', inHousePaths.slotSpin, { stake }));
    if (!result) return;
    setLast(result);
    onRound(result);
  };

  return (
    <div className="game-board slot">
      <table className="reels" aria-describedby={captionId}>
        <caption id={captionId}>{t('slot.reels')}</caption>
        <tbody>
          {Array.from({ length: slotRowCount }, (_, row) => (
            <tr key={row}>
              <th scope="row" className="visually-hidden">
                {t('slot.row', { row: row + 1 })}
              </th>
              {Array.from({ length: slotReelCount }, (_, reel) => {
                const symbol = grid[row]?.[reel] ?? 'cherry';
                return (
                  <td
                    key={reel}
                    className={
                      winning.has(`${row}:${reel}`) ? `cell ${symbol} lit` : `cell ${symbol}`
                    }
                  >
                    <span className="glyph" aria-hidden="true">
                      {glyphs[symbol]}
                    </span>
                    <span className="symbol-name">{t(`symbol.${symbol}`)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div aria-live="polite" className="line-wins">
        {outcome ? (
          outcome.lineWins.length === 0 ? (
            <p>{t('slot.noWin')}</p>
          ) : (
            <>
              <p className="win">
                {t('page.win')}: {formatMoney(outcome.payout, language, currency)}
              </p>
              <h2 className="visually-hidden">{t('slot.lineWins')}</h2>
              <ul>
                {outcome.lineWins.map((win) => (
                  <li key={win.payline}>
                    {t('slot.lineWin', {
                      line: win.payline + 1,
                      count: win.count,
                      symbol: t(`symbol.${win.symbol as SlotSymbol}`),
                      pays: win.pays,
                    })}
                  </li>
                ))}
              </ul>
            </>
          )
        ) : null}
      </div>
      <StakeRow
        stake={stake}
        options={inHouseStakeOptions}
        currency={currency}
        busy={busy}
        onStakeChange={setStake}
        playLabel={t('slot.spin')}
        onPlay={() => void spin()}
      />
    </div>
  );
}
