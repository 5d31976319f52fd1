import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWinners } from '../api/get-winners';
import { apiUrl } from '../../../lib/config';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';
import { WINNER_STEP_MS } from '../utils/home-constants';
import { splitWinners } from '../utils/winners';
import widgets from './home-widgets.module.css';
import styles from './winners-board.module.css';

/** Recent wins in view at once, under the big wins (the board keeps one height, CLS). */
const VISIBLE = 3;

/**
 * The winners board (spec §9: 20 entries, a vertical carousel moving every 3000 ms). The
 * largest wins stand first as big wins, with their game's art; the other, recent wins
 * follow in the carousel. It rotates by one entry a step, holds still while hovered or
 * focused and for visitors who prefer reduced motion. Fixed row heights keep the box from
 * resizing.
 */
export function WinnersBoard() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const winners = useWinners().data ?? [];
  const { big, recent } = splitWinners(winners);
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (paused || reduced || recent.length <= VISIBLE) return;
    const timer = setInterval(() => setOffset((o) => (o + 1) % recent.length), WINNER_STEP_MS);
    return () => clearInterval(timer);
  }, [paused, recent.length]);
  const shown = Array.from(
    { length: Math.min(VISIBLE, recent.length) },
    (_, i) => recent[(offset + i) % recent.length]!,
  );
  return (
    <section className={`${widgets.winners} ${styles.board}`} aria-labelledby="winners-title">
      <h2 id="winners-title" className={widgets.widgetTitle}>
        {t('homePage.winners.title')}
      </h2>
      {winners.length === 0 ? (
        <p>{t('homePage.winners.empty')}</p>
      ) : (
        <>
          <ol className={styles.bigWins} aria-label={t('homePage.winners.big')}>
            {big.map((w, i) => (
              <li key={i} className={styles.bigWin}>
                <img
                  className={styles.bigArt}
                  src={apiUrl(w.iconUrl)}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
                <span className={styles.bigText}>
                  <span className={styles.bigAmount}>
                    {formatMoney(w.winAmount, language, w.currency)}
                  </span>
                  <span className={styles.bigWho}>
                    {t('homePage.winners.bigEntry', { name: w.customerName, game: w.gameName })}
                  </span>
                </span>
              </li>
            ))}
          </ol>
          {recent.length > 0 && (
            <>
              <h3 className={styles.recentTitle} id="winners-recent-title">
                {t('homePage.winners.recent')}
              </h3>
              <ul
                className={widgets.winnerList}
                onMouseEnter={() => setPaused(true)}
                onMouseLeave={() => setPaused(false)}
                onFocus={() => setPaused(true)}
                onBlur={() => setPaused(false)}
                tabIndex={0}
                aria-labelledby="winners-recent-title"
              >
                {shown.map((w, i) => {
                  const amount = formatMoney(w.winAmount, language, w.currency);
                  return (
                    <li key={`${offset}-${i}`} className={widgets.winner}>
                      <img src={apiUrl(w.iconUrl)} alt="" width={40} height={40} loading="lazy" />
                      <span className={widgets.winnerText}>
                        {t('homePage.winners.entry', {
                          name: w.customerName,
                          amount,
                          game: w.gameName,
                        })}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
