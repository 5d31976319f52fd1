import { contentPaths } from '@openlobby/contract/content/paths';
import type { DescriptionSection, Sponsor } from '@openlobby/contract/content/site-pages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { fakeApi } from '../../../test/fixtures';
import { DescriptionPage } from './description-page';
import { SeamlessPage } from './seamless-page';
import { SponsorPage } from './sponsor-page';

const sponsors: Sponsor[] = [
  {
    id: 1,
    kind: 'club',
    title: 'Lobby FC',
    text: 'Main sponsor.\nSince 2026.',
    imageUrl: '/img/sponsors/1.svg?language=en',
    linkUrl: 'https://example.org/club',
  },
  {
    id: 2,
    kind: 'ambassador',
    title: 'Marina',
    text: '<b>not bold</b>',
    imageUrl: '/img/sponsors/2.svg',
    // Refused by the server; the page must not follow it should one arrive anyway.
    linkUrl: 'javascript:alert(1)',
  },
];

const sections: DescriptionSection[] = [
  {
    section: 'about',
    title: 'About us',
    content: '<p>We are <strong>OpenLobby</strong>.</p>',
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  {
    section: 'terms',
    title: 'Terms',
    // As the API sends it: sanitized by the server (ADR 044).
    content: '<p>Rules</p><img src="x">',
    updatedAt: '2026-11-21T10:00:00.000Z',
  },
];

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

function renderAt(path: string, page: ReactNode, values: Record<string, unknown>) {
  const fetchMock = vi.fn(fakeApi(values));
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return Object.assign(fetchMock, { unmount: view.unmount });
}

beforeEach(() => {
  useSessionStore.setState({ isLogin: false, isTrial: false, member: null, authModal: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('SponsorPage', () => {
  it("shows each sponsorship's kind, title, plain text, image and only safe links", async () => {
    renderAt('/sponsor', <SponsorPage />, { [contentPaths.sponsors]: sponsors });
    expect(screen.getByRole('heading', { level: 1, name: 'Sponsorship' })).toBeTruthy();
    const club = await screen.findByRole('article', { name: 'Lobby FC' });
    expect(within(club).getByText('Club')).toBeTruthy();
    expect(within(club).getByText(/Main sponsor\.\s+Since 2026\./)).toBeTruthy();
    const visit = within(club).getByRole('link', { name: 'Visit Lobby FC' });
    expect(visit.getAttribute('href')).toBe('https://example.org/club');
    expect(visit.getAttribute('rel')).toBe('noopener noreferrer');
    expect(club.querySelector('img')?.getAttribute('src')).toBe('/img/sponsors/1.svg?language=en');

    const marina = screen.getByRole('article', { name: 'Marina' });
    // Text stays text: the tags are shown, not applied.
    expect(within(marina).getByText('<b>not bold</b>')).toBeTruthy();
    expect(marina.querySelector('b')).toBeNull();
    expect(within(marina).queryByRole('link')).toBeNull();
  });

  it('says so when there is no sponsorship', async () => {
    renderAt('/sponsor', <SponsorPage />, { [contentPaths.sponsors]: [] });
    expect(await screen.findByText('No sponsorships to show right now.')).toBeTruthy();
  });
});

describe('DescriptionPage', () => {
  it('lists the sections in a table of contents linking to their anchors, HTML as the server sent it', async () => {
    renderAt('/description', <DescriptionPage />, { [contentPaths.description]: sections });
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe(
      '/description#about',
    );
    expect(within(contents).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe(
      '/description#terms',
    );
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(terms.id).toBe('terms');
    expect(within(terms).getByText('Rules')).toBeTruthy();
    expect(terms.querySelector('script')).toBeNull();
    expect(terms.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(within(terms).getByText('Last updated 21 November 2026')).toBeTruthy();
    const about = screen.getByRole('region', { name: 'About us' });
    expect(within(about).getByText('OpenLobby').tagName).toBe('STRONG');
  });
});

describe('SeamlessPage', () => {
  it('explains a missing or bad address and offers the way back to the games', () => {
    for (const path of [
      '/seamless',
      '/seamless?vassalage=PG',
      '/seamless?vassalage=P%20G&gameCode=x',
    ]) {
      const { unmount } = renderAt(path, <SeamlessPage />, {});
      expect(screen.getByRole('alert').textContent).toContain('does not name a game');
      expect(screen.getByRole('link', { name: 'Back to the games' }).getAttribute('href')).toBe(
        '/',
      );
      unmount();
    }
  });

  it('asks a visitor to log in first and launches nothing', () => {
    const fetchMock = renderAt('/seamless?vassalage=JILI&gameCode=fortune', <SeamlessPage />, {});
    expect(useSessionStore.getState().authModal).toMatchObject({ kind: 'login' });
    expect(screen.getByText('Log in to play this game.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("plays a member's game full-page, launched by provider and game code", async () => {
    useSessionStore.setState({
      isLogin: true,
      member: {
        id: 7,
        account: 'player',
        nickname: 'p',
        type: 0,
        currencySymbol: 'R$',
        totpEnabled: false,
      },
    });
    const fetchMock = renderAt('/seamless?vassalage=jili&gameCode=fortune', <SeamlessPage />, {
      '/wps/relay/GCS_gameLaunchFB': { url: '/games/sandbox/JILI/fortune?token=abc', demo: false },
    });
    const frame = await screen.findByTitle('fortune');
    expect(frame.getAttribute('src')).toBe('/games/sandbox/JILI/fortune?token=abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Playing fortune' })).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      vassalage: 'jili',
      gameCode: 'fortune',
      demo: false,
    });
  });

  it("opens a lottery game's own page instead", async () => {
    useSessionStore.setState({
      isLogin: true,
      member: {
        id: 7,
        account: 'player',
        nickname: 'p',
        type: 0,
        currencySymbol: 'R$',
        totpEnabled: false,
      },
    });
    renderAt('/seamless?vassalage=LOTT&gameCode=SSC', <SeamlessPage />, {
      '/wps/relay/GCS_gameLaunchFB': {
        url: '/lottery?gameCode=SSC',
        demo: false,
        lotteryPage: { path: '/lottery', gameCode: 'SSC' },
      },
    });
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
        '/lottery?gameCode=SSC',
      ),
    );
  });
});
