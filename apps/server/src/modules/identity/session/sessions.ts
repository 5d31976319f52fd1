import type { LoginValue } from '@openlobby/contract';
import type { Db } from '../../../db/client';
import { newToken, sha256 } from '../../../lib/secure-random';
import { loginDatesOf, stampLastLogin } from '../member/repository';
import { defaultSessionConfig, type SessionConfig } from './config';
import {
  deleteRememberToken,
  deleteSession,
  insertRememberToken,
  insertSession,
  liveSessionHashes,
  recordKnownIp,
  recordLogin,
  takeRememberToken,
  touchSessionRow,
  type LiveSession,
} from './session-repository';

export type CreateSessionOptions = {
  ip: string;
  /** Also issue a remember-me token (the route sets it as the HttpOnly cookie). */
  remember: boolean;
  /**
   * Default weak or temporary password used: the client must force a change, and the
   * session is marked so the server refuses it everything else (S10).
   */
  mustChangePassword?: boolean;
  /** Report an old password (password logins only; not SMS or social, spec §4). */
  checkPasswordAge?: boolean;
  /** The browser's User-Agent header, for my account's sessions and logins. */
  userAgent?: string | undefined;
};

/** A User-Agent as kept: at most 256 characters, none when empty. */
export function keptUserAgent(header: string | undefined): string | null {
  const value = header?.trim().slice(0, 256);
  return value ? value : null;
}

/**
 * A check every new session passes first, lent by app.ts (player protection's exclusion,
 * ADR 032): it throws to refuse the login. Kept per database like the check store.
 */
export type SessionGate = (tx: Db, memberId: number) => Promise<void>;
const gates = new WeakMap<Db, SessionGate>();

export function useSessionGate(db: Db, gate: SessionGate): void {
  gates.set(db, gate);
}

function sessionGateOf(db: Db): SessionGate | undefined {
  return gates.get(db);
}

export type CreatedSession = { value: LoginValue; rememberToken: string | null };

const REMEMBER_MS = 24 * 3600_000;

/**
 * Starts a session for a member whose identity is proven (password, code, provider): a new
 * token (32 random bytes, stored as SHA-256), the IP recorded as known, the first login
 * noted. Every way in (password, SMS, verification, OAuth, free play) ends here.
 */
export async function createSession(
  db: Db,
  memberId: number,
  options: CreateSessionOptions,
  config: SessionConfig = defaultSessionConfig,
): Promise<CreatedSession> {
  const token = newToken();
  const remember = options.remember ? newToken() : null;
  const now = Date.now();
  const before = await db.transaction(async (tx) => {
    // Player protection refuses a member on a break here, inside the session's transaction.
    await sessionGateOf(db)?.(tx, memberId);
    const previous = await loginDatesOf(tx, memberId);
    const userAgent = keptUserAgent(options.userAgent);
    await insertSession(tx, {
      tokenHash: sha256(token),
      memberId,
      ip: options.ip,
      userAgent,
      expiresAt: new Date(now + config.maxHours * 3600_000),
      mustChangePassword: options.mustChangePassword ?? false,
    });
    if (remember) {
      await insertRememberToken(tx, {
        tokenHash: sha256(remember),
        memberId,
        expiresAt: new Date(now + REMEMBER_MS),
      });
    }
    await stampLastLogin(tx, memberId);
    await recordKnownIp(tx, memberId, options.ip);
    await recordLogin(tx, { memberId, ip: options.ip, userAgent });
    return previous;
  });
  const passwordAgeMs = before ? now - before.passwordChangedAt.getTime() : 0;
  return {
    value: {
      token,
      firstTimeLogin: !before?.lastLoginAt,
      passwordExpired:
        (options.checkPasswordAge ?? false) &&
        passwordAgeMs > config.passwordMaxAgeDays * 24 * 3600_000,
      mustChangePassword: options.mustChangePassword ?? false,
    },
    rememberToken: remember,
  };
}

/**
 * The member of a live token (and whether the session awaits a password change), sliding
 * its idle timer in the same statement; null when the token is unknown, idle too long or
 * past its absolute lifetime.
 */
export async function touchSession(
  db: Db,
  token: string,
  config: SessionConfig = defaultSessionConfig,
  userAgent?: string,
): Promise<LiveSession | null> {
  return touchSessionRow(
    db,
    sha256(token),
    Math.round(config.idleMinutes * 60),
    keptUserAgent(userAgent),
  );
}

/** Which of these tokens are still live sessions (never sliding them), ADR 031. */
export async function liveSessionTokens(
  db: Db,
  tokens: string[],
  config: SessionConfig = defaultSessionConfig,
): Promise<Set<string>> {
  const byHash = new Map(tokens.map((t) => [sha256(t), t]));
  const live = await liveSessionHashes(db, [...byHash.keys()], Math.round(config.idleMinutes * 60));
  return new Set([...live].map((hash) => byHash.get(hash)!));
}

export async function endSession(db: Db, token: string): Promise<void> {
  await deleteSession(db, sha256(token));
}

/** Spends a remember-me token (rotated at each use); the member id or null. */
export async function consumeRememberToken(db: Db, token: string): Promise<number | null> {
  return takeRememberToken(db, sha256(token));
}

export async function dropRememberToken(db: Db, token: string): Promise<void> {
  await deleteRememberToken(db, sha256(token));
}
