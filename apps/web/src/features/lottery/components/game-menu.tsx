import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryGame } from '@openlobby/contract/lottery/schemas';
import { gameLabel } from '../utils/labels';
import {
  lotteryPageVassalages,
  type LotteryPageKind,
} from '@openlobby/contract/lottery/lottery-pages';
import styles from './lottery.module.css';

/**
 * The page's games, grouped by provider (on /lottery: LOTT's and ELOTT's), each a link
 * with its `gameCode` (and `vassalage`), the selected one marked as the current page.
 */
export function GameMenu({
  kind,
  games,
  selected,
}: {
  kind: LotteryPageKind;
  games: readonly LotteryGame[];
  selected: LotteryGame;
}) {
  const { t } = useTranslation();
  const groups = lotteryPageVassalages[kind]
    .map((vassalage) => ({ vassalage, games: games.filter((g) => g.vassalage === vassalage) }))
    .filter((g) => g.games.length > 0);
  return (
    <nav className={styles.menu} aria-label={t('lottery.menu')}>
      {groups.map((group) => (
        <div key={group.vassalage} className={styles.menuGroup}>
          {groups.length > 1 && (
            <h2 className={styles.menuTitle} id={`lottery-menu-${group.vassalage}`}>
              {t(`lottery.providers.${group.vassalage}`, { defaultValue: group.vassalage })}
            </h2>
          )}
          <ul
            className={styles.menuList}
            {...(groups.length > 1 ? { 'aria-labelledby': `lottery-menu-${group.vassalage}` } : {})}
          >
            {group.games.map((game) => {
              const current =
                game.vassalage === selected.vassalage && game.gameCode === selected.gameCode;
              const search = new URLSearchParams({ gameCode: game.gameCode });
              if (kind === 'lottery') search.set('vassalage', game.vassalage);
              return (
                <li key={`${game.vassalage}:${game.gameCode}`}>
                  <Link
                    to={{ search: `?${search.toString()}` }}
                    className={styles.menuItem}
                    aria-current={current ? 'page' : undefined}
                    replace
                  >
                    <span>{gameLabel(t, game)}</span>
                    <span className={styles.menuCode}>{game.gameCode}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
