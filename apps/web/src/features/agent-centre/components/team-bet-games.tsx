import type { TeamBetGameRow } from '@openlobby/contract/agent/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { useTeamBetGames } from '../api/get-team-bet-games';
import { useMoney } from '../../../api/use-money';
import styles from './agent-views.module.css';

/** The team-betting row a member opened: whose day, and which provider's games. */
export type TeamBetGamesChoice = {
  memberId: number;
  account: string;
  day: string;
  vendorCode?: string;
};

const columns = [
  { key: 'vendorCode', money: false },
  { key: 'gameName', money: false },
  { key: 'rounds', money: false },
  { key: 'stake', money: true },
  { key: 'payout', money: true },
  { key: 'profitLoss', money: true },
] as const satisfies readonly { key: keyof TeamBetGameRow; money: boolean }[];

/**
 * The drill-down of a team-betting row: that member's rounds of that day by game, with
 * their totals, and a button to close it.
 */
export function TeamBetGames({
  choice,
  onClose,
}: {
  choice: TeamBetGamesChoice;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const headingId = useId();
  const query = useTeamBetGames(choice);
  const data = query.data;
  const { account, day, vendorCode } = choice;
  const heading = vendorCode
    ? t('agentCentre.teamBetGames.headingVendor', { account, day, vendor: vendorCode })
    : t('agentCentre.teamBetGames.heading', { account, day });
  const show = (isMoney: boolean, value: string | number) =>
    isMoney ? money(Number(value)) : String(value);

  return (
    <section className={styles.view} aria-labelledby={headingId}>
      <div className={styles.row}>
        <h3 id={headingId}>{heading}</h3>
        <button
          type="button"
          className="button"
          aria-label={t('agentCentre.teamBetGames.closeLabel', { account })}
          onClick={onClose}
        >
          {t('agentCentre.teamBetGames.close')}
        </button>
      </div>
      <QueryStatus query={query} />
      {data && data.content.length === 0 && (
        <p className="muted">{t('agentCentre.teamBetGames.empty')}</p>
      )}
      {data && data.content.length > 0 && (
        <table className={styles.table} tabIndex={0}>
          <caption className="visually-hidden">{heading}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={
                    c.key === 'gameName' || c.key === 'vendorCode' ? undefined : styles.number
                  }
                >
                  {t(`agentCentre.teamBetGames.${c.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.content.map((row) => (
              <tr key={`${row.vendorCode}/${row.gameCode}`}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={
                      c.key === 'gameName' || c.key === 'vendorCode' ? undefined : styles.number
                    }
                  >
                    {show(c.money, row[c.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('agentCentre.reports.totals')}
              </th>
              <td className={styles.number}>{data.totals.rounds}</td>
              <td className={styles.number}>{money(data.totals.stake)}</td>
              <td className={styles.number}>{money(data.totals.payout)}</td>
              <td className={styles.number}>{money(data.totals.profitLoss)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
