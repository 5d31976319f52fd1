import { storageKeys } from './storage-keys';

/** Saved login cookies last 1 day (spec §9). */
const maxAgeSeconds = 24 * 60 * 60;

/**
 * The remembered username (identity-api.md "Remember me"). Only the username is kept where
 * scripts can read it; the server's HttpOnly `ol_remember` cookie proves the rest.
 */
export function readRememberedUsername(): string | null {
  const prefix = `${storageKeys.loginRemember}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!entry) return null;
  const value = decodeURIComponent(entry.slice(prefix.length));
  return value === '' ? null : value;
}

export function rememberUsername(username: string | null): void {
  const name = storageKeys.loginRemember;
  document.cookie = username
    ? `${name}=${encodeURIComponent(username)}; max-age=${maxAgeSeconds}; path=/; samesite=strict`
    : `${name}=; max-age=0; path=/; samesite=strict`;
}
