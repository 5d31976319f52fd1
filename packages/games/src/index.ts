/**
 * @openlobby/games — the maths of OpenLobby's in-house (BGS) games, shared by the server,
 * which settles rounds, and the browser, which verifies them. Pure and synchronous: no I/O,
 * no clock, no platform crypto, so both sides compute the same outcome bit for bit.
 *
 * Every round is decided by HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`)
 * read as floats in [0, 1) (`fairUniforms`). Multipliers are integer basis points and
 * payouts are floor(stake × multiplierBp / 10,000) minor units (bigint). Bad bets throw
 * `GameInputError` with a machine code. Decisions: docs/decisions/006-provably-fair-games.md.
 */
export * from './errors';
export * from './payout';
export {
  fairFloats,
  fairUniforms,
  floatsPerDigest,
  hashServerSeed,
  serverSeedMatchesHash,
  type Fairness,
  type UniformSource,
} from './fairness';
export {
  diceMaxWinningRolls,
  diceMinWinningRolls,
  diceMultiplier,
  diceRollCount,
  diceRtp,
  diceWinningRolls,
  playDice,
  type DiceBet,
  type DiceDirection,
  type DiceOutcome,
} from './dice';
export {
  minePositions,
  minesMaxCount,
  minesMinCount,
  minesMultiplier,
  minesRtp,
  minesTileCount,
  playMines,
  type MinesBet,
  type MinesOutcome,
  type MinesStatus,
} from './mines';
export * from './slot/pay-table';
export { linePay, playSlot, type SlotBet, type SlotLineWin, type SlotOutcome } from './slot/slot';
export * from './verify';
export * from './lottery';
export * from './raffle';
