import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushEvent } from '@openlobby/contract/push/paths';
import { parseMessage, PushClient, type PushClientOptions } from './push-client';

/** A server stream the test writes to and ends; aborting the request errors it, as fetch does. */
function serverStream(signal?: AbortSignal | null) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  signal?.addEventListener('abort', () =>
    controller.error(new DOMException('aborted', 'AbortError')),
  );
  return {
    response: new Response(body, { status: 200 }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new Error('reset')),
  };
}

const event = (id: number, balance: number) =>
  `id: ${id}\nevent: balance\ndata: ${JSON.stringify({ id, kind: 'balance', payload: { balance } })}\n\n`;

const setUpClient = (token: string | null = 'tok-123', more: Partial<PushClientOptions> = {}) => {
  const streams: ReturnType<typeof serverStream>[] = [];
  const requests: Headers[] = [];
  const fetchMock = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    requests.push(new Headers(init?.headers));
    const stream = serverStream(init?.signal);
    streams.push(stream);
    return stream.response;
  });
  const events: PushEvent[] = [];
  const connected: boolean[] = [];
  const ready: boolean[] = [];
  const ended = vi.fn();
  const session = { token };
  const client = new PushClient({
    token: () => session.token,
    fetch: fetchMock as unknown as typeof fetch,
    onEvent: (e) => events.push(e),
    onReady: (resync) => ready.push(resync),
    onConnected: (c) => connected.push(c),
    onSessionEnded: ended,
    minDelayMs: 1000,
    maxDelayMs: 8000,
    random: () => 1,
    ...more,
  });
  return { client, session, streams, requests, events, connected, ready, ended, fetchMock };
};
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('PushClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setUp = setUpClient;

  it('sends the token in the Authorization header, never in the URL, and feeds events', async () => {
    const t = setUp();
    t.client.start();
    await settle();
    expect(t.fetchMock).toHaveBeenCalledTimes(1);
    expect(String(t.fetchMock.mock.calls[0]![0])).not.toContain('tok-123');
    expect(t.requests[0]!.get('authorization')).toBe('tok-123');
    expect(t.requests[0]!.has('last-event-id')).toBe(false);

    t.streams[0]!.send('id: 7\nevent: ready\ndata: {"resync":false}\n\n: ping\n\n');
    t.streams[0]!.send(event(8, 150).slice(0, 10));
    await settle();
    expect(t.connected).toEqual([true]);
    expect(t.events).toEqual([]);
    t.streams[0]!.send(event(8, 150).slice(10));
    await settle();
    expect(t.events).toEqual([{ id: 8, kind: 'balance', payload: { balance: 150 } }]);
    expect(t.client.lastEventId).toBe('8');
    t.client.stop();
  });

  it("sends the server's id back as it came: a cursor, not the event's id (ADR 031)", async () => {
    const t = setUp();
    t.client.start();
    await settle();
    const data = JSON.stringify({ id: 1205, kind: 'balance', payload: { balance: 1 } });
    t.streams[0]!.send(
      `id: 1200\nevent: ready\ndata: {}\n\nid: 1200_3_2\nevent: balance\ndata: ${data}\n\n`,
    );
    await settle();
    expect(t.events).toEqual([{ id: 1205, kind: 'balance', payload: { balance: 1 } }]);
    expect(t.client.lastEventId).toBe('1200_3_2');
    t.streams[0]!.fail();
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.requests[1]!.get('last-event-id')).toBe('1200_3_2');
    t.client.stop();
  });

  it('reconnects after a drop with backoff and resumes from the last id', async () => {
    const t = setUp();
    t.client.start();
    await settle();
    t.streams[0]!.send('id: 7\nevent: ready\ndata: {}\n\n' + event(9, 10));
    await settle();
    t.streams[0]!.fail();
    await settle();
    expect(t.connected).toEqual([true, false]);
    // First retry after min delay (jitter at its top).
    await vi.advanceTimersByTimeAsync(999);
    expect(t.fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.fetchMock).toHaveBeenCalledTimes(2);
    expect(t.requests[1]!.get('last-event-id')).toBe('9');

    // It drops again before becoming ready: the delay doubles.
    t.streams[1]!.end();
    await settle();
    await vi.advanceTimersByTimeAsync(1999);
    expect(t.fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.fetchMock).toHaveBeenCalledTimes(3);
    t.streams[2]!.send('id: 9\nevent: ready\ndata: {"resync":true}\n\n');
    await settle();
    // The first stream started fresh (read again); the third resumed but could not replay.
    expect(t.ready).toEqual([true, true]);
    expect(t.connected).toEqual([true, false, true]);
    t.client.stop();
    expect(t.connected).toEqual([true, false, true, false]);
  });

  it('stops for good when the server closes the stream for the session', async () => {
    const t = setUp();
    t.client.start();
    await settle();
    t.streams[0]!.send(
      'id: 1\nevent: ready\ndata: {}\n\nevent: close\ndata: {"reason":"session"}\n\n',
    );
    await settle();
    expect(t.ended).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reconnects at once-ish after a slow-reader close, and never without a token', async () => {
    const t = setUp();
    t.client.start();
    await settle();
    t.streams[0]!.send(
      'id: 3\nevent: ready\ndata: {}\n\nevent: close\ndata: {"reason":"slow"}\n\n',
    );
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.fetchMock).toHaveBeenCalledTimes(2);
    expect(t.requests[1]!.get('last-event-id')).toBe('3');
    t.client.stop();

    const loggedOut = setUp(null);
    loggedOut.client.start();
    await settle();
    expect(loggedOut.fetchMock).not.toHaveBeenCalled();
  });
});

