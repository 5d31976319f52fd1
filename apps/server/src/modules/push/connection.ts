import type { ServerResponse } from 'node:http';
import { pushCloseEvent, type PushCloseReason } from '@openlobby/contract';
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
 * One SSE message. `id:` is where to resume (the highest id sent so far, which an event
 * committed out of order does not lower); `data` carries the event's own id.
 */
export function formatEvent(event: EventRow, resumeId: number): string {
  const data = JSON.stringify({ id: event.id, kind: event.kind, payload: event.payload });
  return `id: ${resumeId}\nevent: ${event.kind}\ndata: ${data}\n\n`;
}

/**
 * A member's open stream. While its replay runs, live events wait in `pending` (bounded);
 * then those the replay did not already send follow, and after it every notified event is
 * written at once (NOTIFY delivers each once), so nothing is sent twice. Memory is bounded by the socket's own buffer:
 * past `maxBufferedBytes` unsent, the stream is ended and the client resumes by id.
 */
export class PushConnection {
  lastId = 0;
  closed = false;
  private pending: EventRow[] | null = [];
  private replayedIds: Set<number> | null = new Set();

  constructor(
    readonly raw: ServerResponse,
    readonly memberId: number,
    readonly token: string,
    readonly openedAt: number,
    private readonly limits: ConnectionLimits,
    private readonly onClosed: (connection: PushConnection) => void,
  ) {}

  /** Writes a replayed event (in id order) during the replay. */
  replayed(event: EventRow): void {
    this.replayedIds?.add(event.id);
    this.writeEvent(event);
  }

  /** Ends the replay: the live events that came meanwhile follow, those not yet sent. */
  live(): void {
    const pending = this.pending ?? [];
    const replayed = this.replayedIds ?? new Set<number>();
    this.pending = null;
    this.replayedIds = null;
    for (const event of pending) if (!replayed.has(event.id)) this.writeEvent(event);
  }

  deliver(event: EventRow): void {
    if (this.closed) return;
    if (this.pending) {
      if (this.pending.length >= this.limits.maxPending) return this.close('slow');
      this.pending.push(event);
      return;
    }
    this.writeEvent(event);
  }

  /** The `ready` message: the id the stream starts after, and whether the client must resync. */
  ready(startId: number, resync: boolean): void {
    this.lastId = startId;
    const data = JSON.stringify({ resync, heartbeatMs: this.limits.heartbeatMs });
    this.write(`id: ${startId}\nevent: ready\ndata: ${data}\n\n`);
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

  private writeEvent(event: EventRow): void {
    // Concurrent transactions may commit out of id order: deliver every event, and resume
    // from the highest id seen (ADR 031 names the window this leaves).
    this.lastId = Math.max(this.lastId, event.id);
    this.write(formatEvent(event, this.lastId));
  }

  private write(text: string): void {
    if (this.closed || this.raw.destroyed) return;
    this.raw.write(text);
    if (this.raw.writableLength > this.limits.maxBufferedBytes) this.close('slow');
  }
}
