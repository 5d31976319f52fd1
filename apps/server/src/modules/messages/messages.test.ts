import { MAX_AMOUNT, MAX_BALANCE, TRIAL_TYPE } from '@openlobby/contract';
import { and, count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberMessage } from '../../db/schema';
import { agentCentreKit, salaryTerms } from '../../test/agent-centre-kit';
import { operatorHeaders } from '../../test/build-test-app';
import { gatewayNotifier, notificationFor } from '../../test/deposit-kit';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { withdrawalKit } from '../../test/withdrawal-kit';
import { operatorCli } from '../../test/operator-cli';
import { post } from '../wallet/ledger';
import { DEMO_FUNDING } from '../wallet/accounts';
import { writeMessage } from '.';

type Msg = { id: number; kind: string; title: string; body: string; read: boolean };
type Page = { content: Msg[]; pageNum: number; totalPages: number; unreadCount: number };

describe.each(testDatabaseKinds())('platform messages on %s', (kind) => {
  const database = useTestDatabase(kind);
  const { app, baseUrl } = useListeningApp(database);
  let kit: ReturnType<typeof agentCentreKit>;
  let wkit: ReturnType<typeof withdrawalKit>;
  let notify: Awaited<ReturnType<typeof gatewayNotifier>>;
  beforeAll(async () => {
    kit = agentCentreKit(app());
    wkit = withdrawalKit(app());
    notify = await gatewayNotifier(app());
  });

  const call = (
    who: { token: string },
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    language: 'en' | 'pt' = 'en',
    body?: object,
  ) =>
    app().inject({
      method,
      url,
      headers: { authorization: who.token, 'accept-language': language },
      ...(body ? { payload: body } : {}),
    });
  const inbox = async (who: { token: string }, query = '', language: 'en' | 'pt' = 'en') => {
    const res = await call(who, 'GET', `/wps/v2/messages${query}`, language);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as Page;
  };
  const unread = async (who: { token: string }) =>
    (await call(who, 'GET', '/wps/relay/CSP_unreadCount')).json().value.count as number;
  const operatorSend = (payload: object) =>
    app().inject({ method: 'POST', url: '/operator/messages', headers: operatorHeaders, payload });
  const messagesOf = async (memberId: number, key: string) =>
    (
      await app()
        .db.select({ n: count() })
        .from(memberMessage)
        .where(and(eq(memberMessage.memberId, memberId), like(memberMessage.eventKey, key)))
    )[0]!.n;

  it('pages the inbox newest first; opens, reads, deletes only the member’s own messages', async () => {
    const me = await kit.member();
    const other = await kit.member();
    for (let i = 1; i <= 12; i += 1) {
      await operatorSend({ to: 'member', account: me.account, title: `Note ${i}`, body: 'Hi' });
    }
    const first = await inbox(me, '?pageNo=1&pageSize=5');
    expect(first.content.map((m) => m.title)).toEqual([
      'Note 12',
      'Note 11',
      'Note 10',
      'Note 9',
      'Note 8',
    ]);
    expect(first).toMatchObject({ pageNum: 1, totalPages: 3, unreadCount: 12 });
    expect((await inbox(me, '?pageNo=3&pageSize=5')).content).toHaveLength(2);
    expect(await unread(me)).toBe(12);

    const target = first.content[0]!;
    // Another member's id: not found, and nothing changes for its owner.
    for (const [method, url] of [
      ['GET', `/wps/v2/messages/${target.id}`],
      ['POST', `/wps/v2/messages/${target.id}/read`],
      ['DELETE', `/wps/v2/messages/${target.id}`],
    ] as const) {
      const res = await call(other, method, url, 'pt');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: 'MESSAGE_NOT_FOUND',
        message: 'Essa mensagem não existe na sua caixa de entrada.',
      });
    }
    expect(await unread(me)).toBe(12);
    expect((await inbox(me, '?pageSize=50')).content).toHaveLength(12);

    const opened = await call(me, 'GET', `/wps/v2/messages/${target.id}`);
    expect(opened.json().value).toMatchObject({ id: target.id, title: 'Note 12', read: true });
    expect(await unread(me)).toBe(11);
    expect((await inbox(me, '?unread=1&pageSize=50')).content).toHaveLength(11);

    expect((await call(me, 'DELETE', `/wps/v2/messages/${target.id}`)).statusCode).toBe(200);
    expect((await call(me, 'DELETE', `/wps/v2/messages/${target.id}`)).statusCode).toBe(404);
    expect((await inbox(me, '?pageSize=50')).content.map((m) => m.id)).not.toContain(target.id);

    const all = await call(me, 'POST', '/wps/v2/messages/read-all');
    expect(all.json().value).toEqual({ marked: 11 });
    expect(await unread(me)).toBe(0);
  });

  it('refuses trial members and unknown recipients clearly', async () => {
    const trial = await kit.member({ type: TRIAL_TYPE });
    for (const url of ['/wps/relay/CSP_unreadCount', '/wps/v2/messages']) {
      const res = await call(trial, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('TRIAL_NOT_ALLOWED');
    }
    const res = await operatorSend({ to: 'member', account: 'nobody_here', title: 't', body: 'b' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('MESSAGE_RECIPIENT_NOT_FOUND');
    const empty = await operatorSend({ to: 'all', title: '', body: 'b' });
    expect(empty.statusCode).toBe(400);
  });

  it('broadcasts to all and to agents with one row, reaching only members who existed then', async () => {
    const before = await kit.member();
    const agent = await kit.member({ agent: true });
    const all = await operatorSend({ to: 'all', title: 'Maintenance', body: 'Sunday 02:00' });
    expect(all.json().value.to).toBe('all');
    const agents = await operatorSend({ to: 'agents', title: 'Agents only', body: 'New rates' });
    expect(agents.statusCode).toBe(200);
    const after = await kit.member();

    expect((await inbox(before)).content.map((m) => m.title)).toEqual(['Maintenance']);
    expect((await inbox(agent)).content.map((m) => m.title)).toEqual([
      'Agents only',
      'Maintenance',
    ]);
    expect((await inbox(after)).content).toEqual([]);
    // Read twice: still one copy; deleted: never copied again.
    expect(await unread(before)).toBe(1);
    const [copy] = (await inbox(before)).content;
    await call(before, 'DELETE', `/wps/v2/messages/${copy!.id}`);
    expect(await unread(before)).toBe(0);
    expect((await inbox(before)).content).toEqual([]);
  });

  it('writes "deposit credited" once with its credit, "failed" once, and none when the credit rolls back', async () => {
    const me = await kit.member();
    const order = async (amount = 5_000) => {
      const res = await call(me, 'POST', '/wps/v2/payments/deposit/orders', 'en', {
        channelCode: 'PIX',
        amount,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.orderRef as string;
    };
    const paid = await order();
    const body = await notificationFor(app(), paid, 'paid');
    await Promise.all([notify(body), notify(body)]);
    await notify(body);
    expect(await messagesOf(me.id, `deposit:${paid}:%`)).toBe(1);
    const [credited] = (await inbox(me, '', 'pt')).content;
    expect(credited).toMatchObject({
      kind: 'deposit_credited',
      title: 'Depósito creditado',
      read: false,
    });
    expect(credited!.body).toContain('R$ 50,00');
    expect(credited!.body).toContain(paid);

    const failed = await order();
    await notify(await notificationFor(app(), failed, 'failed'));
    await notify(await notificationFor(app(), failed, 'failed'));
    expect(await messagesOf(me.id, `deposit:${failed}:%`)).toBe(1);
    expect((await inbox(me)).content[0]).toMatchObject({
      kind: 'deposit_failed',
      title: 'Deposit failed',
    });

    // A credit the ledger refuses (the balance would pass MAX_BALANCE) leaves no message.
    const rich = await kit.member();
    const refused = await (async () => {
      const res = await call(rich, 'POST', '/wps/v2/payments/deposit/orders', 'en', {
        channelCode: 'PIX',
        amount: 5_000,
      });
      return res.json().value.orderRef as string;
    })();
    for (let i = 0; i < MAX_BALANCE / MAX_AMOUNT; i += 1) {
      await post(app().db, {
        idempotencyKey: `messages-test-fill:${rich.id}:${i}`,
        kind: 'deposit',
        memberId: rich.id,
        amount: MAX_AMOUNT,
        counterparty: DEMO_FUNDING,
      });
    }
    const res = await notify(await notificationFor(app(), refused, 'paid'));
    expect(res.statusCode).not.toBe(200);
    expect(await messagesOf(rich.id, `deposit:${refused}:%`)).toBe(0);
    expect(await unread(rich)).toBe(0);
  });

  it('rolls a generated message back with its transaction', async () => {
    const me = await kit.member();
    await expect(
      app().db.transaction(async (tx) => {
        await writeMessage(tx, {
          memberId: me.id,
          kind: 'deposit_credited',
          params: { amount: 1, currency: 'BRL', orderRef: 'x' },
          eventKey: `test:${me.id}`,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await unread(me)).toBe(0);
  });

  it('writes "withdrawal approved" and "rejected" once each with their settlement', async () => {
    const who = await wkit.member(100_000);
    const { id: payoutAccountId } = await wkit.addPix(who);
    const a = (await wkit.request(who, { amount: 20_000, payoutAccountId })).json().value.id;
    const b = (await wkit.request(who, { amount: 10_000, payoutAccountId })).json().value.id;
    expect((await wkit.approve(a)).statusCode).toBe(200);
    expect((await wkit.approve(a)).statusCode).toBe(409);
    expect((await wkit.reject(b, 'Wrong key')).statusCode).toBe(200);
    expect((await wkit.reject(b, 'Wrong key')).statusCode).toBe(409);
    expect(await messagesOf(who.id, `withdrawal:${a}:%`)).toBe(1);
    expect(await messagesOf(who.id, `withdrawal:${b}:%`)).toBe(1);
    const page = await inbox(who);
    expect(page.content.map((m) => m.kind)).toEqual(['withdrawal_rejected', 'withdrawal_approved']);
    expect(page.content[0]!.body).toContain('Wrong key');
  });

  it('tells each side of a contract request: offered, accepted, rejected, termination asked', async () => {
    const top = await kit.member({ agent: true });
    const sub = await kit.member({ parent: top, type: 2 });
    kit.value(await kit.topContract(top, 'daily', salaryTerms([0, 100])));
    const offer = async (terms: [number, number][]) =>
      kit.value<{ id: number }>(
        await kit.process(top, 'daily', {
          action: 'offer',
          downlineId: sub.id,
          terms: salaryTerms(...terms),
        }),
      );
    const first = await offer([[0, 50]]);
    kit.value(await kit.process(sub, 'daily', { action: 'reject', requestId: first.id }));
    const second = await offer([[0, 60]]);
    kit.value(await kit.process(sub, 'daily', { action: 'accept', requestId: second.id }));
    kit.value(await kit.process(top, 'daily', { action: 'terminate', downlineId: sub.id }));

    const toSub = (await inbox(sub)).content.map((m) => m.kind);
    expect(toSub).toEqual(['contract_terminated', 'contract_offered', 'contract_offered']);
    const toTop = (await inbox(top)).content;
    expect(toTop.map((m) => m.kind)).toEqual(['contract_accepted', 'contract_rejected']);
    expect(toTop[0]!.body).toBe(`${sub.account} accepted your daily salary contract request.`);
  });

  it('sends through npm run operator -- message send, to one member or broadcast', async () => {
    const cli = (...args: string[]) => operatorCli(baseUrl(), ['message', 'send', ...args]);
    const me = await kit.member();
    const one = await cli('--to', 'member', me.account, '--title', 'Hello', '--body', 'Line one');
    expect(one.code).toBe(0);
    expect(one.out).toMatch(new RegExp(`^Message \\d+ sent to ${me.account}\\.$`));
    expect((await inbox(me)).content).toMatchObject([{ title: 'Hello', body: 'Line one' }]);

    const agents = await cli('--to', 'agents', '--title', 'Rates', '--body', 'New rates');
    expect(agents.out).toContain('sent to the agents');
    expect((await cli('--to', 'member', '--title', 'x', '--body', 'y')).err).toContain(
      'Give the member: --to member <NAME>.',
    );
    const unknown = await cli('--to', 'member', 'no_such_member', '--title', 'x', '--body', 'y');
    expect(unknown.code).not.toBe(0);
    expect(unknown.err).toContain('There is no member with that account name.');
    expect((await inbox(me)).content).toHaveLength(1);
  });
});
