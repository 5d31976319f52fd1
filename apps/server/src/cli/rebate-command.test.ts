import { describe, expect, it } from 'vitest';
import { useListeningApp } from '../test/listening-app';
import { useTestDatabase } from '../test/suite';
import { parseRebate } from './rebate-command';

// The CLI is an HTTP client, so one database kind covers it; the API is tested on both.
describe('npm run operator -- rebate', () => {
  const database = useTestDatabase('pglite');
  const { cli } = useListeningApp(database);

  it('shows and changes the rates, and pays an ended day once', async () => {
    const shown = await cli('rebate', 'rates');
    expect(shown.out).toMatch(/RNG\s+1\.20 %/);
    expect(shown.out).toMatch(/LIVE\s+0\.80 %/);
    const set = await cli('rebate', 'rates', '--set', 'RNG=1.5,PVP=0.25');
    expect(set.code).toBe(0);
    expect(set.out).toMatch(/RNG\s+1\.50 %/);
    expect(set.out).toMatch(/PVP\s+0\.25 %/);
    await cli('rebate', 'rates', '--set', 'RNG=1.2,PVP=none');
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const paid = await cli('rebate', 'pay', '--day', day);
    expect(paid.code).toBe(0);
    expect(paid.out).toMatch(new RegExp(`Rebates of ${day}: \\d+ member\\(s\\) paid`));
    const today = new Date().toISOString().slice(0, 10);
    const early = await cli('rebate', 'pay', '--day', today);
    expect(early.code).not.toBe(0);
    expect(early.err).toMatch(/REBATE_DAY_NOT_OVER/);
  });

  it('refuses bad input before calling the server', () => {
    const none = new Map<string, string>();
    expect(parseRebate(['pay'], none)).toMatch(/--day/);
    for (const day of ['2026-02-30', '2026-13-01', '2026-04-31']) {
      expect(parseRebate(['pay'], new Map([['day', day]]))).toBe(
        `--day ${day} is not a calendar day.`,
      );
    }
    expect(parseRebate(['pay'], new Map([['day', '2028-02-29']]))).toEqual({
      kind: 'rebate-pay',
      day: '2028-02-29',
    });
    expect(parseRebate(['rates'], new Map([['set', 'JACKPOT=1']]))).toMatch(/Unknown category/);
    expect(parseRebate(['rates'], new Map([['set', 'RNG=50']]))).toMatch(/0 to 10/);
    expect(parseRebate(['rates'], new Map([['set', 'RNG=1.2']]))).toEqual({
      kind: 'rebate-rates',
      set: { RNG: 120 },
    });
  });
});
