import { beforeAll, describe, expect, it } from 'vitest';
import { withdrawalKit } from '../test/withdrawal-kit';
import { useListeningApp } from '../test/listening-app';
import { useTestDatabase } from '../test/suite';
import { parseWithdrawal } from './withdrawal-command';

// The CLI is an HTTP client, so one database kind covers it; the API is tested on both.
describe('npm run operator -- withdrawal', () => {
  const database = useTestDatabase('pglite');
  const { app, cli } = useListeningApp(database);
  let kit: ReturnType<typeof withdrawalKit>;
  beforeAll(() => {
    kit = withdrawalKit(app());
  });

  it('sets the bounds, seen by the next request without a restart', async () => {
    const set = await cli('withdrawal', 'settings', '--min', '5000', '--max', '8000');
    expect(set).toMatchObject({ code: 0, err: '' });
    expect(set.out).toBe('Withdrawal bounds: min 5000 (50.00), max 8000 (80.00).');
    const who = await kit.member(20_000);
    const { id: payoutAccountId } = await kit.addPix(who);
    const res = await kit.request(who, { amount: 9_000, payoutAccountId });
    expect(res.json()).toMatchObject({
      errorCode: 'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
      value: { minAmount: 5000, maxAmount: 8000 },
    });
    const settings = await kit.get(who, '/wps/v2/withdrawals/settings');
    expect(settings.json().value).toEqual({
      currency: 'BRL',
      minAmount: 5000,
      maxAmount: 8000,
      maxPayoutAccounts: 5,
    });
    expect((await cli('withdrawal', 'settings', '--min', '9000', '--max', '100')).code).toBe(2);
  });

  it('lists pending requests, rejects one with a reason and approves another', async () => {
    const who = await kit.member(20_000);
    const { id: payoutAccountId } = await kit.addPix(who);
    const first = (await kit.request(who, { amount: 6_000, payoutAccountId })).json().value.id;
    const second = (await kit.request(who, { amount: 7_000, payoutAccountId })).json().value.id;

    const listed = await cli('withdrawal', 'list', '--status', 'pending');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`${first} pending`);
    expect(listed.out).toContain(`${second} pending`);

    const rejected = await cli('withdrawal', 'reject', String(first), '--reason', 'Wrong name');
    expect(rejected.out).toMatch(`Withdrawal ${first} rejected; 60.00 credited back.`);
    const approved = await cli('withdrawal', 'approve', String(second));
    expect(approved.out).toMatch(new RegExp(`^Withdrawal ${second} approved and paid \\(SBX-`));
    const again = await cli('withdrawal', 'approve', String(second));
    expect(again.code).toBe(1);
    expect(again.err).toContain('WITHDRAWAL_NOT_PENDING');

    expect(await kit.funds(who)).toMatchObject({ balance: 13_000, heldBalance: 0 });
    expect((await cli('withdrawal', 'list', '--status', 'pending')).out).toBe('No withdrawals.');
  });

  it('explains bad command lines', () => {
    const none = new Map<string, string>();
    expect(parseWithdrawal(['reject', '7'], none)).toMatch(/--reason/);
    expect(parseWithdrawal(['approve', 'x'], none)).toBe('"x" is not a withdrawal id.');
    expect(parseWithdrawal(['list'], new Map([['status', 'paid']]))).toMatch(/--status takes/);
    expect(parseWithdrawal(['list'], new Map([['status', 'PENDING']]))).toEqual({
      kind: 'withdrawal-list',
      status: 'pending',
      limit: 50,
    });
  });
});
