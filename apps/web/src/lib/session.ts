import { memberHintCookieName } from '@openlobby/contract/routes';
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

/**
 * Tells the server this browser has a member's tab, so a login-required page's HTML draws
 * that page rather than the login page (ADR 057). No token in it, nothing it could be used
 * for; it ends with the browser, as the tab's session storage ends with the tab.
 */
export function writeMemberHint(member: boolean): void {
  document.cookie = member
    ? `${memberHintCookieName}=1; path=/; samesite=lax`
    : `${memberHintCookieName}=; path=/; max-age=0; samesite=lax`;
}

/** Stores (or clears) the token and keeps the store's isLogin in step with it. */
export function writeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(storageKeys.token, token);
    else sessionStorage.removeItem(storageKeys.token);
  } catch {
    // See readToken.
  }
  writeMemberHint(Boolean(token));
  useSessionStore.getState().setLogin(Boolean(token));
}

/** Notes that this tab is leaving for a social sign-in it asked for (see takeSignInStarted). */
export function markSignInStarted(): void {
  try {
    sessionStorage.setItem(storageKeys.signInStarted, '1');
  } catch {
    // See readToken: the hand-over is then asked about, as any other.
  }
}

/**
 * Whether this tab started a social sign-in, forgetting it: true once, for the callback's
 * return. Session storage is the tab's and the site's own, so another site cannot set it.
 */
export function takeSignInStarted(): boolean {
  try {
    const started = sessionStorage.getItem(storageKeys.signInStarted) === '1';
    sessionStorage.removeItem(storageKeys.signInStarted);
    return started;
  } catch {
    return false;
  }
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
  writeMemberHint(false);
  useSessionStore.getState().clearMember();
}
