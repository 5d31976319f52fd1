import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { pushConnections, pushDeliveryLag } from '../../lib/metrics';
import { PushConnection, type ConnectionLimits } from './connection';
import { SettleHorizon } from './horizon';
import { loadEvents, type EventRow } from './repository';

export type HubOptions = ConnectionLimits & {
  /** Streams one member may hold open; a new one closes the oldest (reason `replaced`). */
  maxPerMember: number;
  /** The settle window (PUSH_SETTLE_MS): ids notified this long ago are final (horizon.ts). */
  settleMs: number;
  /** A monotonic clock in ms (tests pass a fake one). */
  now?: () => number;
};

/**
 * This process's open streams by member, and the fan-out: NOTIFY hands over `id:member`,
 * ids of members with no stream here are skipped, the rest are loaded from the database in
 * one query per batch (a batch is whatever arrived while the previous load ran) and
 * written to that member's streams, or to every stream for a broadcast. Every NOTIFY, also
 * those it skips, feeds the settle horizon its streams' cursors rise to (ADR 031, R11).
 */
export class PushHub {
  private readonly byMember = new Map<number, Set<PushConnection>>();
  private queued: number[] = [];
  private loading: Promise<void> | null = null;
  /** The lowest id queued, and of the batch being loaded and delivered (Infinity: none). */
  private queuedMin = Infinity;
  private loadingMin = Infinity;
  private readonly settle: SettleHorizon;
  private count = 0;
  /** Runs for every event loaded here, before delivery (e.g. a status event drops caches). */
  onEvent: ((event: EventRow) => void) | null = null;
  /**
   * Run as a stream opens here (after the local cap) and once as it closes or goes: with
   * Redis, the site-wide cap over every instance's streams (site-cap.ts).
   */
  onOpened: ((connection: PushConnection) => void) | null = null;
  onClosed: ((connection: PushConnection) => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: HubOptions,
  ) {
    this.settle = new SettleHorizon(options.settleMs, options.now);
  }

  get size(): number {
    return this.count;
  }

  open(raw: PushConnection['raw'], memberId: number, token: string): PushConnection {
    const connection = new PushConnection(
      raw,
      memberId,
      token,
      Date.now(),
      this.options,
      (c) => {
        this.remove(c);
        this.onClosed?.(c);
      },
      () => this.horizon(),
    );
    let mine = this.byMember.get(memberId);
    if (!mine) this.byMember.set(memberId, (mine = new Set()));
    // The oldest gives way: a member who opened a sixth tab keeps the tab in use live.
    while (mine.size >= this.options.maxPerMember) {
      const oldest = mine.values().next().value!;
      oldest.close('replaced');
    }
    mine.add(connection);
    this.count += 1;
    pushConnections.inc();
    this.onOpened?.(connection);
    return connection;
  }

  /**
   * Where streams' cursors may rise to: the settle horizon, but under any id notified and
   * not yet handed to its streams here (it is final, yet not sent).
   */
  horizon(): number {
    return Math.min(this.settle.value(), this.queuedMin - 1, this.loadingMin - 1);
  }

  /** This process's open streams of one member (a session-end notice re-checks them). */
  streamsOf(memberId: number): PushConnection[] {
    return [...(this.byMember.get(memberId) ?? [])];
  }

  connections(): PushConnection[] {
    return [...this.byMember.values()].flatMap((set) => [...set]);
  }

  /** A NOTIFY payload `<eventId>:<memberId or empty>`. */
  notified(payload: string): void {
    const [idText, memberText] = payload.split(':');
    const id = Number(idText);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    this.settle.notified(id);
    // A status event also drops this instance's caches, even with no stream open.
    if (memberText && !this.byMember.has(Number(memberText))) return;
    this.queued.push(id);
    this.queuedMin = Math.min(this.queuedMin, id);
    this.loading ??= this.drain();
  }

  closeAll(reason?: 'session'): void {
    for (const connection of this.connections()) connection.close(reason);
  }

  private async drain(): Promise<void> {
    try {
      while (this.queued.length > 0) {
        const ids = this.queued;
        this.queued = [];
        this.loadingMin = this.queuedMin;
        this.queuedMin = Infinity;
        let events: (EventRow & { ageSeconds: number })[];
        try {
          events = await loadEvents(this.db, ids);
        } catch (error) {
          // The streams these events were for end, so their clients reconnect and resume by
          // id from the database; left open they would never learn what they missed.
          this.log.error({ err: error }, 'push: loading notified events failed');
          this.loadingMin = Infinity;
          this.closeAll();
          continue;
        }
        try {
          for (const event of events) {
            if (this.deliver(event)) pushDeliveryLag.observe(event.ageSeconds);
          }
        } finally {
          this.loadingMin = Infinity;
        }
      }
    } finally {
      this.loading = null;
    }
  }

  /** Hands the event to its streams here; whether any took it (for the lag metric). */
  private deliver(event: EventRow): boolean {
    this.onEvent?.(event);
    if (event.memberId === null) {
      for (const set of this.byMember.values()) for (const c of set) c.deliver(event);
      return this.count > 0;
    }
    const mine = this.byMember.get(event.memberId);
    if (mine) for (const c of mine) c.deliver(event);
    return mine !== undefined;
  }

  private remove(connection: PushConnection): void {
    const mine = this.byMember.get(connection.memberId);
    if (!mine?.delete(connection)) return;
    this.count -= 1;
    pushConnections.dec();
    if (mine.size === 0) this.byMember.delete(connection.memberId);
  }
}
