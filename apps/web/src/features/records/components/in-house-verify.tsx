import { routePaths } from '@openlobby/contract/routes';
import type { InHouseRound } from '@openlobby/contract/in-house/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';
import { useInHouseRound } from '../api/records-api';
import styles from './records.module.css';

type Verification = Awaited<ReturnType<typeof verifyLater>>;

/**
 * The game pages' check (`game-pages/verify.ts`: `@openlobby/games` recomputes the round),
 * loaded only when a round is verified: the games' maths stay out of the member centre's
 * first download.
 */
async function verifyLater(round: InHouseRound, serverSeed: string) {
  const { verifyRecordedRound } = await import('../../../game-pages/verify');
  return verifyRecordedRound(round, serverSeed);
}

/**
 * One in-house round verified in the browser (issue 15, ADR 026): its bet, outcome and
 * seeds as the server recorded them (the member's own round only), and, once its server
 * seed was revealed by a rotation, the seed checked against the hash committed before the
 * round and the outcome recomputed here with the games' own maths.
 */
export function InHouseVerify({
  roundId,
  currency,
  onClose,
}: {
  roundId: string;
  /** The betting record's currency, the wallet's the round was played in. */
  currency: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const query = useInHouseRound(roundId);
  const round = query.data;
  const check = useVerification(round);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // Focus moves to the panel, which opens above the list, so a keyboard user lands on it.
  useEffect(() => title.current?.focus(), []);
  const money = (amount: number) => formatMoney(amount, language, currency);

  return (
    <section className={styles.verify} aria-labelledby={titleId}>
      <h3 id={titleId} ref={title} tabIndex={-1} className={styles.verifyTitle}>
        {t('records.check.title', { round: roundId })}
      </h3>
      {query.isPending && (
        <p role="status" className="muted">
          {t('common.loading')}
        </p>
      )}
      {query.isError && (
        <p role="alert" className="inline-alert">
          {query.error instanceof ApiError && query.error.errorCode !== 'NETWORK'
            ? query.error.message
            : t('common.loadFailed')}
        </p>
      )}
      {round && (
        <>
          <dl className={styles.verifyFields}>
            <dt>{t('records.check.game')}</dt>
            <dd>{t(`records.check.games.${round.gameCode}`)}</dd>
            <dt>{t('records.check.bet')}</dt>
            <dd>
              {money(round.bet.stake)}
              {betDetail(round, t)}
            </dd>
            <dt>{t('records.check.outcome')}</dt>
            <dd>{outcomeOf(round.outcome, round.gameCode, t, money)}</dd>
            <dt>{t('records.check.serverSeedHash')}</dt>
            <dd>{round.serverSeedHash}</dd>
            <dt>{t('records.check.clientSeed')}</dt>
            <dd>{round.clientSeed}</dd>
            <dt>{t('records.check.nonce')}</dt>
            <dd>{round.nonce}</dd>
            <dt>{t('records.check.serverSeed')}</dt>
            <dd>{round.serverSeed ?? t('records.check.hidden')}</dd>
            {check?.recomputed && (
              <>
                <dt>{t('records.check.recomputed')}</dt>
                <dd>{outcomeOf(check.recomputed, round.gameCode, t, money)}</dd>
              </>
            )}
          </dl>
          <CheckLine round={round} check={check} />
        </>
      )}
      <button type="button" className="button" onClick={onClose}>
        {t('records.check.close')}
      </button>
    </section>
  );
}

function CheckLine({ round, check }: { round: InHouseRound; check: Verification | null }) {
  const { t } = useTranslation();
  if (round.serverSeed === null) {
    return (
      <div role="status" className={styles.pending}>
        <p>{t('records.check.notRevealed')}</p>
        <a href={routePaths.inHouse}>{t('records.check.openGames')}</a>
      </div>
    );
  }
  if (!check) {
    return (
      <p role="status" className="muted">
        {t('records.check.checking')}
      </p>
    );
  }
  if (check.hashMatches && check.outcomeMatches) {
    return (
      <p role="status" className={styles.verified}>
        {t('records.check.verified')}
      </p>
    );
  }
  return (
    <p role="alert" className={styles.mismatch}>
      {check.hashMatches ? t('records.check.outcomeMismatch') : t('records.check.hashMismatch')}
    </p>
  );
}

/** The check of a revealed round, once the maths are loaded; null before (or unrevealed). */
function useVerification(round: InHouseRound | undefined): Verification | null {
  const [result, setResult] = useState<{ key: string; value: Verification } | null>(null);
  const seed = round?.serverSeed ?? null;
  const key = round && seed ? `${round.id}:${seed}` : null;
  useEffect(() => {
    if (!round || !seed || !key) return;
    let live = true;
    void verifyLater(round, seed).then((value) => {
      if (live) setResult({ key, value });
    });
    return () => {
      live = false;
    };
  }, [round, seed, key]);
  return result && result.key === key ? result.value : null;
}

type T = ReturnType<typeof useTranslation>['t'];

function betDetail(round: InHouseRound, t: T): string {
  if (round.gameCode === 'dice') {
    const direction = t(`records.check.${round.bet.direction}`);
    return `, ${t('records.check.diceBet', { direction, target: hundredths(round.bet.targetHundredths) })}`;
  }
  if (round.gameCode === 'mines') {
    const reveals = round.bet.reveals.join(' ') || '—';
    return `, ${t('records.check.minesBet', { mines: round.bet.mines, reveals })}`;
  }
  return '';
}

/** A recorded or recomputed outcome in words, so the two can be compared by eye. */
function outcomeOf(
  outcome: InHouseRound['outcome'],
  gameCode: InHouseRound['gameCode'],
  t: T,
  money: (amount: number) => string,
): string {
  const pays = t('records.check.payout', { amount: money(outcome.payout) });
  const multiplier = (outcome.multiplierBp / 10_000).toFixed(2);
  if (gameCode === 'dice' && 'rollHundredths' in outcome) {
    return `${t('records.check.dice', { roll: hundredths(outcome.rollHundredths) })}, ${pays}`;
  }
  if (gameCode === 'slot' && 'stops' in outcome) {
    return `${t('records.check.slot', { stops: outcome.stops.join(' '), multiplier })}, ${pays}`;
  }
  if ('minePositions' in outcome) {
    const positions = outcome.minePositions?.join(' ') ?? '—';
    return `${t('records.check.mines', { positions, multiplier })}, ${pays}`;
  }
  return pays;
}

const hundredths = (value: number) => (value / 100).toFixed(2);
