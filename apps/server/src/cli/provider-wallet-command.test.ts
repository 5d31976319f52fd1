import { DEFAULT_MAX_WIN_PER_ROUND, MAX_AMOUNT } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { useListeningApp } from '../test/listening-app';
import { useTestDatabase } from '../test/suite';
import { memberWithBalance, providerClient } from '../test/wallet-fixtures';
import { parseProviderWallet } from './provider-wallet-command';

// The CLI is an HTTP client, so one database kind covers it; the API is tested on both.
describe('npm run operator -- provider-wallet', () => {
  const database = useTestDatabase('pglite');
  const { app, cli } = useListeningApp(database);

  it('shows and sets the maximum win per round, which the next provider win meets', async () => {
    expect(await cli('provider-wallet', 'settings')).toMatchObject({
      code: 0,
      out: `Maximum win per round for game providers: ${DEFAULT_MAX_WIN_PER_ROUND} (1000000.00).`,
    });
    expect(await cli('provider-wallet', 'settings', '--max-win', '2500')).toMatchObject({
      code: 0,
      out: 'Maximum win per round for game providers: 2500 (25.00).',
    });
    const provider = await providerClient(app(), 'SANDBOX');
    const memberId = await memberWithBalance(app().db, 1_000);
    const { token } = await provider.session(memberId);
    const round = { token, roundId: 'cli-round', gameCode: 'wheel' };
    await provider.call('bet', { ...round, transactionId: 'cli-bet', amount: 100 });
    const win = (amount: number) =>
      provider.call('win', {
        ...round,
        transactionId: `cli-win-${amount}`,
        betTransactionId: 'cli-bet',
        amount,
      });
    expect((await win(2_501)).body).toMatchObject({ errorCode: 'WIN_LIMIT_EXCEEDED' });
    expect((await win(2_500)).body).toMatchObject({ value: { balance: 3_400 } });
  });

  it('refuses a maximum that is not a whole amount within MAX_AMOUNT', () => {
    for (const bad of ['0', '-5', '1.5', 'lots', String(MAX_AMOUNT + 1)]) {
      expect(parseProviderWallet(['settings'], new Map([['max-win', bad]]))).toBe(
        `--max-win takes a whole number of minor units, 1 to ${MAX_AMOUNT}.`,
      );
    }
    expect(parseProviderWallet(['settings'], new Map([['max', '5']]))).toMatch(/Unknown option/);
  });

  it('shows and sets which providers run in transfer mode, refusing vendors it does not play', async () => {
    expect(await cli('provider-wallet', 'mode')).toMatchObject({
      code: 0,
      out: 'Every game provider is seamless (one wallet).',
    });
    const [vendor] = (await app().gameCatalogue.get()).games
      .map((g) => g.vendorCode)
      .filter((v) => v !== 'BGS' && v !== 'SANDBOX');
    expect(
      await cli('provider-wallet', 'mode', '--vendor', vendor!.toLowerCase(), '--mode', 'transfer'),
    ).toMatchObject({
      code: 0,
      out: `Providers in transfer mode: ${vendor}; every other is seamless.`,
    });
    const bgs = await cli('provider-wallet', 'mode', '--vendor', 'BGS', '--mode', 'transfer');
    expect(bgs.code).not.toBe(0);
    expect(bgs.err).toMatch(/no wallet of its own/);
    expect(await cli('provider-wallet', 'mode', '--vendor', vendor!, '--mode', 'x')).toMatchObject({
      code: 2,
    });
    expect(
      await cli('provider-wallet', 'mode', '--vendor', vendor!, '--mode', 'seamless'),
    ).toMatchObject({ code: 0, out: 'Every game provider is seamless (one wallet).' });
  });

  it('shows and sets the reward, as a fixed amount or a percentage', async () => {
    expect(await cli('referral', 'rules')).toMatchObject({
      code: 0,
      out: "Referral rewards: on; an invitee's first deposit of at least 50.00 pays 10.00.",
    });
    expect(
      await cli('referral', 'rules', '--min-deposit', '2000', '--percent', '2.5'),
    ).toMatchObject({
      code: 0,
      out: "Referral rewards: on; an invitee's first deposit of at least 20.00 pays 2.5 % of it.",
    });
    expect(await cli('referral', 'rules', '--fixed', '0')).toMatchObject({ code: 1 });
    expect(await cli('referral', 'rules', '--percent', 'x')).toMatchObject({ code: 2 });
    expect(await cli('referral', 'rules', '--enabled', 'off')).toMatchObject({
      code: 0,
      out: 'Referral rewards: off.',
    });
  });
});
