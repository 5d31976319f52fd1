import type { PushEvent } from '@openlobby/contract/push/paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLocks } from '../../test/fake-locks';
import { type LockRequester, type PushChannel, startPushChannel } from './push-channel';

/** A server stream a test writes to; aborting its request errors it, as fetch does. */
function serverStream(signal?: AbortSignal | null) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  signal?.addEventListener('abort', () => {
    try {
      controller.error(new DOMException('aborted', 'AbortError'));
    } catch {
      // Already closed.
    }
  });
  return {
    response: new Response(body, { status: 200 }),
    send: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
  };
}

const balanceEvent = (id: number, balance: number) =>
  `id: ${id}\nevent: balance\ndata: ${JSON.stringify({ id, kind: 'balance', payload: { balance } })}\n\n`;

const started: { channel: PushChannel; channels: BroadcastChannel[] }[] = [];
afterEach(() => {
  for (const { channel, channels } of started.splice(0)) {
    channel.stop();
    for (const c of channels) c.close();
  }
});

/** One tab of the member: its own streams, what it was told, and how to make it come back. */
function openTab(locks: LockRequester | null, options: { token?: string; status?: number } = {}) {
  const streams: ReturnType<typeof serverStream>[] = [];
  const requests: Headers[] = [];
  const fetchMock = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    requests.push(new Headers(init?.headers));
    if (options.status) return new Response(null, { status: options.status });
    const stream = serverStream(init?.signal);
    streams.push(stream);
    return stream.response;
  });
  const events: PushEvent[] = [];
  const connected: boolean[] = [];
  const ready: boolean[] = [];
  const ended = vi.fn();
  let wake = () => {};
  const channels: BroadcastChannel[] = [];
  let crashed = false;
  const channel = startPushChannel({
    key: '42',
    token: () => options.token ?? 'tok',
    fetch: fetchMock as unknown as typeof fetch,
    onEvent: (event) => events.push(event),
    onReady: (reread) => ready.push(reread),
    onConnected: (up) => connected.push(up),
    onSessionEnded: ended,
    minDelayMs: 10,
    maxDelayMs: 10,
    locks,
    openChannel: (name) => {
      const c = new BroadcastChannel(name);
      // A crashed tab says nothing more.
      const post = c.postMessage.bind(c);
      c.postMessage = (message: unknown) => {
        if (!crashed) post(message);
      };
      channels.push(c);
      return c;
    },
    onComeBack: (callback) => {
      wake = callback;
      return () => {
        wake = () => {};
      };
    },
  });
  started.push({ channel, channels });
  return {
    channel,
    streams,
    requests,
    fetchMock,
    events,
    connected,
    ready,
    ended,
    comeBack: () => wake(),
    /** The tab's code stops running (the lock manager then frees its locks). */
    silence: () => {
      crashed = true;
      for (const c of channels) c.onmessage = null;
    },
  };
}

const balance = (id: number, value: number): PushEvent => ({
  id,
  kind: 'balance',
  payload: { balance: value },
});

