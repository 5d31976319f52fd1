import { describe, expect, it } from 'vitest';
import { isBalanceMessage } from './balance-message';

describe('isBalanceMessage', () => {
  const origin = 'https://lobby.example';
  it('accepts the balance message from the same origin only', () => {
    expect(isBalanceMessage({ origin, data: { type: 'openlobby:balance' } }, origin)).toBe(true);
    expect(
      isBalanceMessage(
        { origin: 'https://evil.example', data: { type: 'openlobby:balance' } },
        origin,
      ),
    ).toBe(false);
    expect(isBalanceMessage({ origin, data: 'openlobby:balance' }, origin)).toBe(false);
    expect(isBalanceMessage({ origin, data: null }, origin)).toBe(false);
    expect(isBalanceMessage({ origin, data: { type: 'other' } }, origin)).toBe(false);
  });
});