describe('PushClient watchdog (a half-open connection)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a stream whose pings arrive, and drops one silent for 2.5 heartbeats, resuming by id', async () => {
    const t = setUpClient();
    t.client.start();
    await settle();
    t.streams[0]!.send('id: 7\nevent: ready\ndata: {}\n\n');
    await settle();
    // Four minutes of nothing but the server's pings, every 25 s: alive throughout.
    for (let i = 0; i < 10; i += 1) {
      await vi.advanceTimersByTimeAsync(25_000);
      t.streams[0]!.send(': ping\n\n');
    }
    await settle();
    expect(t.connected).toEqual([true]);
    expect(t.fetchMock).toHaveBeenCalledTimes(1);

    // Then silence (the laptop slept, the Wi-Fi changed): no error, no end, nothing.
    await vi.advanceTimersByTimeAsync(62_499);
    expect(t.connected).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.connected).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.fetchMock).toHaveBeenCalledTimes(2);
    expect(t.requests[1]!.get('last-event-id')).toBe('7');
    t.client.stop();
  });

  it('gives up on a request that never answers, and follows the heartbeat `ready` names', async () => {
    const requests: RequestInit[] = [];
    const hanging = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          requests.push(init!);
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const client = new PushClient({
      token: () => 'tok',
      fetch: hanging as unknown as typeof fetch,
      onEvent: () => undefined,
      onReady: () => undefined,
      onConnected: () => undefined,
      minDelayMs: 1000,
      random: () => 1,
    });
    client.start();
    await vi.advanceTimersByTimeAsync(62_499);
    expect(requests[0]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests[0]!.signal!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(hanging).toHaveBeenCalledTimes(2);
    client.stop();

    // A server whose heartbeat is 60 s says so: 2 min of quiet is then not yet dead.
    const t = setUpClient();
    t.client.start();
    await settle();
    t.streams[0]!.send('id: 1\nevent: ready\ndata: {"resync":false,"heartbeatMs":60000}\n\n');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(t.connected).toEqual([true]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(t.connected).toEqual([true, false]);
    t.client.stop();
  });
});

