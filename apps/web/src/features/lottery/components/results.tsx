import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LotteryDraw, LotteryGame } from '@openlobby/contract/lottery/schemas';
import type { LotteryFamily } from '@openlobby/games';
import { formatDateTime } from '../../../lib/format-date-time';
import { useDraw, useResults } from '../api/get-results';
import { Balls, TieredResult } from './balls';
import { ResultFactsLine } from './result-facts';
import { Trend } from './trend';
import { VerifyPanel } from './verify-panel';
import styles from './lottery.module.css';

/** How many results the list shows; the trend reads all the page fetched. */
const SHOWN = 10;
/** Past this many numbers a result shows its first prize, its tiers on demand. */
const MANY = 7;

/** The game's last results, newest first, each verifiable; then the trend of them all. */
export function Results({ game, family }: { game: LotteryGame; family: LotteryFamily }) {
  const { t } = useTranslation();
  const results = useResults(game.vassalage, game.gameCode);
  // `?draw=` (the betting record's Verify, ADR 026) opens that draw's check.
  const linked = useSearchParams()[0].get('draw');
  const [verifying, setVerifying] = useState<string | null>(linked);
  const draws = (results.data ?? []).filter((d) => d.result !== null);
  const listed = draws.find((d) => d.drawNumber === verifying);
  // A linked draw older than the page's results (or not drawn yet) is read on its own.
  const single = useDraw(
    game.vassalage,
    game.gameCode,
    results.isSuccess && verifying !== null && !listed ? verifying : null,
  );
  const verified = listed ?? (single.data?.drawNumber === verifying ? single.data : undefined);
  const panel = useRef<HTMLDivElement>(null);
  const shownLinked = verified !== undefined && verified.drawNumber === linked;
  useEffect(() => {
    if (shownLinked) panel.current?.scrollIntoView?.({ block: 'center' });
  }, [shownLinked]);
  return (
    <>
      <section className={styles.card} aria-labelledby="lottery-results-title">
        <h2 id="lottery-results-title" className={styles.cardTitle}>
          {t('lottery.results.title')}
        </h2>
        {results.isPending && <p className="muted">{t('common.loading')}</p>}
        {results.isError && <p role="alert">{t('common.loadFailed')}</p>}
        {results.isSuccess && draws.length === 0 && (
          <p className="muted">{t('lottery.results.none')}</p>
        )}
        {draws.length > 0 && (
          <ul className={styles.resultList}>
            {draws.slice(0, SHOWN).map((draw) => (
              <ResultRow
                key={draw.drawNumber}
                draw={draw}
                family={family}
                onVerify={() => setVerifying(draw.drawNumber)}
              />
            ))}
          </ul>
        )}
        {verified && (
          <div ref={panel}>
            <VerifyPanel draw={verified} family={family} onClose={() => setVerifying(null)} />
          </div>
        )}
        {single.isError && verifying === linked && (
          <p role="alert">{t('lottery.verify.drawUnknown', { number: linked })}</p>
        )}
      </section>
      <Trend family={family} draws={draws} />
    </>
  );
}

function ResultRow({
  draw,
  family,
  onVerify,
}: {
  draw: LotteryDraw;
  family: LotteryFamily;
  onVerify: () => void;
}) {
  const { t } = useTranslation();
  const numbers = draw.result ?? [];
  const label = t('lottery.results.numbersOf', { number: draw.drawNumber });
  return (
    <li className={styles.resultRow}>
      <div className={styles.resultHead}>
        <span className={styles.resultNumber}>{draw.drawNumber}</span>
        <span className="muted">{formatDateTime(draw.drawsAt)}</span>
        {draw.status === 'void' && (
          <span className={styles.tag}>{t('lottery.drawStatus.void')}</span>
        )}
      </div>
      {numbers.length > MANY ? (
        <>
          <Balls numbers={numbers.slice(0, 1)} label={label} small />
          <details className={styles.resultDetails}>
            <summary>{t('lottery.results.allTiers')}</summary>
            <TieredResult family={family} numbers={numbers} caption={label} />
          </details>
        </>
      ) : (
        <Balls numbers={numbers} label={label} />
      )}
      <ResultFactsLine family={family} result={numbers} />
      {draw.seed !== null && (
        <button
          type="button"
          className={`button ${styles.small}`}
          onClick={onVerify}
          aria-label={t('lottery.verify.verifyDraw', { number: draw.drawNumber })}
        >
          {t('lottery.verify.verify')}
        </button>
      )}
    </li>
  );
}
