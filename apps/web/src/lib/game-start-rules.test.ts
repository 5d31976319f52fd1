import { describe, expect, it } from 'vitest';
import { decideGameStart, type StartableGame } from './game-start-rules';

const member = { isLogin: true, isTrial: false };
const slot: StartableGame = {
  nodeId: 42,
  vassalage: 'PG',
  gameType: 'RNG',
  gameCode: 'fortune-tiger',
  isGame: 'GAME',
};

describe('decideGameStart', () => {
  it('asks a visitor to log in before anything else, demo included', () => {
    const visitor = { isLogin: false, isTrial: false };
    expect(decideGameStart(visitor, slot)).toEqual({ kind: 'login' });
    expect(decideGameStart(visitor, slot, { demo: true })).toEqual({ kind: 'login' });
    expect(decideGameStart(visitor, { ...slot, vassalage: 'LOTT' })).toEqual({ kind: 'login' });
  });

  it('blocks a trial member with the register-first notice', () => {
    const trial = { isLogin: true, isTrial: true };
    expect(decideGameStart(trial, slot)).toEqual({ kind: 'registerFirst' });
    expect(decideGameStart(trial, slot, { demo: true })).toEqual({ kind: 'registerFirst' });
    expect(decideGameStart(trial, { ...slot, isGame: 'VASSALAGE' })).toEqual({
      kind: 'registerFirst',
    });
  });

  it('sends lottery providers to their pages with the game code', () => {
    const lottery = { ...slot, gameType: 'LOTTERY' as const, gameCode: 'LF' };
    expect(decideGameStart(member, { ...lottery, vassalage: 'TCG_LOTTO_VN' })).toEqual({
      kind: 'route',
      to: '/vnLottery?gameCode=LF',
    });
    expect(decideGameStart(member, { ...lottery, vassalage: 'TCG_SEA' })).toEqual({
      kind: 'route',
      to: '/seaLottery?gameCode=LF',
    });
    expect(decideGameStart(member, { ...lottery, vassalage: 'LOTT' })).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=LF&vassalage=LOTT',
    });
    expect(decideGameStart(member, { ...lottery, vassalage: 'elott', gameCode: 'A B' })).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=A+B&vassalage=ELOTT',
    });
    // The provider's own entry (its lobby) opens the lottery page without a game, on its
    // own provider's games where two share the page.
    expect(
      decideGameStart(member, {
        ...lottery,
        vassalage: 'LOTT',
        gameCode: 'lobby',
        isGame: 'VASSALAGE',
      }),
    ).toEqual({ kind: 'route', to: '/lottery?vassalage=LOTT' });
  });

  it('opens the popup game list for a provider-level entry', () => {
    expect(
      decideGameStart(member, { ...slot, vassalage: 'AG', gameType: 'LIVE', isGame: 'VASSALAGE' }),
    ).toEqual({
      kind: 'vendorGames',
      vassalage: 'AG',
      gameType: 'LIVE',
    });
  });

  it('launches a provider-level entry started from within its provider (its lobby)', () => {
    const lobby = {
      ...slot,
      vassalage: 'IBC',
      gameType: 'SPORTS' as const,
      isGame: 'VASSALAGE' as const,
    };
    expect(decideGameStart(member, lobby, { withinProvider: true })).toEqual({
      kind: 'launch',
      nodeId: 42,
      demo: false,
    });
    // The login and trial rules still come first.
    expect(
      decideGameStart({ isLogin: false, isTrial: false }, lobby, { withinProvider: true }),
    ).toEqual({
      kind: 'login',
    });
  });

  it('launches any other game, as a demo only when asked', () => {
    expect(decideGameStart(member, slot)).toEqual({ kind: 'launch', nodeId: 42, demo: false });
    expect(decideGameStart(member, slot, { demo: true })).toEqual({
      kind: 'launch',
      nodeId: 42,
      demo: true,
    });
  });
});
