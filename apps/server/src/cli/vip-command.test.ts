import { describe, expect, it } from 'vitest';
import { useListeningApp } from '../test/listening-app';
import { useTestDatabase } from '../test/suite';
import { parseVip } from './vip-command';

// The CLI is an HTTP client, so one database kind covers it; the API is tested on both.
describe('npm run operator -- vip', () => {
  const database = useTestDatabase('pglite');
  const { cli } = useListeningApp(database);

  it('shows and replaces the ladder, lists levels and previews a month', async () => {
    const shown = await cli('vip', 'tiers');
    expect(shown.out).toMatch(/1 Bronze\s+from\s+100\.00\s+upgrade 10\.00\s+monthly 5\.00/);
    expect(shown.out).toMatch(/5 Diamond/);
    const set = await cli('vip', 'tiers', '--set', 'Bronze:100:10:5,Silver:500.50:25:15');
    expect(set.code).toBe(0);
    expect(set.out).toMatch(/2 Silver\s+from\s+500\.50/);
    expect(set.out).not.toMatch(/Gold/);
    const members = await cli('vip', 'members', '--limit', '10');
    expect(members.code).toBe(0);
    expect(members.out).toMatch(/^Members by VIP level/);
    const month = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 7);
    const preview = await cli('vip', 'monthly', 'preview', '--month', month);
    expect(preview.out).toMatch(new RegExp(`VIP bonus of ${month} \\(preview, nothing paid\\)`));
    const now = new Date().toISOString().slice(0, 7);
    const early = await cli('vip', 'monthly', 'pay', '--month', now);
    expect(early.code).not.toBe(0);
    expect(early.err).toMatch(/VIP_MONTH_NOT_OVER/);
  });

  it('refuses bad input before calling the server', () => {
    const none = new Map<string, string>();
    expect(parseVip(['monthly', 'pay'], none)).toMatch(/--month/);
    expect(parseVip(['tiers'], new Map([['set', 'Bronze:100:10:5,Silver:50:1:1']]))).toMatch(
      /above Bronze/,
    );
    expect(parseVip(['tiers'], new Map([['set', 'Bronze:-1:10:5']]))).toMatch(/Amounts/);
    expect(parseVip(['tiers'], new Map([['set', 'Bronze:100:1.234:5']]))).toMatch(/Amounts/);
    expect(parseVip(['tiers'], new Map([['set', 'Bronze:100:10:5']]))).toEqual({
      kind: 'vip-tiers',
      set: [{ name: 'Bronze', threshold: 10_000, upgradeBonus: 1_000, monthlyBonus: 500 }],
    });
  });
});
