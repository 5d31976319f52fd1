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
  /**
   * The stream started. `reread` when the tab must read again what the channel feeds: the
   * stream starts fresh, after the newest event, so a change made between the page's reads
   * and now was not sent; or the server could not replay the whole gap (`resync`).
   */
  onReady: (reread: boolean) => void;
  /** Whether the channel is up: while it is down the app polls as it did before. */
  onConnected: (connected: boolean) => void;
  /** The server refused this tab's session (a `close` for it, or a 401): the client stops. */
  onSessionEnded?: () => void;
  /** The id to resume after: a tab taking over the stream another tab held. */
  lastEventId?: string | null;
  fetch?: typeof fetch;
  /** Backoff bounds for reconnecting, in ms (doubling, with jitter). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** How long a stream `replaced` by the member's newer one stays down unless woken (5 min). */
  replacedDelayMs?: number;
  /** The server's heartbeat (DEFAULT_HEARTBEAT_MS unless `ready` names another). */
  heartbeatMs?: number;
  random?: () => number;
};

/**
 * The server's `: ping` interval, the default of its `PUSH_HEARTBEAT_MS` (ADR 031); a
 * `ready` naming `heartbeatMs` overrides it.
 */
export const DEFAULT_HEARTBEAT_MS = 25_000;
/**
 * A stream that has sent nothing, not even its ping, for this many heartbeats is dead: a
 * half-open connection (a Wi-Fi switch, a laptop that slept) reports no error of its own.
 */
const WATCHDOG_HEARTBEATS = 2.5;

type Message = { event: string; id: string | null; data: string };

/**
 * The web side of the push channel (ADR 031): one server-sent-event stream read with
 * `fetch`, so the session token goes in the Authorization header, never in a URL (an
 * EventSource cannot send headers). Every message's id is remembered and sent back as
 * `Last-Event-ID` when the stream is reopened, so the server replays what was missed; it
 * is the server's resume cursor (not always a number), kept as the text it came as.
 * A dropped stream, or one silent for 2.5 heartbeats, is reopened after a doubling,
 * jittered delay; one `replaced` by the member's newer stream stays down (the app polls)
 * until `wake()` or a long delay; a 401 or a `close` for the session stops it.
 */
export class PushClient {
  private lastId: string | null;
  private controller: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private heartbeatMs: number;
  private failures = 0;
  private running = false;
  private connected = false;
  /** This stream began without an id: its first `ready` asks for a re-read. */
  private fresh = false;

  constructor(private readonly options: PushClientOptions) {
    this.lastId = options.lastEventId ?? null;
    this.heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  }

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
    this.disarm();
    this.controller?.abort();
    this.controller = null;
    this.setConnected(false);
  }

  /**
   * Reconnects now if the stream is down and waiting for its next try: the network is back,
   * the tab is shown again, or the member came back to a tab whose stream was `replaced`.
   */
  wake(): void {
    if (!this.running || this.controller) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    void this.connect();
  }

  private setConnected(connected: boolean): void {
    if (this.connected === connected) return;
    this.connected = connected;
    this.options.onConnected(connected);
  }

  /** Aborts the stream unless something arrives within 2.5 heartbeats. */
  private arm(controller: AbortController): void {
    this.disarm();
    this.watchdog = setTimeout(() => controller.abort(), this.heartbeatMs * WATCHDOG_HEARTBEATS);
  }

  private disarm(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  private async connect(): Promise<void> {
    const token = this.options.token();
    if (!token) return this.stop();
    const controller = new AbortController();
    this.controller = controller;
    this.fresh = this.lastId === null;
    const headers: Record<string, string> = {
      Authorization: token,
      Accept: 'text/event-stream',
    };
    if (this.lastId) headers['Last-Event-ID'] = this.lastId;
    let stopReason: PushCloseReason | null = null;
    // A request that never answers is as dead as a silent stream.
    this.arm(controller);
    try {
      const response = await (this.options.fetch ?? fetch)(apiUrl(pushPaths.events), {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401) {
        stopReason = 'session';
      } else if (response.ok && response.body) {
        stopReason = await this.read(response.body, controller);
      }
    } catch {
      // A network error, the watchdog or our own abort: reconnect below unless stopped.
    }
    if (this.controller !== controller) return;
    this.controller = null;
    this.disarm();
    this.setConnected(false);
    if (!this.running) return;
    if (stopReason === 'session') {
      const now = this.options.token();
      if (now && now !== token) {
        // The tab's session changed (a password change brings a new token): follow it.
        this.failures = 0;
        return void this.connect();
      }
      this.stop();
      this.options.onSessionEnded?.();
      return;
    }
    if (stopReason === 'replaced') {
      // The member's newest stream took this one's place: trying again at once would push
      // that one out in turn, and so on forever. Stay down; the app polls meanwhile.
      this.wait(this.options.replacedDelayMs ?? 300_000);
      return;
    }
    this.schedule();
  }

  private schedule(): void {
    const min = this.options.minDelayMs ?? 1000;
    const max = this.options.maxDelayMs ?? 30_000;
    const base = Math.min(max, min * 2 ** this.failures);
    this.failures += 1;
    this.wait(base / 2 + (this.options.random ?? Math.random)() * (base / 2));
  }

  private wait(delay: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.running) void this.connect();
    }, delay);
  }

  /** Reads messages until the stream ends; the `close` reason the server gave, if any. */
  private async read(
    body: ReadableStream<Uint8Array>,
    controller: AbortController,
  ): Promise<PushCloseReason | null> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return null;
      // Anything at all, the ping included, proves the connection alive.
      this.arm(controller);
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = parseMessage(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (!message) continue;
        const reason = this.handle(message, controller);
        if (reason) {
          await reader.cancel().catch(() => undefined);
          return reason;
        }
      }
    }
  }

  private handle(message: Message, controller: AbortController): PushCloseReason | null {
    if (message.id !== null) this.lastId = message.id;
    if (message.event === pushCloseEvent) {
      return (safeJson(message.data) as { reason?: PushCloseReason } | null)?.reason ?? 'slow';
    }
    if (message.event === 'ready') {
      this.failures = 0;
      const data = safeJson(message.data) as { resync?: boolean; heartbeatMs?: number } | null;
      if (typeof data?.heartbeatMs === 'number' && data.heartbeatMs > 0) {
        this.heartbeatMs = data.heartbeatMs;
        this.arm(controller);
      }
      this.setConnected(true);
      this.options.onReady(Boolean(data?.resync) || this.fresh);
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
