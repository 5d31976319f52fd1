import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@openlobby/contract/paths';
import { permissionInfo } from '../test/fixtures';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('status gate', () => {
  it('replaces every route with the maintenance page when the status is 1', async () => {
    renderApp('/live', {
      [apiPaths.systemStatus]: permissionInfo({
        status: 1,
        maintenance: true,
        maintenanceEnd: '2030-01-15T18:30:00Z',
      }),
    });
    expect(await screen.findByRole('heading', { name: 'System under maintenance' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Games' })).toBeNull();
    // The language selector stays usable on the status pages.
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('shows the region-blocked page with the visitor’s IP when the status is 2', async () => {
    renderApp('/', {
      [apiPaths.systemStatus]: permissionInfo({
        status: 2,
        regionRestriction: true,
        location: { ip: '198.51.100.23', country: 'US' },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText('198.51.100.23')).toBeTruthy();
    expect(screen.getByText('US')).toBeTruthy();
  });

  it('lets maintenance win over a region block', async () => {
    renderApp('/', {
      [apiPaths.systemStatus]: permissionInfo({ status: 2, maintenance: true }),
    });
    expect(await screen.findByRole('heading', { name: 'System under maintenance' })).toBeTruthy();
  });

  it('says the network failed and retries on request', async () => {
    const { fetchMock } = renderApp('/', {});
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 });
    expect(screen.getByRole('heading', { name: 'Network link abnormal' })).toBeTruthy();
    const calls = fetchMock.mock.calls.length;
    await userEvent.click(retry);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(calls);
  });
});
