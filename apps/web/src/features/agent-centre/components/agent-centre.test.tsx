import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildWhitelabelTree, whitelabelDefaults } from '@openlobby/contract/whitelabel';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionInfo } from '../../../test/fixtures';
import { agentCentreViews } from '../../../stores/agent-centre-views';
import { useSessionStore } from '../../../stores/session-store';
import { AgentCentre, type AgentCentrePages } from './agent-centre';

const view = (text: string) => lazy(async () => ({ default: () => <p>{text}</p> }));

// Every view built, given in reverse on purpose: the menu follows the spec, not the object.
const pages: AgentCentrePages = Object.fromEntries(
  [...agentCentreViews].reverse().map((name) => [name, view(`The ${name} view`)]),
);

async function renderCentre(flags: Partial<typeof whitelabelDefaults> | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (flags) {
    queryClient.setQueryData(
      ['systemStatus'],
      permissionInfo({ whitelabelVal: buildWhitelabelTree({ ...whitelabelDefaults, ...flags }) }),
    );
  } else {
    // The permission info has not arrived: the status read never answers here.
    queryClient.setQueryDefaults(['systemStatus'], { queryFn: () => new Promise(() => {}) });
  }
  render(
    <QueryClientProvider client={queryClient}>
      <AgentCentre pages={pages} />
    </QueryClientProvider>,
  );
  return screen.findByRole('dialog', { name: 'Agent centre' });
}

const menuEntries = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('navigation', { name: 'Agent centre menu' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

const always = [
  'Announcements',
  'Team overview',
  'Register a downline',
  'Downline management',
  'Team betting',
  'User loss',
  'My income',
  'Account details',
];

afterEach(() => act(() => useSessionStore.getState().setAcShow(false)));

describe('AgentCentre', () => {
  it('lists the spec’s views in order, each contract view only while its flag is on', async () => {
    act(() => useSessionStore.getState().openAgentCentre());
    const dialog = await renderCentre({
      enableCt: false,
      salary: true,
      hourSalary: false,
      agentRealtimeSalary: true,
    });
    expect(menuEntries(dialog)).toEqual([...always, 'Daily salary', 'Real-time salary']);
    expect(await within(dialog).findByText('The agentAnnouncement view')).toBeTruthy();
  });

  it('lists all twelve when every flag is on', async () => {
    act(() => useSessionStore.getState().openAgentCentre());
    const dialog = await renderCentre({});
    expect(menuEntries(dialog)).toEqual([
      ...always,
      'Bonus (dividends)',
      'Daily salary',
      'Hourly salary',
      'Real-time salary',
    ]);
  });

  it('keeps the contract views out until the permission info is in', async () => {
    act(() => useSessionStore.getState().openAgentCentre());
    expect(menuEntries(await renderCentre(null))).toEqual(always);
  });

  it('opens the view asked for, the first instead of one whose flag is off, and moves by the menu', async () => {
    act(() => useSessionStore.getState().openAgentCentre('agentHourSalary'));
    const dialog = await renderCentre({ hourSalary: false });
    expect(within(dialog).getByRole('heading', { name: 'Announcements' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Daily salary' }));
    expect(await within(dialog).findByText('The agentDailyWages2 view')).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Daily salary' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('closes with its close button', async () => {
    act(() => useSessionStore.getState().openAgentCentre());
    const dialog = await renderCentre({});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(useSessionStore.getState().acShow).toBe(false);
  });
});
