import { type SandboxRound, DEMO_START_BALANCE, IN_HOUSE_MATH_VERSION } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { takeQuota } from '../../lib/quota';
import { newToken } from '../../lib/secure-random';
import { GAME_SESSION_HOURS } from '../wallet';
import { MemoryRoundStore } from './memory-round-store';
import { DEMO_SESSIONS_PER_IP, inHouseQuotas } from './quotas';

/** A launch in demo mode: play money and rounds that live as long as this session. */
export type DemoSession = {
  /** The provider whose API plays it (BGS, or the sandbox aggregator). */
  vendorCode: string;
  /** The catalogue game's own vendor (PG, JILI…; the provider's code for in-house games). */
  gameVendor: string;
  gameCode: string;
  expiresAt: number;
  purse: { balance: number };
  rounds: MemoryRoundStore;
  /** The sandbox provider's rounds, newest last. */
  sandboxRounds: SandboxRound[];
};

type Held = DemoSession & { ip: string };

export type OpenedDemoSession = { token: string; expiresAt: Date };

/**
 * Demo (free play) sessions, in this process's memory and nowhere else: they hold play
 * money only, so losing them on a restart costs nobody anything, and the ledger never sees
 * them. The launch opens one instead of a wallet game session when the player asks for the
 * demo; the token looks like any game token. With several server processes a demo needs
 * the load balancer to keep a player on one process.
 *
 * Anyone may open one, so opening is bounded twice (S9): an hourly quota per IP in the
 * database (it holds across processes), and a cap of live sessions per IP here, where an
 * address's next demo replaces its own oldest. The store keeps at most `maxSessions`,
 * expired and then oldest dropped first; members' real game sessions live in the database
 * and are never touched.
 */
export class DemoSessions {
  private readonly sessions = new Map<string, Held>();
  /** Each IP's live tokens, oldest first. */
  private readonly byIp = new Map<string, string[]>();

  constructor(
    private readonly db: Db,
    private readonly maxSessions = 10_000,
    private readonly maxPerIp = DEMO_SESSIONS_PER_IP,
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
    for (const [key, session] of this.sessions) {
      if (this.sessions.size < this.maxSessions && session.expiresAt > now) break;
      this.drop(key);
    }
    const own = this.byIp.get(input.ip) ?? [];
    for (const oldest of own.slice(0, Math.max(0, own.length - this.maxPerIp + 1))) {
      this.drop(oldest);
    }
    this.sessions.set(token, {
      vendorCode: input.vendorCode,
      gameVendor: input.gameVendor ?? input.vendorCode,
      gameCode: input.gameCode,
      expiresAt,
      purse: { balance: DEMO_START_BALANCE },
      rounds: new MemoryRoundStore(IN_HOUSE_MATH_VERSION),
      sandboxRounds: [],
      ip: input.ip,
    });
    this.byIp.set(input.ip, [...(this.byIp.get(input.ip) ?? []), token]);
    return { token, expiresAt: new Date(expiresAt) };
  }

  /** The live demo session of a token for this vendor, or null. */
  find(vendorCode: string, token: string, now = Date.now()): DemoSession | null {
    const session = this.sessions.get(token);
    if (!session || session.vendorCode !== vendorCode) return null;
    if (session.expiresAt <= now) {
      this.drop(token);
      return null;
    }
    return session;
  }

  private drop(token: string) {
    const session = this.sessions.get(token);
    if (!session) return;
    this.sessions.delete(token);
    const rest = (this.byIp.get(session.ip) ?? []).filter((t) => t !== token);
    if (rest.length > 0) this.byIp.set(session.ip, rest);
    else this.byIp.delete(session.ip);
  }
}
