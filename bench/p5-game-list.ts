// P5's game-list mix: filters and paging over the ~10,000 seeded games, as a visitor
// (measured with the other public reads by p5-public-reads.ts).

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
