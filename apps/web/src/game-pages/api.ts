import type { Envelope } from '@openlobby/contract/envelope';
import type { ErrorCode } from '@openlobby/contract/error-codes';
import { GAME_TOKEN_HEADER } from '@openlobby/contract/in-house/paths';
import type { Language } from '@openlobby/contract/language';
import { apiBase } from '../lib/config';

/** A refused call: `message` is already in the player's language (the server's envelope). */
export class GameApiError extends Error {
  constructor(
    readonly errorCode: ErrorCode | 'NETWORK',
    message: string,
    readonly value?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'GameApiError';
  }
}

export type GameApi = {
  get<T>(path: string): Promise<T>;
  send<T>(method: 'POST' | 'PUT', path: string, body?: unknown): Promise<T>;
};

/** Calls of a game page: the game token in its header, answers unwrapped from the envelope. */
export function gameApi(token: string | null, language: () => Language): GameApi {
  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': language(),
    };
    if (token) headers[GAME_TOKEN_HEADER] = token;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let envelope: Envelope<T> & { value?: unknown };
    try {
      const response = await fetch(`${apiBase}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      envelope = (await response.json()) as Envelope<T>;
    } catch (cause) {
      throw new GameApiError('NETWORK', cause instanceof Error ? cause.message : String(cause));
    }
    if (!envelope.success) {
      throw new GameApiError(
        envelope.errorCode,
        envelope.message,
        envelope.value as Record<string, unknown> | undefined,
      );
    }
    return envelope.value;
  }
  return {
    get: (path) => request('GET', path),
    send: (method, path, body) => request(method, path, body),
  };
}

/**
 * Tells the site around the game popup the balance the game's API just reported: it shows
 * it in the game window's frame and refetches the header balance (same origin only).
 */
export function notifyBalanceChanged(balance: number, currency: string): void {
  if (window.parent !== window) {
    window.parent.postMessage(
      { type: 'openlobby:balance', balance, currency },
      window.location.origin,
    );
  }
}