describe('PushClient after a `replaced` close', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays down (the app polls) instead of pushing the newer stream out, until woken', async () => {
    const t = setUpClient();
    t.client.start();
    await settle();
    t.streams[0]!.send(
      'id: 4\nevent: ready\ndata: {}\n\nevent: close\ndata: {"reason":"replaced"}\n\n',
    );
    await settle();
    expect(t.connected).toEqual([true, false]);
    // Before this fix it was back within a second, and the other tab a second later.
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(t.fetchMock).toHaveBeenCalledTimes(1);

    // The member comes back to this tab: it tries again at once, from its last id.
    t.client.wake();
    await settle();
    expect(t.fetchMock).toHaveBeenCalledTimes(2);
    expect(t.requests[1]!.get('last-event-id')).toBe('4');
    // A wake while the stream is open or opening does nothing.
    t.client.wake();
    await settle();
    expect(t.fetchMock).toHaveBeenCalledTimes(2);

    // Replaced again and left alone: one try after the long delay, not a loop.
    t.streams[1]!.send(
      'id: 4\nevent: ready\ndata: {}\n\nevent: close\ndata: {"reason":"replaced"}\n\n',
    );
    await settle();
    await vi.advanceTimersByTimeAsync(299_999);
    expect(t.fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.fetchMock).toHaveBeenCalledTimes(3);
    t.client.stop();
  });

  it('tries again at once when woken during a backoff (back online, the tab shown)', async () => {
    const t = setUpClient('tok', { minDelayMs: 16_000 });
    t.client.start();
    await settle();
    t.streams[0]!.fail();
    await settle();
    expect(t.fetchMock).toHaveBeenCalledTimes(1);
    t.client.wake();
    await settle();
    expect(t.fetchMock).toHaveBeenCalledTimes(2);
    t.client.stop();
  });
});

describe('PushClient ready', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for a re-read on a fresh start only: a resume replays the gap', async () => {
    const t = setUpClient();
    t.client.start();
    await settle();
    t.streams[0]!.send('id: 7\nevent: ready\ndata: {"resync":false}\n\n');
    await settle();
    t.streams[0]!.fail();
    await vi.advanceTimersByTimeAsync(1_000);
    t.streams[1]!.send('id: 7\nevent: ready\ndata: {"resync":false}\n\n');
    await settle();
    expect(t.ready).toEqual([true, false]);
    t.client.stop();

    // A tab taking over the stream of another resumes from that tab's last id.
    const next = setUpClient('tok', { lastEventId: '7' });
    next.client.start();
    await settle();
    expect(next.requests[0]!.get('last-event-id')).toBe('7');
    next.streams[0]!.send('id: 7\nevent: ready\ndata: {"resync":false}\n\n');
    await settle();
    expect(next.ready).toEqual([false]);
    next.client.stop();
  });

  it('follows a new token of the same tab (a password change) instead of stopping', async () => {
    const t = setUpClient('old');
    t.client.start();
    await settle();
    t.streams[0]!.send('id: 2\nevent: ready\ndata: {}\n\n');
    await settle();
    t.session.token = 'new';
    t.streams[0]!.send('event: close\ndata: {"reason":"session"}\n\n');
    await settle();
    expect(t.ended).not.toHaveBeenCalled();
    expect(t.requests[1]!.get('authorization')).toBe('new');
    expect(t.requests[1]!.get('last-event-id')).toBe('2');
    // The new session refused too: now it stops.
    t.streams[1]!.send('event: close\ndata: {"reason":"session"}\n\n');
    await settle();
    expect(t.ended).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('parseMessage', () => {
  it('reads fields, joins data lines and skips heartbeats', () => {
    expect(parseMessage(': ping')).toBeNull();
    expect(parseMessage('id: 4\nevent: status\ndata: {"a":\ndata: 1}')).toEqual({
      id: '4',
      event: 'status',
      data: '{"a":\n1}',
    });
  });
});
