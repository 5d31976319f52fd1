import type { PopupExecution } from '@openlobby/contract/content/paths';

/** Session-storage key remembering that a visitor closed one audience's popup (ADR 012). */
export const popupClosedKey = (execution: PopupExecution) => `popupClosed:${execution}`;

/**
 * Audiences closed in this page's life. Logout clears session storage (spec §4), but a
 * visitor who just closed the welcome popup and then logs out should not get it again at
 * once: what was closed when the page loaded, or since, stays closed until the next load.
 */
const closedThisPage = new Set<PopupExecution>();
for (const execution of ['A', 'B', 'F'] as const) {
  try {
    if (sessionStorage.getItem(popupClosedKey(execution))) closedThisPage.add(execution);
  } catch {
    // Storage unavailable (privacy modes): popups then show once per page load.
  }
}

export function isPopupClosed(execution: PopupExecution): boolean {
  if (closedThisPage.has(execution)) return true;
  try {
    return sessionStorage.getItem(popupClosedKey(execution)) !== null;
  } catch {
    return false;
  }
}

export function markPopupClosed(execution: PopupExecution): void {
  closedThisPage.add(execution);
  try {
    sessionStorage.setItem(popupClosedKey(execution), '1');
  } catch {
    // See above.
  }
}

/**
 * Spec §4 "Popups": which audiences' popups are due, first to show first. A member's first
 * login brings F, then A; a member A; a visitor B. Closed ones are left out.
 */
export function duePopups(session: { isLogin: boolean; firstTimeLogin: boolean }) {
  const audiences: PopupExecution[] = session.isLogin
    ? session.firstTimeLogin
      ? ['F', 'A']
      : ['A']
    : ['B'];
  return audiences.filter((execution) => !isPopupClosed(execution));
}
