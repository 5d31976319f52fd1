import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimMission } from '../api/claim-mission';
import { useMissions } from '../api/get-missions';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';
import { useSiteCurrency } from '../../../api/use-money';
import { QueryStatus } from '../../../components/query-status';
import { actionErrorText } from './action-message';
import { MissionCard } from './mission-card';
import { MissionLeaderboard } from './mission-leaderboard';
import styles from './rewards.module.css';

type Outcome = { id: number; ok: boolean; text: string };

/**
 * The member centre's mission activity (`missionLeaderboard`, spec §2): today's missions
 * with progress and Claim, today's points, and the leaderboard.
 */
export function MissionView() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const currency = useSiteCurrency();
  const summary = useMissions(language);
  const claim = useClaimMission();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const missionsId = useId();
  const boardId = useId();

  const onClaim = (missionId: number) => {
    setOutcome(null);
    claim.mutate(missionId, {
      onSuccess: ({ mission }) =>
        setOutcome({
          id: missionId,
          ok: true,
          text: t('rewards.missions.claimed', {
            amount: formatMoney(mission.rewardAmount, language, currency),
          }),
        }),
      onError: (error) => setOutcome({ id: missionId, ok: false, text: actionErrorText(error, t) }),
    });
  };

  return (
    <>
      <section className={styles.section} aria-labelledby={missionsId}>
        <h3 id={missionsId}>{t('rewards.missions.title')}</h3>
        {summary.data ? (
          <>
            <p className={styles.meta}>
              {t('rewards.missions.day', { day: summary.data.day })} ·{' '}
              <strong>
                {t('rewards.missions.pointsToday', { points: summary.data.pointsToday })}
              </strong>
            </p>
            {summary.data.missions.length === 0 ? (
              <p>{t('rewards.missions.empty')}</p>
            ) : (
              <ul className={styles.list}>
                {summary.data.missions.map((m) => (
                  <li key={m.id}>
                    <MissionCard
                      mission={m}
                      busy={claim.isPending && claim.variables === m.id}
                      outcome={outcome?.id === m.id ? outcome : null}
                      onClaim={() => onClaim(m.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <QueryStatus query={summary} />
        )}
      </section>
      <section className={styles.section} aria-labelledby={boardId}>
        <h3 id={boardId}>{t('rewards.leaderboard.title')}</h3>
        <MissionLeaderboard />
      </section>
    </>
  );
}
