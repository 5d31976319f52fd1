import type { Db } from '../../db/client';
import { readWinnerBoard } from './winner-repository';

export type WinnerBoardRows = Awaited<ReturnType<typeof readWinnerBoard>>;

/**
 * Every visitor of the home page asks for the same board, so each process reads it at most
 * once per `cacheMs`: a new big win shows within seconds, and a burst of visitors costs one
 * query. Returns the reader of the board.
 */
export function cachedWinnerBoard(db: Db, cacheMs: number): () => Promise<WinnerBoardRows> {
  let cached: { at: number; rows: Promise<WinnerBoardRows> } | null = null;
  return () => {
    if (!cached || Date.now() - cached.at >= cacheMs) {
      const rows = readWinnerBoard(db);
      cached = { at: Date.now(), rows };
      // A failed read must not be served from the cache until the next read.
      rows.catch(() => {
        if (cached?.rows === rows) cached = null;
      });
    }
    return cached.rows;
  };
}
