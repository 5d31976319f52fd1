import { useSessionStore } from '../stores/session-store';
import { storageKeys } from './storage-keys';

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(storageKeys.token);
  } catch {
    // Storage can be unavailable (privacy modes); the visitor is then simply logged out.
    return null;
  }
}

/** Stores (or clears) the token and keeps the store's isLogin in step with it. */
export function writeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(storageKeys.token, token);
    else sessionStorage.removeItem(storageKeys.token);
  } catch {
    // See readToken.
  }
  useSessionStore.getState().setLogin(Boolean(token));
}

/**
 * Ends the session in this tab (spec §4 "Logout"): session storage is cleared except the
 * merchant code, and the store is logged out with no member and no roles.
 */
export function clearLocalSession(): void {
  try {
    const merchantCode = sessionStorage.getItem(storageKeys.merchantCode);
    sessionStorage.clear();
    if (merchantCode !== null) sessionStorage.setItem(storageKeys.merchantCode, merchantCode);
  } catch {
    // See readToken.
  }
  useSessionStore.getState().clearMember();
}
