import { DEMO_START_BALANCE } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { takeQuota } from '../../lib/quota';
import { newToken } from '../../lib/secure-random';
import { GAME_SESSION_HOURS } from '../wallet';
import {
  demoSessionStoreOf,
  type DemoCaps,
  type DemoSessionStore,
  type DemoState,
} from './demo-session-store';
import { DEMO_SESSIONS_MAX, DEMO_SESSIONS_PER_IP, inHouseQuotas } from './quotas';
import { newClientSeed, newServerSeed } from './seeds';

/**
 * A launch in demo mode, as `find` read it: play money and rounds that live as long as
 * the session. `state` is that one read; every step of a round reads and changes the
 * session again through `read` and `change`, as another instance may have moved it on.
 */
export type DemoSession = {
  token: string;
  vendorCode: string;
  gameVendor: string;
  gameCode: string;
  state: DemoState;
  read(): Promise<DemoState>;
  /** One atomic change of the session (`DemoSessionStore.change`). */
  change<T>(change: (state: DemoState) => T): Promise<T>;
};

export type OpenedDemoSession = { token: string; expiresAt: Date };

/**
 * Demo (free play) sessions. They hold play money only and the ledger never sees them;
 * the launch opens one instead of a wallet game session when the player asks for the
 * demo, and the token looks like any game token. They live in a `DemoSessionStore`
 * (ADR 030): this process's memory when REDIS_URL is unset (one process; a restart ends
 * them), or Redis, shared by every instance behind the balancer, which keeps no player on
 * one instance (ADR 034). Each step of a round is one atomic change of its session, so
 * rounds sent at once through several instances neither lose nor double play money.
 *
 * Anyone may open one, so opening is bounded twice (S9): an hourly quota per IP in the
 * counters every instance shares, and a cap of live sessions per IP in the store, where
 * an address's next demo replaces its own oldest. The store keeps at most `maxSessions`,
 * expired and then oldest dropped first; members' real game sessions live in the database
 * and are never touched.
 */
export class DemoSessions {
  constructor(
    private readonly db: Db,
    private readonly store: DemoSessionStore = demoSessionStoreOf(db),
    private readonly caps: DemoCaps = {
      maxSessions: DEMO_SESSIONS_MAX,
      maxPerIp: DEMO_SESSIONS_PER_IP,
    },
  ) {}

  async open(input: {
    vendorCode: string;
    gameVendor?: string;
    gameCode: string;
    /** The visitor's address, whose quota and cap the session counts against. */
    ip: string;
    now?: number;
  }): Promise<OpenedDemoSession> {
    const now = input.now ?? Date.now();
    await takeQuota(this.db, inHouseQuotas.demoSessions, input.ip, 1, now);
    const token = newToken();
    const expiresAt = now + GAME_SESSION_HOURS * 3600_000;
    const state: DemoState = {
      vendorCode: input.vendorCode,
      gameVendor: input.gameVendor ?? input.vendorCode,
      gameCode: input.gameCode,
      ip: input.ip,
      expiresAt,
      balance: DEMO_START_BALANCE,
      seed: { ...newServerSeed(), clientSeed: newClientSeed(), nextNonce: 0 },
      revealed: {},
      rounds: [],
      pendingBets: {},
      sandboxRounds: [],
    };
    await this.store.open(token, state, this.caps, now);
    return { token, expiresAt: new Date(expiresAt) };
  }

  /** The live demo session of a token for this vendor, or null. */
  async find(vendorCode: string, token: string, now = Date.now()): Promise<DemoSession | null> {
    const state = await this.store.read(token);
    if (!state || state.vendorCode !== vendorCode) return null;
    if (state.expiresAt <= now) {
      await this.store.drop(token);
      return null;
    }
    const { store } = this;
    return {
      token,
      vendorCode: state.vendorCode,
      gameVendor: state.gameVendor,
      gameCode: state.gameCode,
      state,
      async read() {
        const current = await store.read(token);
        if (!current) throw new AppError('GAME_SESSION_INVALID', 'demo session ended');
        return current;
      },
      change: (change) => store.change(token, change),
    };
  }
}
