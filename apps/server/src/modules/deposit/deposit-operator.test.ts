import { beforeAll, describe, expect, it } from 'vitest';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memberSession } from '../../test/games-kit';
import { depositClient } from '../../test/deposit-kit';

const CHANNELS = '/wps/v2/payments/deposit/channels';
const ORDERS = '/wps/v2/payments/deposit/orders';

describe.each(testDatabaseKinds())('deposit operator commands on %s', (kind) => {
  const database = useTestDatabase(kind);
  const { app, cli: operator } = useListeningApp(database);
  const cli = (args: string[]) => operator(...args);
  let member: ReturnType<typeof depositClient> & { memberId: number };
  beforeAll(async () => {
    const session = await memberSession(app());
    member = { ...depositClient(app(), session.token), memberId: session.memberId };
  });

  const channelCodes = async () =>
    ((await member.call('GET', CHANNELS)).json().value as { code: string }[]).map((c) => c.code);

  it('lists the channels, and enabling or disabling one shows at the next call', async () => {
    const list = await cli(['deposit', 'channels']);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/PIX\s+enabled\s+via SANDBOX\s+10\.00 to 50000\.00/);
    expect(list.out).toMatch(/BOLETO\s+disabled/);

    expect((await cli(['deposit', 'enable', 'boleto'])).code).toBe(0);
    expect(await channelCodes()).toEqual(['PIX', 'BOLETO']);
    const off = await cli(['deposit', 'disable', 'PIX']);
    expect(off.out).toMatch(/PIX\s+disabled/);
    expect(await channelCodes()).toEqual(['BOLETO']);
    const refused = await member.call('POST', ORDERS, { channelCode: 'PIX', amount: 5_000 });
    expect(refused.json().errorCode).toBe('DEPOSIT_CHANNEL_UNAVAILABLE');
    await cli(['deposit', 'enable', 'PIX']);
    await cli(['deposit', 'disable', 'BOLETO']);
  });

  it('sets bounds in major units, refusing crossed or malformed ones', async () => {
    const set = await cli(['deposit', 'bounds', 'PIX', '--min', '20.50']);
    expect(set.code).toBe(0);
    expect(set.out).toMatch(/PIX\s+enabled\s+via SANDBOX\s+20\.50 to 50000\.00/);
    const under = await member.call('POST', ORDERS, { channelCode: 'PIX', amount: 2_049 });
    expect(under.json().value).toEqual({ minAmount: 2_050, maxAmount: 5_000_000 });

    const crossed = await cli(['deposit', 'bounds', 'PIX', '--max', '10']);
    expect(crossed.code).toBe(1);
    expect(crossed.err).toContain('VALIDATION_FAILED');
    const bad = await cli(['deposit', 'bounds', 'PIX', '--min', '1.234']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--min must be a positive amount');
    expect(await cli(['deposit', 'bounds', 'PIX', '--min', '10'])).toMatchObject({
      code: 0,
    });
  });

  it('lists the latest orders of every member', async () => {
    expect((await cli(['deposit', 'orders'])).out).toBe('No deposit orders.');
    const created = await member.call('POST', ORDERS, { channelCode: 'PIX', amount: 12_345 });
    const { orderRef } = created.json().value as { orderRef: string };
    const orders = await cli(['deposit', 'orders', '--limit', '5']);
    expect(orders.out).toContain(orderRef);
    expect(orders.out).toMatch(/PIX\s+123\.45 BRL pending/);
  });
});
