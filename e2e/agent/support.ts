import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { e2eServer, e2eServerAt, useServer } from '../support/server';
import { openInEnglish, solveSlider } from '../identity/support';
import { operator } from '../support/operator';
import { minorOf } from '../member-centre/support';

// What the agent journey's two specs share (agent-centre.spec.ts plays and offers;
// agent-settlement.spec.ts, run after the rest of the suite, settles the ended period).

export const agent = { username: 'demo_agent', password: 'Agent#2026', paymentPassword: '246810' };
export const SLOT_MS = 5 * 60_000;

/** The real-time period key of an instant: `R:2026-11-24T13:05` (UTC, 5-minute slots). */
export function slotKey(ms: number): string {
  return `R:${new Date(Math.floor(ms / SLOT_MS) * SLOT_MS).toISOString().slice(0, 16)}`;
}

/**
 * Waits, if it must, for the next slot, so that at least `marginMs` remain in the current
 * one: the round and the reports read around it then fall in one slot and one UTC day.
 */
export async function roomInSlot(page: Page, marginMs: number): Promise<void> {
  const left = SLOT_MS - (Date.now() % SLOT_MS);
  if (left < marginMs) await page.waitForTimeout(left + 1_000);
}

export function agentCentre(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Agent centre' });
}

export async function openView(page: Page, name: string): Promise<Locator> {
  const centre = agentCentre(page);
  await centre
    .getByRole('navigation', { name: 'Agent centre menu' })
    .getByRole('button', { name, exact: true })
    .click();
  await expect(centre.getByRole('heading', { level: 2, name })).toBeVisible();
  return centre;
}

/**
 * Opens a report view afresh and waits for its answer: a view fetches its figures when it
 * opens (a view already open does not), so the agent goes through another view first, as a
 * person would to see fresh figures.
 */
export async function openFresh(page: Page, name: string, path: string): Promise<Locator> {
  await openView(page, 'Announcements');
  const [, centre] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(path) && r.ok()),
    openView(page, name),
  ]);
  return centre;
}

/** Today's team valid bet as the overview shows it, in centavos. */
export async function teamValidBet(page: Page): Promise<number> {
  const centre = await openFresh(page, 'Team overview', '/wps/agent/team/overview?period=today');
  await expect(
    centre.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Today' }),
  ).toHaveAttribute('aria-pressed', 'true');
  const figure = centre
    .getByLabel('Team figures')
    .locator('div')
    .filter({ has: page.getByText('Valid bets', { exact: true }) })
    .getByRole('definition');
  await expect(figure).toHaveText(/R\$/);
  return minorOf((await figure.textContent()) ?? '');
}

/** Today's salary as my income shows it, in centavos (nothing yet: 0). */
export async function todaysSalary(page: Page): Promise<number> {
  const centre = await openFresh(page, 'My income', '/wps/agent/reports/income?period=today');
  const table = centre.getByRole('table', { name: 'My income' });
  const nothing = centre.getByText('Nothing in this period.');
  await expect(table.or(nothing)).toBeVisible();
  if (await nothing.isVisible()) return 0;
  const today = new Date().toISOString().slice(0, 10);
  // Columns: day, salary, dividend, transfers in, transfers out.
  const salary = table.getByRole('row').filter({ hasText: today }).getByRole('cell').nth(1);
  await expect(salary).toHaveText(/R\$/);
  return minorOf((await salary.textContent()) ?? '');
}

/** Logs demo_agent in through /agentHome's own form and waits for the agent centre. */
export async function agentLogsIn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Agent login' })).toBeVisible();
  // The header has its own login form; the agent login is the page's.
  const login = page.getByRole('main');
  await login.getByRole('textbox', { name: 'Username' }).fill(agent.username);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(agent.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(agentCentre(page)).toBeVisible();
}

/**
 * demo_agent in the agent centre in English, for specs that look at the centre rather than
 * at the login: the new-IP check (another spec may have logged demo_agent in from another
 * address) is off meanwhile, as for loginAsDemoPlayer.
 */
export async function demoAgentInCentre(page: Page): Promise<void> {
  await operator('login-verification', 'set', 'OFF');
  try {
    await openInEnglish(page, '/agentHome');
    await agentLogsIn(page);
  } finally {
    await operator('login-verification', 'set', 'MOBILE', '--prefer-totp', 'on');
  }
}

/**
 * What the first spec leaves for the second: the real-time period and the downline, and
 * the server they are on. With one server per worker (playwright.config.ts) the
 * agent-centre spec may run on either; the settlement, run when nothing else does, goes on
 * on that one (`continueJourney`).
 */
export type Journey = { period: string; downline: string; server: number };
// One file for the run's servers (named by the first one's port, so that a run moved to
// other ports by E2E_PORT keeps its own).
const journeyFile = join(tmpdir(), `openlobby-e2e-agent-journey-${e2eServerAt(0).port}.json`);

export function forgetJourney(): void {
  rmSync(journeyFile, { force: true });
}

export function writeJourney(journey: Omit<Journey, 'server'>): void {
  writeFileSync(journeyFile, JSON.stringify({ ...journey, server: e2eServer.index }));
}

/** Reads the journey and makes this worker talk to the server it was played on. */
export function continueJourney(): Journey {
  const journey = JSON.parse(readFileSync(journeyFile, 'utf8')) as Journey;
  useServer(journey.server);
  return journey;
}
