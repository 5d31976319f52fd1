import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { listenToChannels } from '../../db/listen';
import { startIntervalJob, type IntervalJob } from '../../lib/interval-job';
import { liveSessionTokens } from '../identity';
import { PushHub } from './hub';
import { pruneEvents } from './repository';
import pushRoutes from './routes';
import { closeEndedSessions, SESSION_END_CHANNEL, sessionEndWatcher } from './session-end';
import { redisSiteCap, type SiteCap } from './site-cap';

export type PushOptions = {
  heartbeatMs: number;
  /** The settle window of resume cursors (PUSH_SETTLE_MS, ADR 031 R11). */
  settleMs: number;
  sessionCheckMs: number;
  eventHours: number;
  pruneTickMs: number;
  /** Streams per member (tabs, devices); a new one closes the oldest. */
  maxPerMember?: number;
  /** Unsent bytes one stream may hold before it is dropped (a slow reader resumes by id). */
  maxBufferedBytes?: number;
  /** With REDIS_URL: the per-member cap counts every instance's streams (site-cap.ts). */
  redis?: Redis;
};

export const PUSH_STREAMS_PER_MEMBER = 5;
const PRUNE_BATCH = 5000;
/** Heartbeats an instance may miss before its streams' site-wide entries expire. */
const ENTRY_HEARTBEATS = 3;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's push streams (ADR 031): the count for metrics, the bench and tests. */
    push: PushHub;
  }
}

/**
 * The push channel (ADR 031): the member's stream route, the hub that fans NOTIFY'd event
 * ids out to this process's streams, the streams of ended sessions closed on their notice,
 * the heartbeat and session check over every stream, the per-member cap over every instance
 * with Redis, and the job that prunes old events.
 */
export default fp<PushOptions>(
  async (app, options) => {
    const hub = new PushHub(app.db, app.log, {
      maxPerMember: options.maxPerMember ?? PUSH_STREAMS_PER_MEMBER,
      maxBufferedBytes: options.maxBufferedBytes ?? 256 * 1024,
      maxPending: 1000,
      heartbeatMs: options.heartbeatMs,
      settleMs: options.settleMs,
    });
    // Maintenance or region rules changed (maybe on another instance): this process's
    // ≤ 1 s settings cache is dropped before the member's app re-reads the status.
    // A popup event makes the member's app re-read the popups at once: the announcement
    // replies cached here are dropped first, or the re-read could race the operator's own
    // invalidation (another channel) and get the list without the new popup.
    hub.onEvent = (event) => {
      if (event.kind === 'status') app.settings.invalidate();
      if (event.kind === 'popup') app.invalidation.dropHere('operator-change');
    };
    app.decorate('push', hub);
    let siteCap: SiteCap | undefined;
    if (options.redis) {
      siteCap = await redisSiteCap(options.redis, {
        maxPerMember: options.maxPerMember ?? PUSH_STREAMS_PER_MEMBER,
        entryTtlMs: options.heartbeatMs * ENTRY_HEARTBEATS,
        onWarning: (message) => app.log.warn(message),
      });
      hub.onOpened = (c) => siteCap!.opened(c);
      hub.onClosed = (c) => siteCap!.closed(c);
    }
    const liveTokens = (tokens: string[]) => liveSessionTokens(app.db, tokens, app.sessions.config);
    await app.register(pushRoutes, { hub });

    let unlisten: (() => Promise<void>) | undefined;
    const timers: NodeJS.Timeout[] = [];
    let prune: IntervalJob | undefined;
    app.addHook('onReady', async () => {
      // One held connection for both channels (the pool's LISTEN room, db/client.ts).
      const sessionEnded = sessionEndWatcher(hub, liveTokens, (error) =>
        app.log.error({ err: error }, 'push: session-end check failed'),
      );
      unlisten = await listenToChannels(
        app.database,
        {
          member_event: (payload) => hub.notified(payload),
          [SESSION_END_CHANNEL]: sessionEnded,
        },
        {
          onError: (error) => app.log.warn({ err: error }, 'push: LISTEN connection lost'),
          // Streams missed what was notified while LISTEN was down (events, session ends):
          // they reconnect, resume, and are authenticated again.
          onGap: () => hub.closeAll(),
        },
      );
      const heartbeat = setInterval(() => {
        const open = hub.connections();
        for (const c of open) c.ping();
        siteCap?.refresh(open);
      }, options.heartbeatMs);
      let checking = false;
      const sessionCheck = setInterval(() => {
        if (checking || hub.size === 0) return;
        checking = true;
        // The safety net: a session-end notice closes streams at once (session-end.ts).
        closeEndedSessions(hub.connections(), liveTokens)
          .catch((error: unknown) => app.log.error({ err: error }, 'push: session check failed'))
          .finally(() => {
            checking = false;
          });
      }, options.sessionCheckMs);
      heartbeat.unref();
      sessionCheck.unref();
      timers.push(heartbeat, sessionCheck);
      if (options.pruneTickMs > 0) {
        prune = startIntervalJob({
          name: 'push event prune',
          intervalMs: options.pruneTickMs,
          log: app.log,
          tick: async () => {
            const cutoff = new Date(Date.now() - options.eventHours * 3_600_000);
            while ((await pruneEvents(app.db, cutoff, PRUNE_BATCH)) === PRUNE_BATCH) {
              // A backlog (a long downtime) is deleted in bounded batches.
            }
          },
        });
      }
    });
    // A draining instance (ADR 029) ends its streams first, as /health/ready turns 503: the
    // clients reconnect with their last id, through the proxy, to another instance.
    app.lifecycle.onDrain(() => hub.closeAll());
    // Open streams would hold the server's close forever: they end first, and the clients
    // reconnect (to another instance) with their last id.
    app.addHook('preClose', async () => {
      for (const t of timers) clearInterval(t);
      hub.closeAll();
    });
    app.addHook('onClose', async () => {
      await prune?.stop();
      await unlisten?.();
      await siteCap?.close();
    });
  },
  { name: 'push', dependencies: ['db', 'sessions', 'settings', 'lifecycle', 'invalidation'] },
);
