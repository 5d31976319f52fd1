import type { GameItem } from '@openlobby/contract/games/schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hotGamesQueryOptions } from '../../../api/get-hot-games';
import { useSessionStore } from '../../../stores/session-store';
import { useHomeGames } from '../api/use-home-games';
import { PG_LIMIT, RECOMMENDED_LIMIT } from '../utils/home-constants';
import { GameRow } from './game-row';

const recommendedOf = (hot: GameItem[]) => hot.filter((g) => !g.isTop).slice(0, RECOMMENDED_LIMIT);

/**
 * Up to 12 recommended games and 12 PG slots (spec §9), below the fold. Recommended are the
 * operator's hot games that are not top games (those lead the hot carousel anyway), from
 * the same cached hot list; the PG slots are the first page of the RNG list of vassalage PG.
 */
export function HomeGameSections() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const recommended =
    useQuery({ ...hotGamesQueryOptions(language), select: recommendedOf }).data ?? [];
  const pg = useHomeGames({ gameType: 'RNG', vassalage: 'PG' }, PG_LIMIT).data ?? [];
  return (
    <>
      <GameRow title={t('homePage.recommended.title')} games={recommended} />
      <GameRow title={t('homePage.pg.title')} games={pg} />
    </>
  );
}
