import {
  pushCloseEvent,
  type PushCloseReason,
  type PushEvent,
  pushPaths,
} from '@openlobby/contract/push/paths';
import { apiUrl } from '../config';

export type PushClientOptions = {
  /** The session token of this tab, or null when logged out (the client then stops). */
  token: () => string | null;
  onEvent: (event: PushEvent) => void;
  /** The stream started; `resync` when the server could not replay the whole gap. */
  onReady: (resync: boolean) => void;
  /** Whether the channel is up: while it is down the app polls as it did before. */
  onConnected: (connected: boolean) => void;
  /** The server closed the stream because the session ended: nothing to reconnect to. */
  onSessionEnded?: () => void;
  fetch?: typeof fetch;
  /** Backoff bounds for reconnecting, in ms (doubling, with jitter). */
  minDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
};

type Message = { event: string; id: string | null; data: string };

/**
 * The web side of the push channel (ADR 031): one server-sent-event stream read with
 * `fetch`, so the session token goes in the Authorization header, never in a URL (an
 * EventSource cannot send headers). Every message's id is remembered and sent back as
 * `Last-Event-ID` when the stream is reopened, so the server replays what was missed.
 * A dropped stream is reopened after a doubling, jittered delay; a 401 or a `close` for
 * the session stops it.
 */
export class PushClient {
  private lastId: string | null = null;
  private controller: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private running = false;
  private connected = false;

  constructor(private readonly options: PushClientOptions) {}

  get lastEventId(): string | null {
    return this.lastId;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.controller?.abort();
    this.controller = null;
    this.setConnected(false);
  }

  private setConnected(connected: boolean): void {
    if (this.connected === connected) return;
    this.connected = connected;
    this.options.onConnected(connected);
  }

  private async connect(): Promise<void> {
    const token = this.options.token();
    if (!token) return this.stop();
    const controller = new AbortController();
    this.controller = controller;
    const headers: Record<string, string> = {
      Authorization: token,
      Accept: 'text/event-stream',
    };
    if (this.lastId) headers['Last-Event-ID'] = this.lastId;
    let stopReason: PushCloseReason | null = null;
    try {
      const response = await (this.options.fetch ?? fetch)(apiUrl(pushPaths.events), {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401) {
        stopReason = 'session';
      } else if (response.ok && response.body) {
        stopReason = await this.read(response.body);
      }
    } catch {
      // A network error or our own abort: reconnect below unless stopped.
    }
    if (this.controller === controller) this.controller = null;
    this.setConnected(false);
    if (!this.running) return;
    if (stopReason === 'session') {
      this.stop();
      this.options.onSessionEnded?.();
      return;
    }
    this.schedule();
  }

  private schedule(): void {
    const min = this.options.minDelayMs ?? 1000;
    const max = this.options.maxDelayMs ?? 30_000;
    const base = Math.min(max, min * 2 ** this.failures);
    this.failures += 1;
    const delay = base / 2 + (this.options.random ?? Math.random)() * (base / 2);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.running) void this.connect();
    }, delay);
  }

  /** Reads messages until the stream ends; the `close` reason the server gave, if any. */
  private async read(body: ReadableStream<Uint8Array>): Promise<PushCloseReason | null> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = parseMessage(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (!message) continue;
        const reason = this.handle(message);
        if (reason) {
          await reader.cancel().catch(() => undefined);
          return reason;
        }
      }
    }
  }

  private handle(message: Message): PushCloseReason | null {
    if (message.id !== null) this.lastId = message.id;
    if (message.event === pushCloseEvent) {
      return (safeJson(message.data) as { reason?: PushCloseReason } | null)?.reason ?? 'slow';
    }
    if (message.event === 'ready') {
      this.failures = 0;
      this.setConnected(true);
      const data = safeJson(message.data) as { resync?: boolean } | null;
      this.options.onReady(Boolean(data?.resync));
      return null;
    }
    const event = safeJson(message.data) as PushEvent | null;
    if (event && typeof event.kind === 'string') this.options.onEvent(event);
    return null;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** One SSE block; null for a comment-only block (the heartbeat). */
export function parseMessage(block: string): Message | null {
  const message: Message = { event: 'message', id: null, data: '' };
  let any = false;
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    any = true;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') message.event = value;
    else if (field === 'id') message.id = value;
    else if (field === 'data') message.data = message.data ? `${message.data}\n${value}` : value;
  }
  return any ? message : null;
}
