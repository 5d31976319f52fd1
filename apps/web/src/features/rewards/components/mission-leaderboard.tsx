import { useTranslation } from 'react-i18next';
import { useMissionLeaderboard } from '../api/get-mission-leaderboard';
import { QueryStatus } from '../../../components/query-status';
import styles from './rewards.module.css';

/** Today's top members by mission points (masked names) and the member's own rank. */
export function MissionLeaderboard() {
  const { t } = useTranslation();
  const board = useMissionLeaderboard();
  if (!board.data) return <QueryStatus query={board} />;
  const { entries, me } = board.data;
  return (
    <>
      {entries.length === 0 ? (
        <p>{t('rewards.leaderboard.empty')}</p>
      ) : (
        <table className={styles.table} tabIndex={0}>
          <caption className="visually-hidden">{t('rewards.leaderboard.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rewards.leaderboard.rank')}</th>
              <th scope="col">{t('rewards.leaderboard.member')}</th>
              <th scope="col">{t('rewards.leaderboard.points')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.rank} data-me={e.isMe ? '' : undefined}>
                <td>{e.rank}</td>
                <td>
                  {e.customerName} {e.isMe ? t('rewards.leaderboard.you') : null}
                </td>
                <td>{e.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.meta}>
        {me.rank === null
          ? t('rewards.leaderboard.noRank')
          : t('rewards.leaderboard.myRank', { rank: me.rank, points: me.points })}
      </p>
    </>
  );
}
