import type { GameItem } from '@openlobby/contract/games/schemas';
import { useId } from 'react';
import { HomeGameCard } from './home-game-card';
import styles from './home-widgets.module.css';

/** A titled grid of games (recommended, PG slots). */
export function GameRow({ title, games }: { title: string; games: readonly GameItem[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.gameSection}>
      <h2 id={id} className={styles.widgetTitle}>
        {title}
      </h2>
      <ul className={styles.gameGrid} aria-labelledby={id}>
        {games.map((game) => (
          <li key={game.nodeId}>
            <HomeGameCard game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}
