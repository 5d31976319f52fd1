import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { lotteryFamilies, type LotteryFamily } from '@openlobby/games';
import { pickLotteryGame } from '@openlobby/contract/lottery/lottery-pages';
import { PageLoader } from '../../../components/page-loader';
import { StartUpSlice } from '../../../components/start-up-slice';
import { useLazyStrings } from '../../../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../../../stores/session-store';
import { useDrawRefresh } from '../hooks/use-draw-refresh';
import { useLotteryGames } from '../hooks/use-lottery-games';
import { lotteryPageKind } from '../utils/lottery-pages';
import { BetSlip } from './bet-slip';
import { DrawHeader } from './draw-header';
import { GameMenu } from './game-menu';
import { MyBets } from './my-bets';
import { MyChases } from './my-chases';
import { Results } from './results';
import { Rules } from './rules';
import styles from './lottery.module.css';

/** For the route's loader: in this chunk, so that loader costs no chunk of its own. */
export { prefetchLotteryPage } from '../api/prefetch-lottery-page';

/**
 * /lottery, /seaLottery and /vnLottery (spec §2, issue 14, ADR 024): the game menu, the
 * current draw with its countdown and the bet slip on one side; the member's bets and
 * chases, the last results (verified in the browser), the trend and the rules on the other.
 * `?gameCode` (and on /lottery `?vassalage`, LOTT or ELOTT) selects the game.
 */
export function LotteryPage() {
  const kind = lotteryPageKind(useLocation().pathname);
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const stringsIn = useLazyStrings('lottery', language);
  const [params] = useSearchParams();
  const { query, games, offset } = useLotteryGames(kind);
  const game = pickLotteryGame(games, params.get('gameCode'), params.get('vassalage'), kind);
  useDrawRefresh(game, offset);

  if (!stringsIn) return <PageLoader />;
  const family = game && isFamily(game.family) ? game.family : undefined;
  return (
    <section className={`page-stack ${styles.page}`} aria-labelledby="lottery-title">
      <h1 id="lottery-title" className="page-title">
        {t(`pages.${kind}.title`)}
      </h1>
      {query.isPending && <PageLoader />}
      {query.isError && (
        <p role="alert" className={styles.alert}>
          {t('common.loadFailed')}{' '}
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {query.isSuccess && games.length === 0 && <p className="muted">{t('lottery.noGames')}</p>}
      {game && <GameMenu kind={kind} games={games} selected={game} />}
      {game && family && (
        <div className={styles.layout}>
          <div className={styles.column}>
            <DrawHeader game={game} offset={offset} />
            {/* The page's first render (start-up) draws the head the HTML drew; the slip and
                the other column come a task or two later, so no task blocks for all of it
                (ADR 052, ADR 056). The slip's box holds its place below the head. */}
            <StartUpSlice reserve={<div className={styles.slipReserve} />}>
              <BetSlip
                key={`${game.vassalage}:${game.gameCode}`}
                game={game}
                family={family}
                offset={offset}
              />
            </StartUpSlice>
          </div>
          <StartUpSlice>
            <div className={styles.column}>
              <MyBets game={game} family={family} />
              <MyChases game={game} family={family} />
              <Results game={game} family={family} />
              <Rules family={family} />
            </div>
          </StartUpSlice>
        </div>
      )}
    </section>
  );
}

function isFamily(family: string): family is LotteryFamily {
  return (lotteryFamilies as readonly string[]).includes(family);
}
