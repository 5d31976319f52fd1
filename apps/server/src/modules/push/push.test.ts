import { identityPaths } from '@openlobby/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { agentContractRequest, announcement, memberEvent, memberMessage } from '../../db/schema';
import { buildTestApp, operatorHeaders, resetToSeed } from '../../test/build-test-app';
import { memberSession } from '../../test/games-kit';
import { openPushStream, type PushStream } from '../../test/push-client';
import { sqlRows } from '../../lib/sql-rows';
import { listen } from '../../test/support-kit';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { DEMO_FUNDING } from '../wallet/accounts';
import { post } from '../wallet/ledger';
import { findMemberById } from '../identity';
import { PUSH_STREAMS_PER_MEMBER } from '.';
import { parseCursor } from './cursor';
import { pruneEvents } from './repository';

type EventData = { id: number; kind: string; payload: Record<string, unknown> };

/** Whether a message's cursor (its `id:`) says the event of this id was sent. */
const covers = (cursor: string | null, id: number) => {
  const parsed = parseCursor(cursor ?? undefined);
  return parsed !== null && (parsed.floor >= id || parsed.listed.includes(id));
};

/** The settle window of this file's app: short, so a test can wait it out. */
const SETTLE_MS = 1000;

describe.each(testDatabaseKinds())('push channel on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let baseUrl: string;
  const streams: PushStream[] = [];
  beforeAll(async () => {
    app = await buildTestApp(database(), {
      PUSH_SESSION_CHECK_MS: '200',
      PUSH_SETTLE_MS: String(SETTLE_MS),
    });
    baseUrl = await listen(app);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await app?.close();
  });

  let keys = 0;
  const deposit = (memberId: number, amount: number) =>
    post(app.db, {
      idempotencyKey: `push-test:${memberId}:${(keys += 1)}`,
      kind: 'deposit',
      memberId,
      amount,
      counterparty: DEMO_FUNDING,
    });
  const open = async (token: string, lastId?: number | string) => {
    const stream = await openPushStream(baseUrl, token, lastId);
    streams.push(stream);
    return stream;
  };
  const ready = async (stream: PushStream) => {
    const message = await stream.next();
    expect(message.event).toBe('ready');
    return message.id!;
  };
  const eventsOf = (memberId: number) =>
    app.db.select().from(memberEvent).where(eq(memberEvent.memberId, memberId));

  it('refuses a stream without a live session, and never takes the token from the URL', async () => {
    const res = await fetch(`${baseUrl}/wps/push/events`);
    expect(res.status).toBe(401);
    const { token } = await memberSession(app);
    const byQuery = await fetch(`${baseUrl}/wps/push/events?token=${token}`);
    expect(byQuery.status).toBe(401);
  });

  it('writes the balance event in the posting transaction and rolls it back with it', async () => {
    const { memberId } = await memberSession(app);
    await expect(
      app.db.transaction(async (tx) => {
        await post(tx, {
          idempotencyKey: `push-test:rollback:${memberId}`,
          kind: 'deposit',
          memberId,
          amount: 500,
          counterparty: DEMO_FUNDING,
        });
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await eventsOf(memberId)).toEqual([]);

    // Two postings in one transaction: one event, carrying the final balance.
    await app.db.transaction(async (tx) => {
      for (const amount of [300, 200]) {
        await post(tx, {
          idempotencyKey: `push-test:tx:${memberId}:${amount}`,
          kind: 'deposit',
          memberId,
          amount,
          counterparty: DEMO_FUNDING,
        });
      }
    });
    const events = await eventsOf(memberId);
    expect(events.map((e) => [e.kind, e.payload])).toEqual([['balance', { balance: 500 }]]);
  });

  it("delivers a member's balance live and never another member's", async () => {
    const me = await memberSession(app);
    const other = await memberSession(app);
    const stream = await open(me.token);
    const start = await ready(stream);
    await deposit(other.memberId, 999);
    await deposit(me.memberId, 1200);
    const message = await stream.next();
    const data = message.data as EventData;
    expect(message.event).toBe('balance');
    expect(data.kind).toBe('balance');
    expect(data.payload).toEqual({ balance: 1200 });
    expect(data.id).toBeGreaterThan(Number(start));
    expect(covers(message.id, data.id)).toBe(true);
    expect(await stream.drain(300)).toEqual([]);
  });

  it('counts its open streams and the delivery lag of the events it hands out on /metrics', async () => {
    // One registry per process, shared by both databases' runs: read as differences.
    const read = async () => {
      const text = (await app.inject('/metrics')).body;
      const value = (name: string) =>
        Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 'NaN');
      return {
        streams: value('openlobby_push_connections'),
        delivered: value('openlobby_push_delivery_lag_seconds_count'),
      };
    };
    const me = await memberSession(app);
    const before = await read();
    const stream = await open(me.token);
    await ready(stream);
    expect((await read()).streams).toBe(before.streams + 1);
    await deposit(me.memberId, 300);
    expect((await stream.next()).event).toBe('balance');
    expect((await read()).delivered).toBeGreaterThanOrEqual(before.delivered + 1);
    stream.close();
    await expect.poll(async () => (await read()).streams).toBe(before.streams);
  });

  it('replays every missed event once and in order on resume, then streams live ones', async () => {
    const me = await memberSession(app);
    const other = await memberSession(app);
    const first = await open(me.token);
    const lastId = await ready(first);
    first.close();

    await deposit(me.memberId, 100);
    await deposit(other.memberId, 7);
    await deposit(me.memberId, 250);
    await deposit(me.memberId, 50);

    const resumed = await open(me.token, lastId);
    expect(await ready(resumed)).toBe(lastId);
    const replayed = [await resumed.next(), await resumed.next(), await resumed.next()];
    expect(replayed.map((m) => (m.data as EventData).payload)).toEqual([
      { balance: 100 },
      { balance: 350 },
      { balance: 400 },
    ]);
    const ids = replayed.map((m) => (m.data as EventData).id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(await resumed.drain(300)).toEqual([]);

    await deposit(me.memberId, 1);
    expect(((await resumed.next()).data as EventData).payload).toEqual({ balance: 401 });
  });

  /**
   * A transaction that writes an event for the member and has not committed: on PostgreSQL
   * a real one held open on its own connection (its id taken at insert); PGlite runs one
   * transaction at a time, so there the id is taken from the sequence now and the row
   * inserted with it at commit, which is what a stream sees of a slow transaction.
   */
  const uncommittedEvent = async (memberId: number) => {
    const values = { memberId, kind: 'message', payload: { late: true } };
    if (kind === 'pglite') {
      const [row] = await sqlRows<{ id: string }>(
        app.db,
        sql`SELECT nextval('member_event_id_seq')::text AS id`,
      );
      const id = Number(row!.id);
      const commit = async () => {
        await app.db.execute(sql`INSERT INTO ${memberEvent} (id, member_id, kind, payload)
          OVERRIDING SYSTEM VALUE VALUES (${id}, ${memberId}, ${values.kind}, ${JSON.stringify(values.payload)}::jsonb)`);
      };
      return { id, commit };
    }
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: (id: number) => void;
    const id = new Promise<number>((resolve) => (taken = resolve));
    const done = app.db.transaction(async (tx) => {
      const [row] = await tx.insert(memberEvent).values(values).returning({ id: memberEvent.id });
      taken(row!.id);
      await held;
    });
    return {
      id: await id,
      commit: async () => {
        release();
        await done;
      },
    };
  };

  it('resumes past an event committed after a higher one was sent: every missed event once, in id order (R11)', async () => {
    const me = await memberSession(app);
    const other = await memberSession(app);
    const first = await open(me.token);
    await ready(first);

    // A takes the lower id; B takes a higher one, commits first and is sent.
    const late = await uncommittedEvent(me.memberId);
    await deposit(me.memberId, 100);
    const sentFirst = await first.next();
    const higher = (sentFirst.data as EventData).id;
    expect(higher).toBeGreaterThan(late.id);
    const cursor = sentFirst.id!;
    expect(covers(cursor, higher)).toBe(true);
    expect(covers(cursor, late.id)).toBe(false);
    first.close();

    // Missed while away: the member's own, another member's, a broadcast; then A commits.
    await deposit(me.memberId, 20);
    await deposit(other.memberId, 5);
    await app.db.insert(memberEvent).values({ memberId: null, kind: 'popup', payload: {} });
    await late.commit();

    const resumed = await open(me.token, cursor);
    expect(await ready(resumed)).toBe(cursor);
    const replayed = [await resumed.next(), await resumed.next(), await resumed.next()];
    const ids = replayed.map((m) => (m.data as EventData).id);
    expect(ids[0]).toBe(late.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(replayed.map((m) => [m.event, (m.data as EventData).payload])).toEqual([
      ['message', { late: true }],
      ['balance', { balance: 120 }],
      ['popup', {}],
    ]);
    for (const id of [late.id, higher, ...ids]) expect(covers(replayed[2]!.id, id)).toBe(true);
    expect(await resumed.drain(300)).toEqual([]);
    resumed.close();

    // Resuming again from where that stream stood sends nothing twice.
    const again = await open(me.token, replayed[2]!.id!);
    expect(await ready(again)).toBe(replayed[2]!.id);
    expect(await again.drain(300)).toEqual([]);

    // Once the window has passed, the ids sent before are under the floor: the cursor
    // lists only what the window still holds.
    await new Promise((r) => setTimeout(r, SETTLE_MS + 200));
    await deposit(me.memberId, 1);
    const live = await again.next();
    expect((live.data as EventData).payload).toEqual({ balance: 121 });
    const now = parseCursor(live.id!)!;
    expect(now.floor).toBeGreaterThanOrEqual(Math.max(...ids));
    expect(now.listed).toEqual([(live.data as EventData).id]);
    expect(await again.drain(300)).toEqual([]);
  });

  it('starts a stream whose Last-Event-ID is not an id after the newest event', async () => {
    const me = await memberSession(app);
    await deposit(me.memberId, 10);
    const res = await fetch(`${baseUrl}/wps/push/events`, {
      headers: { authorization: me.token, 'last-event-id': '1; DROP TABLE member_event' },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^id: \d+\nevent: ready\ndata: \{"resync":false,"heartbeatMs":\d+\}/);
    await reader.cancel();
    const newest = await app.db
      .select()
      .from(memberEvent)
      .where(eq(memberEvent.memberId, me.memberId));
    expect(Number(/^id: (\d+)/.exec(first)![1])).toBeGreaterThanOrEqual(newest[0]!.id);
  });

  it('pushes a status event to every member when the operator switches maintenance', async () => {
    const me = await memberSession(app);
    const stream = await open(me.token);
    await ready(stream);
    try {
      const res = await app.inject({
        method: 'PUT',
        url: '/operator/maintenance',
        headers: operatorHeaders,
        payload: { enabled: true, endsAt: null },
      });
      expect(res.statusCode, res.body).toBe(200);
      const message = await stream.next();
      expect(message.event).toBe('status');
      // The stream stays open during maintenance: it carries the event that ends it.
      const during = await open(me.token);
      expect(during.response.status).toBe(200);
    } finally {
      await resetToSeed(app);
    }
  });

  it("pushes a member's new message to that member only, and a broadcast to all", async () => {
    const me = await memberSession(app);
    const other = await memberSession(app);
    const mine = await open(me.token);
    const theirs = await open(other.token);
    await ready(mine);
    await ready(theirs);
    const account = (await findMemberById(app.db, me.memberId))!.account;
    const send = (payload: object) =>
      app.inject({ method: 'POST', url: '/operator/messages', headers: operatorHeaders, payload });
    expect((await send({ to: 'member', account, title: 'Hello', body: 'Hi' })).statusCode).toBe(
      200,
    );
    const direct = await mine.next();
    expect(direct.event).toBe('message');
    expect(await theirs.drain(300)).toEqual([]);
    expect((await send({ to: 'all', title: 'News', body: 'For all' })).statusCode).toBe(200);
    expect((await mine.next()).event).toBe('message');
    expect((await theirs.next()).event).toBe('message');
  });

  it("pushes a read or deleted message to the member's other tabs: one event for mark-all-read", async () => {
    const me = await memberSession(app);
    const account = (await findMemberById(app.db, me.memberId))!.account;
    for (const title of ['One', 'Two']) {
      const res = await app.inject({
        method: 'POST',
        url: '/operator/messages',
        headers: operatorHeaders,
        payload: { to: 'member', account, title, body: 'Hi' },
      });
      expect(res.statusCode).toBe(200);
    }
    const tab = await open(me.token);
    await ready(tab);
    // Both read in one statement (the inbox's "mark all read"): one refresh, not two.
    await app.db
      .update(memberMessage)
      .set({ readAt: new Date() })
      .where(eq(memberMessage.memberId, me.memberId));
    const read = await tab.next();
    expect(read.event).toBe('message');
    expect((read.data as EventData).payload).toEqual({ read: true });
    expect(await tab.drain(300)).toEqual([]);
    // Another change pushes nothing; deleting does.
    await app.db
      .update(memberMessage)
      .set({ params: { title: 'Renamed' } })
      .where(eq(memberMessage.memberId, me.memberId));
    expect(await tab.drain(300)).toEqual([]);
    await app.db
      .update(memberMessage)
      .set({ deletedAt: new Date() })
      .where(eq(memberMessage.memberId, me.memberId));
    expect((await tab.next()).event).toBe('message');
  });

  it('pushes a popup the operator switches on later, and nothing for other edits', async () => {
    const me = await memberSession(app);
    const tab = await open(me.token);
    await ready(tab);
    const [later] = await app.db
      .insert(announcement)
      .values({
        type: 'PU',
        titlePt: 'T',
        titleEn: 'T',
        contentPt: 'C',
        contentEn: 'C',
        execution: 'A',
        enabled: false,
      })
      .returning({ id: announcement.id });
    expect(await tab.drain(300)).toEqual([]);
    const set = (values: Partial<typeof announcement.$inferInsert>) =>
      app.db.update(announcement).set(values).where(eq(announcement.id, later!.id));
    await set({ enabled: true });
    const shown = await tab.next();
    expect(shown.event).toBe('popup');
    expect((shown.data as EventData).payload).toEqual({ announcementId: later!.id });
    // Already showing: a new title, order or switching it off pops nothing up.
    await set({ titlePt: 'Novo', sortOrder: 3 });
    await set({ enabled: false });
    expect(await tab.drain(300)).toEqual([]);
  });

  it('writes contract events for both sides and popup events for all', async () => {
    const upline = await memberSession(app);
    const downline = await memberSession(app);
    const [request] = await app.db
      .insert(agentContractRequest)
      .values({
        kind: 'daily',
        action: 'new',
        uplineId: upline.memberId,
        downlineId: downline.memberId,
      })
      .returning({ id: agentContractRequest.id });
    await app.db
      .update(agentContractRequest)
      .set({ status: 'rejected' })
      .where(eq(agentContractRequest.id, request!.id));
    for (const side of [upline, downline]) {
      expect((await eventsOf(side.memberId)).map((e) => [e.kind, e.payload])).toEqual([
        ['contract', { what: 'request' }],
        ['contract', { what: 'request' }],
      ]);
    }

    const stream = await open(downline.token);
    await ready(stream);
    const [popup] = await app.db
      .insert(announcement)
      .values({
        type: 'PU',
        titlePt: 'T',
        titleEn: 'T',
        contentPt: 'C',
        contentEn: 'C',
        execution: 'A',
      })
      .returning({ id: announcement.id });
    const pushed = await stream.next();
    expect(pushed.event).toBe('popup');
    expect((pushed.data as EventData).payload).toEqual({ announcementId: popup!.id });
    // A listed announcement (no execution) pops up for nobody.
    await app.db
      .insert(announcement)
      .values({ type: 'B', titlePt: 'T', titleEn: 'T', contentPt: 'C', contentEn: 'C' });
    expect(await stream.drain(300)).toEqual([]);
  });

  it('prunes events older than the cutoff in bounded batches, and keeps younger ones', async () => {
    const { memberId } = await memberSession(app);
    await deposit(memberId, 5);
    const total = async () =>
      (await app.db.select({ id: memberEvent.id }).from(memberEvent)).length;
    const before = await total();
    expect(before).toBeGreaterThan(3);
    // Everything this file wrote is minutes old: a cutoff an hour ago removes nothing.
    expect(await pruneEvents(app.db, new Date(Date.now() - 3_600_000), 2)).toBe(0);
    expect(await total()).toBe(before);
    // A cutoff ahead of every event removes them all, at most a batch per call.
    const future = new Date(Date.now() + 60_000);
    let removed = 0;
    for (let n = -1; n !== 0; removed += n) {
      n = await pruneEvents(app.db, future, Math.ceil(before / 3));
      expect(n).toBeLessThanOrEqual(Math.ceil(before / 3));
    }
    expect(removed).toBe(before);
    expect(await total()).toBe(0);
    // Nothing kept: a client back from before the pruned events is told to re-read, and
    // one that had seen the last id handed out is not.
    const { token } = await memberSession(app);
    const lastIssued = Number(
      (
        await sqlRows<{ id: string }>(
          app.db,
          sql`SELECT last_value::text AS id FROM member_event_id_seq`,
        )
      )[0]!.id,
    );
    const stale = await open(token, lastIssued - 2);
    expect((await stale.next()).data).toMatchObject({ resync: true });
    const current = await open(token, lastIssued);
    expect((await current.next()).data).toMatchObject({ resync: false });
  });

  it(`keeps at most ${PUSH_STREAMS_PER_MEMBER} streams per member: a new one closes the oldest`, async () => {
    const me = await memberSession(app);
    const opened: PushStream[] = [];
    for (let i = 0; i < PUSH_STREAMS_PER_MEMBER; i += 1) {
      opened.push(await open(me.token));
      await ready(opened[i]!);
    }
    const newest = await open(me.token);
    await ready(newest);
    const closing = await opened[0]!.next();
    expect(closing).toMatchObject({ event: 'close', data: { reason: 'replaced' } });
    await expect(opened[0]!.next(1000)).rejects.toThrow('stream ended');
    expect(await opened[1]!.drain(100)).toEqual([]);
  });

  it('closes the stream when the session ends', async () => {
    const me = await memberSession(app);
    const stream = await open(me.token);
    await ready(stream);
    const res = await app.inject({
      method: 'DELETE',
      url: identityPaths.logout,
      headers: { authorization: me.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const closing = await stream.next(3000);
    expect(closing).toMatchObject({ event: 'close', data: { reason: 'session' } });
    await expect(stream.next(1000)).rejects.toThrow('stream ended');
  });
});
