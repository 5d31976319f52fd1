import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushEvent } from '@openlobby/contract/push/paths';
import { parseMessage, PushClient } from './push-client';

/** A server stream the test writes to and ends. */
function serverStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200 }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new Error('reset')),
  };
}

const event = (id: number, balance: number) =>
  `id: ${id}\nevent: balance\ndata: ${JSON.stringify({ id, kind: 'balance', payload: { balance } })}\n\n`;

describe('PushClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setUp = (token: string | null = 'tok-123') => {
    const streams: ReturnType<typeof serverStream>[] = [];
    const requests: Headers[] = [];
    const fetchMock = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      requests.push(new Headers(init?.headers));
      const stream = serverStream();
      streams.push(stream);
      return stream.response;
    });
    const events: PushEvent[] = [];
    const connected: boolean[] = [];
    const ready: boolean[] = [];
    const ended = vi.fn();
    const client = new PushClient({
      token: () => token,
      fetch: fetchMock as unknown as typeof fetch,
      onEvent: (e) => events.push(e),
      onReady: (resync) => ready.push(resync),
      onConnected: (c) => connected.push(c),
      onSessionEnded: ended,
      minDelayMs: 1000,
      maxDelayMs: 8000,
      random: () => 1,
    });
    return { client, streams, requests, events, connected, ready, ended, fetchMock };
  };
  const settle = () => vi.advanceTimersByTimeAsync(0);

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
    expect(t.ready).toEqual([false, true]);
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
