import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@openlobby/contract/lottery/schemas';
import { formatDateTime } from '../../../lib/format-date-time';
import { useServerNow } from '../hooks/use-server-now';
import { formatCountdown } from '@openlobby/contract/lottery/lottery-pages';
import { gameLabel } from '../utils/labels';
import { Balls } from './balls';
import styles from './lottery.module.css';

/**
 * The game's current draw: its number, and a countdown to its close read off the server's
 * clock (before it opens, the time until it does). When it reaches zero the page reads
 * the menu again for the next draw (useDrawRefresh).
 */
export function DrawHeader({ game, offset }: { game: LotteryGame; offset: number }) {
  const { t } = useTranslation();
  const now = useServerNow(offset);
  const draw = game.currentDraw;
  const last = game.lastDraw;
  let status: string;
  let countdown: string | null = null;
  if (!draw) {
    status = t('lottery.draw.none');
  } else {
    const opensIn = Date.parse(draw.opensAt) - now;
    const closesIn = Date.parse(draw.closesAt) - now;
    if (opensIn > 0) {
      status = t('lottery.draw.opensIn');
      countdown = formatCountdown(opensIn);
    } else if (closesIn > 0) {
      status = t('lottery.draw.closesIn');
      countdown = formatCountdown(closesIn);
    } else {
      status = t('lottery.draw.drawing');
    }
  }
  return (
    <section className={styles.drawHeader} aria-labelledby="lottery-draw-title">
      <div>
        <h2 id="lottery-draw-title" className={styles.gameName}>
          {gameLabel(t, game)}
        </h2>
        {draw && (
          <p className={styles.drawNumber}>
            {t('lottery.draw.number', { number: draw.drawNumber })}
          </p>
        )}
        {draw && (
          <p className="muted">
            {t('lottery.draw.drawsAt', { time: formatDateTime(draw.drawsAt) })}
          </p>
        )}
        {/* The row holds its place before the first result, so the bet slip below does
            not move when it arrives. */}
        {draw && !last?.result && (
          <div className={styles.lastDraw}>
            <span className="muted">{t('lottery.draw.noLast')}</span>
          </div>
        )}
        {last?.result && (
          <div className={styles.lastDraw}>
            <span className="muted" aria-hidden="true">
              {t('lottery.draw.last', { number: last.drawNumber })}
            </span>
            <Balls
              numbers={last.result.slice(0, 7)}
              label={t('lottery.draw.lastNumbers', { number: last.drawNumber })}
              small
            />
          </div>
        )}
      </div>
      <div className={styles.countdown}>
        <span className={styles.countdownLabel}>{status}</span>
        {countdown !== null && (
          <time
            className={styles.countdownValue}
            // Read out when asked, not every second.
            aria-live="off"
            role="timer"
            aria-label={`${status} ${countdown}`}
          >
            {countdown}
          </time>
        )}
      </div>
    </section>
  );
}
