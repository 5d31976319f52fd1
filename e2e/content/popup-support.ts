import { pushPaths } from '@openlobby/contract/push/paths';
import { expect, type Page } from '@playwright/test';
import { operator } from '../support/operator';

/** Publishes an announcement with the operator command; returns its id. */
export async function publishAnnouncement(options: {
  title: string;
  content: string;
  type?: string;
  execution?: 'A' | 'B' | 'F';
  promotion?: string;
}): Promise<number> {
  const args = ['announcement', 'add', '--type', options.type ?? 'PL'];
  args.push('--title-pt', options.title, '--title-en', options.title);
  args.push('--content-pt', options.content, '--content-en', options.content);
  if (options.execution) args.push('--execution', options.execution);
  if (options.promotion) args.push('--promotion', options.promotion);
  const out = await operator(...args);
  const id = Number(/Published announcement (\d+)/.exec(out)?.[1]);
  expect(id, out).toBeGreaterThan(0);
  return id;
}

export async function removeAnnouncements(ids: readonly number[]): Promise<void> {
  for (const id of ids) await operator('announcement', 'remove', String(id));
}

/** The announcement popup (publicModal), named by its title in either language. */
export function announcementPopup(page: Page) {
  return page.getByRole('dialog', { name: /^(Announcements|Anúncios)$/ });
}

/** The title buttons of the popup's current page. */
export function popupTitles(page: Page) {
  return announcementPopup(page)
    .getByRole('list', { name: /^(Titles|Títulos)$/ })
    .getByRole('button');
}

/** Closes the popup a visitor gets on arrival, as the visitor would. */
export async function closeAnnouncementPopup(page: Page): Promise<void> {
  const popup = announcementPopup(page);
  await popup.getByRole('button', { name: /^(Close|Fechar)$/ }).click();
  await expect(popup).toBeHidden();
}

/**
 * Refuses this page's push stream from now on (its next load falls back to polling, ADR
 * 031): a logged-in tab's stream never ends, so without this `settle` would wait forever
 * for an idle network.
 */
export async function withoutPushStream(page: Page): Promise<void> {
  await page.route(`**${pushPaths.events}`, (route) => route.abort());
}

/**
 * Lets the page settle, long enough for a popup that would come to be on screen. On a
 * logged-in tab, call `withoutPushStream` before its load.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}
