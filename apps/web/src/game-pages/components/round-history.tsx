import { useId } from 'react';
import { formatMoney } from '../../lib/format-money';
import { formatTime } from '../format';
import { useLanguage, useT } from '../i18n';

export type HistoryRow = {
  id: string;
  createdAt: string;
  stake: number;
  payout: number;
  balanceBefore: number;
  balanceAfter: number | null;
  state: string;
  nonce?: number;
};

/** Game recall: the last rounds with stake, win and the balance before and after each. */
export function RoundHistory(props: {
  rounds: readonly HistoryRow[];
  currency: string;
  onVerify?: (round: HistoryRow) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const money = (amount: number) => formatMoney(amount, language, props.currency);
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('history.title')}</h2>
      {props.rounds.length === 0 ? (
        <p className="muted">{t('history.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="history">
            <thead>
              <tr>
                <th scope="col">{t('history.time')}</th>
                <th scope="col">{t('history.stake')}</th>
                <th scope="col">{t('history.win')}</th>
                <th scope="col">{t('history.before')}</th>
                <th scope="col">{t('history.after')}</th>
                {props.onVerify ? (
                  <th scope="col">
                    <span className="visually-hidden">{t('history.verify')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {props.rounds.map((round) => (
                <tr key={round.id} data-testid="history-row">
                  <td>{formatTime(round.createdAt, language)}</td>
                  <td>{money(round.stake)}</td>
                  <td>{round.state === 'playing' ? t('history.playing') : money(round.payout)}</td>
                  <td>{money(round.balanceBefore)}</td>
                  <td>{round.balanceAfter === null ? '—' : money(round.balanceAfter)}</td>
                  {props.onVerify ? (
                    <td>
                      <button
                        type="button"
                        className="button button-small"
                        disabled={round.state === 'playing'}
                        aria-label={t('history.verifyRound', { nonce: round.nonce ?? '' })}
                        onClick={() => props.onVerify?.(round)}
                      >
                        {t('history.verify')}
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
