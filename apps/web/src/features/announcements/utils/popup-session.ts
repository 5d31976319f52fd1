import type { PopupExecution } from '@openlobby/contract/content/paths';
import type { Announcement } from '@openlobby/contract/content/schemas';

/**
 * Session-storage key: the ids of one audience's announcements whose popup was closed in
 * this session, a JSON array (ADR 012). The value `1`, written by builds that closed a
 * whole audience at once (and by the e2e and bench set-ups, to browse without popups),
 * still closes the whole audience.
 */
export const popupClosedKey = (execution: PopupExecution) => `popupClosed:${execution}`;

const wholeAudience = '1';

/** What is closed of one audience: everything (`all`), or the announcements in `ids`. */
type Closed = { all: boolean; ids: Set<number> };

function readClosed(execution: PopupExecution): Closed {
  try {
    const value = sessionStorage.getItem(popupClosedKey(execution));
    if (value === wholeAudience) return { all: true, ids: new Set() };
    const ids: unknown = value === null ? [] : JSON.parse(value);
    return {
      all: false,
      ids: new Set(Array.isArray(ids) ? ids.filter((id) => typeof id === 'number') : []),
    };
  } catch {
    // Storage unavailable (privacy modes) or unreadable: popups then show once per page load.
    return { all: false, ids: new Set() };
  }
}

/**
 * What was closed in this page's life. Logout clears session storage (spec §4), but a
 * visitor who just closed the welcome popup and then logs out should not get it again at
 * once: what was closed when the page loaded, or since, stays closed until the next load.
 */
const closedThisPage = new Map<PopupExecution, Closed>(
  (['A', 'B', 'F'] as const).map((execution) => [execution, readClosed(execution)]),
);

function closedOf(execution: PopupExecution): Closed {
  const page = closedThisPage.get(execution)!;
  const stored = readClosed(execution);
  return { all: page.all || stored.all, ids: new Set([...page.ids, ...stored.ids]) };
}

/** The announcements of an audience's list not closed yet this session, in list order. */
export function unseenPopups(execution: PopupExecution, items: readonly Announcement[]) {
  const closed = closedOf(execution);
  return closed.all ? [] : items.filter((item) => !closed.ids.has(item.id));
}

/** The popup of these announcements was closed: they do not show again this session. */
export function markPopupClosed(execution: PopupExecution, ids: readonly number[]): void {
  const closed = closedOf(execution);
  for (const id of ids) {
    closed.ids.add(id);
    closedThisPage.get(execution)!.ids.add(id);
  }
  if (closed.all) return;
  try {
    sessionStorage.setItem(popupClosedKey(execution), JSON.stringify([...closed.ids]));
  } catch {
    // See readClosed.
  }
}

/**
 * Spec §4 "Popups": which audiences' popups are due, first to show first. A member's first
 * login brings F, then A; a member A; a visitor B. An audience closed whole is left out;
 * the others show the announcements not yet closed (`popupToShow`).
 */
export function duePopups(session: { isLogin: boolean; firstTimeLogin: boolean }) {
  const audiences: PopupExecution[] = session.isLogin
    ? session.firstTimeLogin
      ? ['F', 'A']
      : ['A']
    : ['B'];
  return audiences.filter((execution) => !closedOf(execution).all);
}

/** One audience's popup list as its query holds it. */
export type PopupList = { isPending: boolean; data?: readonly Announcement[] | undefined };

/**
 * The popup to show: the first due audience with announcements not closed yet, with only
 * those (a new announcement of an audience closed earlier opens the popup on its own).
 * An earlier audience still loading is waited for, so the order holds.
 */
export function popupToShow(
  due: readonly PopupExecution[],
  lists: readonly (PopupList | undefined)[],
): { execution: PopupExecution; items: Announcement[] } | null {
  for (const [i, execution] of due.entries()) {
    const list = lists[i];
    if (!list || list.isPending) return null;
    const items = unseenPopups(execution, list.data ?? []);
    if (items.length > 0) return { execution, items };
  }
  return null;
}
