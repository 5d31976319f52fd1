import type { ServerResponse } from 'node:http';
import { pushCloseEvent, type PushCloseReason } from '@openlobby/contract';
import { StreamPosition, type Cursor } from './cursor';
import type { EventRow } from './repository';

export type ConnectionLimits = {
  /** Bytes the socket may hold unsent before the stream is dropped (a slow reader). */
  maxBufferedBytes: number;
  /** Live events held while the replay runs before the stream is dropped. */
  maxPending: number;
  /**
   * How often the hub pings (PUSH_HEARTBEAT_MS), told to the client in `ready`: its
   * watchdog drops a stream silent for a few of them (a half-open connection).
   */
  heartbeatMs?: number;
};

/**
 * One SSE message. `id:` is the stream's cursor (where to resume: cursor.ts), not the
 * event's id, which `data` carries.
 */
export function formatEvent(event: EventRow, cursor: string): string {
  const data = JSON.stringify({ id: event.id, kind: event.kind, payload: event.payload });
  return `id: ${cursor}\nevent: ${event.kind}\ndata: ${data}\n\n`;
}

/**
 * A member's open stream. While its replay runs, live events wait in `pending` (bounded);
 * then those the replay did not already send follow, in id order, and after it every
 * notified event is written at once unless the stream sent it already (a replayed event
 * whose NOTIFY reached this instance after the replay). Memory is bounded by the socket's
 * own buffer: past `maxBufferedBytes` unsent, the stream is ended and the client resumes.
 *
 * The cursor's floor rises, as each event is written, to the hub's settle horizon, but
 * never past an event this stream has still to write: during the replay not past the
 * replayed event nor a waiting live one, while those follow not past the next of them. An
 * event that arrives under the floor (its transaction outlived the settle window) is
 * still written: late rather than never.
 */
export class PushConnection {
  closed = false;
  private readonly position = new StreamPosition();
  private pending: EventRow[] | null = [];
  /** The lowest id waiting in `pending`: the replay's floor stays under it. */
  private pendingMin = Infinity;
  private replayedIds: Set<number> | null = new Set();

  constructor(
    readonly raw: ServerResponse,
    readonly memberId: number,
    readonly token: string,
    readonly openedAt: number,
    private readonly limits: ConnectionLimits,
    private readonly onClosed: (connection: PushConnection) => void,
    /** The hub's settle horizon (hub.ts); 0 keeps every sent id listed. */
    private readonly horizon: () => number = () => 0,
  ) {}

  /** Where a client resuming now would start (the last `id:` sent). */
  get cursor(): string {
    return this.position.toString();
  }

  /** Writes a replayed event (in id order) during the replay, unless the client listed it. */
  replayed(event: EventRow): void {
    if (this.position.has(event.id)) return;
    this.replayedIds?.add(event.id);
    this.writeEvent(event, Math.min(event.id, this.pendingMin - 1));
  }

  /** Ends the replay: the live events that came meanwhile follow, those not yet sent. */
  live(): void {
    const pending = (this.pending ?? []).sort((a, b) => a.id - b.id);
    const replayed = this.replayedIds ?? new Set<number>();
    this.pending = null;
    this.pendingMin = Infinity;
    this.replayedIds = null;
    for (const event of pending) {
      if (!replayed.has(event.id) && !this.position.has(event.id)) this.writeEvent(event, event.id);
    }
  }

  deliver(event: EventRow): void {
    if (this.closed) return;
    if (this.pending) {
      if (this.pending.length >= this.limits.maxPending) return this.close('slow');
      this.pending.push(event);
      this.pendingMin = Math.min(this.pendingMin, event.id);
      return;
    }
    if (!this.position.has(event.id)) this.writeEvent(event, Infinity);
  }

  /**
   * The `ready` message: the cursor the stream starts from (a number is a floor with
   * nothing listed: a fresh start, or a resync's newest id), and whether the client must
   * resync.
   */
  ready(from: Cursor | number, resync: boolean): void {
    this.position.merge(typeof from === 'number' ? { floor: from, listed: [] } : from);
    const data = JSON.stringify({ resync, heartbeatMs: this.limits.heartbeatMs });
    this.write(`id: ${this.cursor}\nevent: ready\ndata: ${data}\n\n`);
  }

  ping(): void {
    this.write(': ping\n\n');
  }

  close(reason?: PushCloseReason): void {
    if (this.closed) return;
    if (reason && !this.raw.destroyed) {
      this.raw.write(`event: ${pushCloseEvent}\ndata: ${JSON.stringify({ reason })}\n\n`);
    }
    this.closed = true;
    this.pending = null;
    // A slow reader's buffer is never flushed: destroy rather than wait for it.
    if (reason === 'slow') this.raw.destroy();
    else this.raw.end();
    this.onClosed(this);
  }

  /** The socket went away (the client left). */
  gone(): void {
    if (this.closed) return;
    this.closed = true;
    this.pending = null;
    this.onClosed(this);
  }

  /** `ceiling`: every event this stream has still to write has a higher id. */
  private writeEvent(event: EventRow, ceiling: number): void {
    this.position.settle(Math.min(this.horizon(), ceiling));
    this.position.add(event.id);
    this.write(formatEvent(event, this.cursor));
  }

  private write(text: string): void {
    if (this.closed || this.raw.destroyed) return;
    this.raw.write(text);
    if (this.raw.writableLength > this.limits.maxBufferedBytes) this.close('slow');
  }
}
