import { errorMessages } from '@openlobby/contract/error-codes';
import type { Language } from '@openlobby/contract/language';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { AgentLoginForm } from './agent-login-form';

// The slider is answered at once (its own suite drives the puzzle).
vi.mock('../hooks/use-slider-gate', () => ({
  SliderCancelled: class SliderCancelled extends Error {},
  useSliderGate: () => ({ verify: async () => 'slider-token', dialog: null }),
}));
// E calls are sealed by Web Crypto; here the seal is a wrapper the fake server opens.
vi.mock('../../../lib/crypto/encrypt-body', () => ({
  encryptBody: async (body: unknown) => ({ sealed: body }),
  forgetEncryptionKey: () => undefined,
  getEncryptionKey: async () => ({ keyId: 'k', spki: '' }),
}));

type LoginBody = { sealed: { username: string; agentLogin?: boolean } };

/**
 * The server's login as the agent login meets it: demo_agent (type 1) gets in, player01 (a
 * member) is refused with AGENT_ONLY in the language the request asked for.
 */
function serveLogin() {
  const logins: LoginBody[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input));
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (pathname === '/wps/session/login') {
      const body = JSON.parse(String(init?.body)) as LoginBody;
      logins.push(body);
      if (body.sealed.username !== 'demo_agent') {
        const language = new Headers(init?.headers).get('Accept-Language') as Language;
        const message = errorMessages.AGENT_ONLY[language];
        return json({ success: false, errorCode: 'AGENT_ONLY', message }, 403);
      }
      const value = {
        token: 't-agent',
        firstTimeLogin: false,
        passwordExpired: false,
        mustChangePassword: false,
      };
      return json({ success: true, value });
    }
    if (pathname === '/wps/member/info') {
      const value = {
        id: 2,
        account: 'demo_agent',
        nickname: 'Agent',
        type: 1,
        currencySymbol: 'R$',
        mobileNum: null,
        email: null,
        totpEnabled: false,
      };
      return json({ success: true, value });
    }
    throw new TypeError(`Failed to fetch ${pathname}`);
  });
  return logins;
}

function renderAt() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/agentHome', element: <AgentLoginForm /> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: ['/agentHome?from=test'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function logIn(
  username: string,
  password: string,
  labels = { user: 'Username', pass: 'Password', submit: 'Log in' },
) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: labels.user }), username);
  await user.type(screen.getByLabelText(new RegExp(`^${labels.pass}`)), password);
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearMember();
});

describe('AgentLoginForm', () => {
  it('sends an agent login, and tells a member that non-agents cannot log in', async () => {
    const logins = serveLogin();
    renderAt();
    await logIn('player01', 'Player#2026');
    expect((await screen.findByRole('alert')).textContent).toBe('Non-agents cannot log in');
    expect(logins.at(-1)?.sealed).toMatchObject({ username: 'player01', agentLogin: true });
    expect(useSessionStore.getState().isLogin).toBe(false);
  });

  it('says it in Portuguese to a Portuguese reader', async () => {
    useSessionStore.setState({ language: 'pt' });
    await i18n.changeLanguage('pt');
    serveLogin();
    renderAt();
    await logIn('player01', 'Player#2026', { user: 'Usuário', pass: 'Senha', submit: 'Entrar' });
    expect((await screen.findByRole('alert')).textContent).toBe('Não agentes não podem entrar');
  });

  it('lets an agent in and lands it on /agentHome as an agent', async () => {
    serveLogin();
    const router = renderAt();
    await logIn('demo_agent', 'Agent#2026');
    await vi.waitFor(() => expect(useSessionStore.getState().isAgent).toBe(true));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(router.state.location.search).toBe('');
  });
});
