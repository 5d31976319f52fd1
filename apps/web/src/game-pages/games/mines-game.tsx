import { inHousePaths, inHouseStakeOptions } from '@openlobby/contract/in-house/paths';
import type { InHouseRound, RoundResult } from '@openlobby/contract/in-house/schemas';
import {
  minesMaxCount,
  minesMinCount,
  minesMultiplier,
  minesTileCount,
  payoutFor,
} from '@openlobby/games';
import { useEffect, useId, useState } from 'react';
import { formatMoney } from '../../lib/format-money';
import { StakeSelect } from '../components/stake-select';
import { formatMultiplier } from '../format';
import { useLanguage, useT } from '../i18n';
import type { GameProps } from './types';

type MinesRound = Extract<InHouseRound, { gameCode: 'mines' }>;

const mineCounts = Array.from(
  { length: minesMaxCount - minesMinCount + 1 },
  (_, i) => i + minesMinCount,
);

/** Mines: a 5×5 board, reveal safe tiles, cash out before hitting a mine. */
export function MinesGame({ api, currency, busy, act, onRound }: GameProps) {
  const t = useT();
  const language = useLanguage();
  const minesId = useId();
  const [stake, setStake] = useState<number>(100);
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<MinesRound | null>(null);

  // A round left in play (page reloaded) is picked up where it was.
  useEffect(() => {
    let live = true;
    void api
      .get<{ round: InHouseRound | null }>(inHousePaths.minesCurrent)
      .then(({ round: current }) => {
        if (live && current?.gameCode === 'mines') setRound(current);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);

  const playing = round?.state === 'playing';
  const step = async (call: () => Promise<RoundResult>) => {
    const result = await act(call);
    if (!result || result.round.gameCode !== 'mines') return;
    setRound(result.round);
    onRound(result);
  };
  const start = () =>
    step(() => api.send<RoundResult>('POST', inHousePaths.minesStart, { stake, mines }));
  const reveal = (tile: number) =>
    step(() =>
      api.send<RoundResult>('POST', inHousePaths.minesReveal, { roundId: round!.id, tile }),
    );
  const cashOut = () =>
    step(() => api.send<RoundResult>('POST', inHousePaths.minesCashOut, { roundId: round!.id }));

  const revealed = new Set(round?.bet.reveals ?? []);
  const minesAt = new Set(round?.outcome.minePositions ?? []);
  const multiplierBp = round?.outcome.cashOutMultiplierBp ?? 10_000;
  const cashOutAmount = round ? Number(payoutFor(BigInt(round.stake), multiplierBp)) : 0;
  const next =
    round && playing && round.outcome.safeReveals < minesTileCount - round.bet.mines
      ? minesMultiplier(round.bet.mines, round.outcome.safeReveals + 1)
      : null;

  return (
    <div className="game-board mines">
      <div className="mines-grid" role="group" aria-label={t('mines.board')}>
        {Array.from({ length: minesTileCount }, (_, tile) => {
          const open = revealed.has(tile);
          const mine = minesAt.has(tile);
          const shown = open || (!playing && round !== null && mine);
          const label = shown
            ? t(mine ? 'mines.tileMine' : 'mines.tileSafe', { n: tile + 1 })
            : t('mines.tile', { n: tile + 1 });
          return (
            <button
              key={tile}
              type="button"
              className={`tile${shown ? (mine ? ' mine' : ' safe') : ''}${open ? ' open' : ''}`}
              aria-label={label}
              disabled={!playing || open || busy}
              onClick={() => void reveal(tile)}
            >
              <span aria-hidden="true">{shown ? (mine ? '✸' : '◆') : ''}</span>
            </button>
          );
        })}
      </div>
      <div aria-live="polite" className="mines-status">
        {round ? (
          <p className={round.state === 'lost' ? 'loss' : round.state === 'won' ? 'win' : ''}>
            {round.state === 'playing'
              ? t('mines.playing')
              : round.state === 'won'
                ? t('mines.won', { amount: formatMoney(round.payout, language, currency) })
                : t('mines.lost')}
          </p>
        ) : null}
        <dl className="facts inline">
          <dt>{t('mines.current')}</dt>
          <dd>{formatMultiplier(multiplierBp, language)}</dd>
          {next !== null ? (
            <>
              <dt>→</dt>
              <dd>{formatMultiplier(next, language)}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="field-row">
        <StakeSelect
          value={stake}
          options={inHouseStakeOptions}
          currency={currency}
          disabled={busy || playing}
          onChange={setStake}
        />
        <div className="field">
          <label htmlFor={minesId}>{t('mines.count')}</label>
          <select
            id={minesId}
            value={mines}
            disabled={busy || playing}
            onChange={(event) => setMines(Number(event.target.value))}
          >
            {mineCounts.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {playing ? (
          <button
            className="button button-primary"
            type="button"
            disabled={busy || round.outcome.safeReveals === 0}
            onClick={() => void cashOut()}
          >
            {t('mines.cashOut', { amount: formatMoney(cashOutAmount, language, currency) })}
          </button>
        ) : (
          <button
            className="button button-primary"
            type="button"
            disabled={busy}
            onClick={() => void start()}
          >
            {t('mines.start')}
          </button>
        )}
      </div>
    </div>
  );
}
