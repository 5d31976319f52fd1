import { type SandboxRound, DEMO_START_BALANCE, IN_HOUSE_MATH_VERSION } from '@openlobby/contract';
import { newToken } from '../../lib/secure-random';
import { GAME_SESSION_HOURS } from '../wallet';
import { MemoryRoundStore } from './memory-round-store';

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

export type OpenedDemoSession = { token: string; expiresAt: Date };

/**
 * Demo (free play) sessions, in this process's memory and nowhere else: they hold play
 * money only, so losing them on a restart costs nobody anything, and the ledger never sees
 * them. The launch opens one instead of a wallet game session when the player asks for the
 * demo; the token looks like any game token. Bounded, oldest dropped first. With several
 * server processes a demo needs the load balancer to keep a player on one process.
 */
export class DemoSessions {
  private readonly sessions = new Map<string, DemoSession>();

  constructor(private readonly maxSessions = 10_000) {}

  open(input: {
    vendorCode: string;
    gameVendor?: string;
    gameCode: string;
    now?: number;
  }): OpenedDemoSession {
    const now = input.now ?? Date.now();
    const token = newToken();
    const expiresAt = now + GAME_SESSION_HOURS * 3600_000;
    for (const [key, session] of this.sessions) {
      if (this.sessions.size < this.maxSessions && session.expiresAt > now) break;
      this.sessions.delete(key);
    }
    this.sessions.set(token, {
      vendorCode: input.vendorCode,
      gameVendor: input.gameVendor ?? input.vendorCode,
      gameCode: input.gameCode,
      expiresAt,
      purse: { balance: DEMO_START_BALANCE },
      rounds: new MemoryRoundStore(IN_HOUSE_MATH_VERSION),
      sandboxRounds: [],
    });
    return { token, expiresAt: new Date(expiresAt) };
  }

  /** The live demo session of a token for this vendor, or null. */
  find(vendorCode: string, token: string, now = Date.now()): DemoSession | null {
    const session = this.sessions.get(token);
    if (!session || session.vendorCode !== vendorCode) return null;
    if (session.expiresAt <= now) {
      this.sessions.delete(token);
      return null;
    }
    return session;
  }
}
