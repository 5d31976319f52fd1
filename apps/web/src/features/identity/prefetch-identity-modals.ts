import { loadLazyStrings } from '../../lib/i18n/i18n';
import { useSessionStore } from '../../stores/session-store';

/** The identity dialogs' chunk: loaded when the first one opens (P1). */
export const loadIdentityModals = () => import('./components/identity-modals');

let prefetched = false;

/**
 * Fetches the identity dialogs and their strings ahead of a likely first open (a pointer
 * over or focus on a Log in button or a game card), so the popup opens without waiting
 * (P4) while a first load that opens none of them downloads nothing of them (P1).
 */
export function prefetchIdentityModals(): void {
  if (prefetched) return;
  prefetched = true;
  void loadIdentityModals().catch(() => {
    prefetched = false;
  });
  void loadLazyStrings('identityForms', useSessionStore.getState().language).catch(() => undefined);
}
