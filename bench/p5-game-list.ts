// P5: the game-list endpoint (filters and paging over the ~10,000 seeded games, PGlite, as
// a visitor) against the bare Fastify hello route of the same run, 50 connections.
import type { BarResult } from './lib/report';
import { loadPaths, type Throughput } from './p5-throughput';

const LIST = '/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop';

/** What the list pages ask for: each connection cycles through these, so no one page wins. */
export const gameListPaths = [
  `${LIST}&gameType=RNG&pageNo=1&pageSize=50&language=pt`,
  `${LIST}&gameType=RNG&vassalage=PG&pageNo=3&pageSize=50`,
  `${LIST}&gameType=RNG&gameClassify=JP&pageNo=2&pageSize=50&language=en`,
  `${LIST}&gameName=dragon&pageNo=1&pageSize=50`,
  `${LIST}&gameType=LIVE&minBet=500&pageNo=1&pageSize=50`,
  `${LIST}&gameType=RNG&minLineNum=20&pageNo=5&pageSize=50`,
  `${LIST}&gameType=RNG&pageNo=150&pageSize=50`,
  `${LIST}&vassalage=JILI&gameName=gold&minBet=10&pageNo=1&pageSize=50`,
] as const;

export async function gameListBar(serverUrl: string, hello: Throughput): Promise<BarResult> {
  await loadPaths(serverUrl, gameListPaths, 1); // warm-up: loads the catalogue, JITs the code
  const list = await loadPaths(serverUrl, gameListPaths);
  const ratio = list.reqPerSec / hello.reqPerSec;
  console.log(
    `game list (${gameListPaths.length} filter/page mixes): ${list.reqPerSec.toFixed(0)} req/s ` +
      `(p99 ${list.p99Ms} ms), ${(ratio * 100).toFixed(0)} % of bare hello`,
  );
  return {
    bar: 'P5',
    figure: `game list / bare hello req/s: ${(ratio * 100).toFixed(0)} %, p99 ${list.p99Ms} ms`,
    target: '>= 25 %, p99 <= 50 ms',
    met: ratio >= 0.25 && list.p99Ms <= 50,
  };
}