describe('one push stream per browser (ADR 031)', () => {
  it('streams in one tab and relays its events, state and re-read to the other', async () => {
    const locks = fakeLocks();
    const a = openTab(locks.tab('a'));
    await vi.waitFor(() => expect(a.fetchMock).toHaveBeenCalledTimes(1));
    const b = openTab(locks.tab('b'));

    a.streams[0]!.send('id: 7\nevent: ready\ndata: {"resync":false}\n\n' + balanceEvent(8, 150));
    await vi.waitFor(() => expect(b.events).toHaveLength(1));
    // B is given the event as A is: each tab applies it to its own caches.
    expect(a.events).toEqual([balance(8, 150)]);
    expect(b.events).toEqual([balance(8, 150)]);
    expect(a.connected).toEqual([true]);
    expect(b.connected).toEqual([true]);
    // Both re-read what the channel feeds once: the stream began after their pages' reads.
    expect(a.ready).toEqual([true]);
    expect(b.ready).toEqual([true]);

    // A third tab joining while the stream is up hears that it is, and re-reads.
    const c = openTab(locks.tab('c'));
    await vi.waitFor(() => expect(c.connected).toEqual([true]));
    expect(c.ready).toEqual([true]);
    expect(b.ready).toEqual([true]);

    // One connection for the three tabs.
    expect(b.fetchMock).not.toHaveBeenCalled();
    expect(c.fetchMock).not.toHaveBeenCalled();
  });

  it('moves the stream to the next tab when the holder crashes, resuming from the last id', async () => {
    const locks = fakeLocks();
    const a = openTab(locks.tab('a'));
    await vi.waitFor(() => expect(a.fetchMock).toHaveBeenCalledTimes(1));
    const b = openTab(locks.tab('b'), { token: 'tok-b' });
    // The id is the server's cursor (ADR 031), relayed as the text it is.
    const cursor = balanceEvent(9, 300).replace('id: 9', 'id: 7_2');
    a.streams[0]!.send('id: 7\nevent: ready\ndata: {}\n\n' + cursor);
    await vi.waitFor(() => expect(b.events).toEqual([balance(9, 300)]));

    // The browser kills A: its code stops, and the lock manager frees its lock.
    a.silence();
    locks.crash('a');
    await vi.waitFor(() => expect(b.fetchMock).toHaveBeenCalledTimes(1));
    expect(locks.holder('openlobby:push:42')).toBe('b');
    expect(b.requests[0]!.get('last-event-id')).toBe('7_2');
    expect(b.requests[0]!.get('authorization')).toBe('tok-b');
    // Down until its own stream is ready (the app polls meanwhile).
    expect(b.connected).toEqual([true, false]);
    b.streams[0]!.send('id: 9\nevent: ready\ndata: {"resync":false}\n\n' + balanceEvent(10, 400));
    await vi.waitFor(() => expect(b.events).toEqual([balance(9, 300), balance(10, 400)]));
    expect(b.connected).toEqual([true, false, true]);
    // A resume replays the gap: no second re-read.
    expect(b.ready).toEqual([true, false]);
  });

  it('hands the stream on when its tab stops (logout there), and tells the others it is down', async () => {
    const locks = fakeLocks();
    const a = openTab(locks.tab('a'));
    await vi.waitFor(() => expect(a.fetchMock).toHaveBeenCalledTimes(1));
    const b = openTab(locks.tab('b'));
    a.streams[0]!.send('id: 3\nevent: ready\ndata: {}\n\n');
    await vi.waitFor(() => expect(b.connected).toEqual([true]));

    a.channel.stop();
    await vi.waitFor(() => expect(b.fetchMock).toHaveBeenCalledTimes(1));
    expect(b.connected).toEqual([true, false]);
    expect(b.requests[0]!.get('last-event-id')).toBe('3');
  });

  it('stops a tab whose session ended, and tells the others to check theirs', async () => {
    const locks = fakeLocks();
    const a = openTab(locks.tab('a'));
    await vi.waitFor(() => expect(a.fetchMock).toHaveBeenCalledTimes(1));
    // B's tab shares A's session: the server refuses it too.
    const b = openTab(locks.tab('b'), { status: 401 });
    const c = openTab(locks.tab('c'), { token: 'tok-c' });
    a.streams[0]!.send('id: 5\nevent: ready\ndata: {}\n\n');
    await vi.waitFor(() => expect(c.connected).toEqual([true]));

    a.streams[0]!.send('event: close\ndata: {"reason":"session"}\n\n');
    await vi.waitFor(() => expect(c.fetchMock).toHaveBeenCalledTimes(1));
    expect(a.ended).toHaveBeenCalledTimes(1);
    // Every other tab was told, and B, refused in turn, stopped too.
    expect(b.fetchMock).toHaveBeenCalledTimes(1);
    expect(b.ended).toHaveBeenCalled();
    expect(c.ended).toHaveBeenCalled();
    // C's own session is alive: it holds the stream now, resuming where A was.
    expect(c.requests[0]!.get('authorization')).toBe('tok-c');
    expect(c.requests[0]!.get('last-event-id')).toBe('5');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(a.fetchMock).toHaveBeenCalledTimes(1);
    expect(b.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets a follower that is shown again wake a stream that was replaced', async () => {
    const locks = fakeLocks();
    const a = openTab(locks.tab('a'));
    await vi.waitFor(() => expect(a.fetchMock).toHaveBeenCalledTimes(1));
    const b = openTab(locks.tab('b'));
    a.streams[0]!.send(
      'id: 2\nevent: ready\ndata: {}\n\nevent: close\ndata: {"reason":"replaced"}\n\n',
    );
    await vi.waitFor(() => expect(b.connected).toEqual([true, false]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(a.fetchMock).toHaveBeenCalledTimes(1);

    b.comeBack();
    await vi.waitFor(() => expect(a.fetchMock).toHaveBeenCalledTimes(2));
    expect(a.requests[1]!.get('last-event-id')).toBe('2');
    expect(b.fetchMock).not.toHaveBeenCalled();
  });

  it('gives every tab its own stream where Web Locks are missing, or refuse', async () => {
    const a = openTab(null);
    const b = openTab(null);
    await vi.waitFor(() => expect(a.fetchMock).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(b.fetchMock).toHaveBeenCalledTimes(1));

    const refusing: LockRequester = {
      request: () => Promise.reject(new DOMException('no locks here', 'SecurityError')),
    };
    const c = openTab(refusing);
    await vi.waitFor(() => expect(c.fetchMock).toHaveBeenCalledTimes(1));
    c.streams[0]!.send('id: 1\nevent: ready\ndata: {}\n\n');
    await vi.waitFor(() => expect(c.connected).toEqual([true]));
  });
});
