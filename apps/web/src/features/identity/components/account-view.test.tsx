import { defaultProfileRules } from '@openlobby/contract/identity/profile-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { AccountView } from './account-view';

// E calls are sealed by Web Crypto with the server's key; here the seal is a plain wrapper
// the fake server opens, so the tests see that a body went encrypted and what it held.
vi.mock('../../../lib/crypto/encrypt-body', () => ({
  encryptBody: async (body: unknown) => ({ sealed: body }),
  forgetEncryptionKey: () => undefined,
  getEncryptionKey: async () => ({ keyId: 'k', spki: '' }),
}));
vi.mock('qrcode', () => ({ toDataURL: async () => 'data:image/png;base64,' }));

const rules = defaultProfileRules;
const overview = {
  account: 'player01',
  profile: [
    { field: 'nickname', value: 'Lucky', rule: rules.nickname, locked: false },
    { field: 'fullName', value: 'Maria Silva', rule: rules.fullName, locked: true },
    { field: 'birthday', value: null, rule: rules.birthday, locked: false },
    { field: 'telegram', value: null, rule: rules.telegram, locked: false },
  ],
  iconUrl: null,
  hasPaymentPassword: false,
  mobileNum: '+55 ••••••5678',
  email: null,
  totpEnabled: false,
};
const sessions = {
  sessions: [
    {
      id: 9,
      ip: '198.51.100.9',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36',
      createdAt: '2026-11-25T10:00:00.000Z',
      lastSeenAt: '2026-11-25T11:00:00.000Z',
      current: false,
    },
    {
      id: 8,
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0',
      createdAt: '2026-11-24T10:00:00.000Z',
      lastSeenAt: '2026-11-26T10:00:00.000Z',
      current: true,
    },
  ],
  logins: [{ at: '2026-11-25T10:00:00.000Z', ip: '198.51.100.9', userAgent: null }],
};

type Sent = { method: string; path: string; body: unknown };

/** The API as the view reads it; writes are recorded and answered from `writes`. */
function serve(writes: Record<string, unknown> = {}) {
  const sent: Sent[] = [];
  const reads: Record<string, unknown> = {
    '/wps/member/account': overview,
    '/wps/member/account/sessions': sessions,
    '/wps/member/info/icon': {
      iconUrl: null,
      avatars: [1, 2, 3].map((n) => ({ n, url: `/wps/member/avatars/${n}` })),
    },
    '/wps/member/info': { id: 1, account: 'player01', totpEnabled: false },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input));
      const method = init?.method ?? 'GET';
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? null);
      if (method !== 'GET') sent.push({ method, path: pathname, body });
      const value = method === 'GET' ? reads[pathname] : writes[`${method} ${pathname}`];
      const failure = value && typeof value === 'object' && 'errorCode' in value;
      return new Response(
        JSON.stringify(failure ? { success: false, ...value } : { success: true, value }),
        { status: failure ? 400 : 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return sent;
}

function renderView() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AccountView />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useSessionStore.setState({ language: 'en' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('AccountView', () => {
  it('edits the profile: a locked field is read-only, an under-21 birthday is refused first', async () => {
    const user = userEvent.setup();
    const sent = serve({
      'PUT /wps/member/account/profile': {
        errorCode: 'FIELD_INVALID',
        message: 'Some of the information is not valid.',
        value: { field: 'telegram', message: 'Enter 3-32 characters without spaces.' },
      },
    });
    renderView();
    const fullName = await screen.findByRole('textbox', { name: 'Full name' });
    expect((fullName as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('Set and locked: contact support to correct it.')).toBeTruthy();

    const birthday = screen.getByLabelText('Birthday');
    await user.type(birthday, `${new Date().getUTCFullYear() - 20}-05-01`);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('You must be 21 or older.')).toBeTruthy();
    expect(sent).toEqual([]);

    // The server's own refusal lands on its field.
    await user.clear(birthday);
    await user.type(birthday, '1990-05-01');
    await user.type(screen.getByRole('textbox', { name: 'Telegram' }), '@maria');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter 3-32 characters without spaces.')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/wps/member/account/profile',
        body: { nickname: 'Lucky', birthday: '1990-05-01', telegram: '@maria' },
      },
    ]);
  });

  it('says the birthday rule in Portuguese for a Portuguese reader', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ language: 'pt' });
    await i18n.changeLanguage('pt');
    serve();
    renderView();
    const birthday = await screen.findByLabelText('Data de nascimento');
    await user.type(birthday, `${new Date().getUTCFullYear() - 3}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(await screen.findByText('Você precisa ter 21 anos ou mais.')).toBeTruthy();
  });

  it('picks an avatar, and refuses a file that is not a picture without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = serve({
      'PUT /wps/member/info/icon': { iconUrl: '/wps/member/avatars/2', avatars: [] },
      'POST /wps/member/info/icon': {
        errorCode: 'ICON_NOT_IMAGE',
        message: 'The icon must be a PNG or JPEG picture. Nothing was changed.',
      },
    });
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Use avatar 2' }));
    expect(await screen.findByText('Icon updated.')).toBeTruthy();
    expect(sent[0]).toEqual({ method: 'PUT', path: '/wps/member/info/icon', body: { avatar: 2 } });

    const upload = screen.getByLabelText('Upload a picture');
    await user.upload(upload, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Choose a PNG or JPEG picture.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    // A file that claims to be a PNG goes to the server, which judges its bytes.
    await user.upload(upload, new File(['<html>'], 'fake.png', { type: 'image/png' }));
    expect(
      await screen.findByText('The icon must be a PNG or JPEG picture. Nothing was changed.'),
    ).toBeTruthy();
    expect(sent[1]).toMatchObject({ method: 'POST', path: '/wps/member/info/icon' });
    expect(sent[1]!.body).toBeInstanceOf(FormData);
  });

  it('sets the first payment password with the login password, encrypted', async () => {
    const user = userEvent.setup();
    const message =
      'The current password or authenticator code is not correct. Nothing was changed.';
    const sent = serve({
      'PUT /wps/member/account/payment-password': { errorCode: 'STEP_UP_FAILED', message },
    });
    renderView();
    const form = await screen.findByRole('form', { name: 'Payment password' });
    expect(within(form).getByText('Not set yet: set one to confirm transfers.')).toBeTruthy();
    await user.type(within(form).getByLabelText(/^Login password/), 'Wrong#2026');
    await user.type(within(form).getByLabelText(/^New payment password/), '135790');
    await user.type(within(form).getByLabelText(/^Confirm payment password/), '135791');
    await user.click(within(form).getByRole('button', { name: 'Set payment password' }));
    expect(within(form).getByText('The payment passwords do not match.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText(/^Confirm payment password/));
    await user.type(within(form).getByLabelText(/^Confirm payment password/), '135790');
    await user.click(within(form).getByRole('button', { name: 'Set payment password' }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/wps/member/account/payment-password',
        body: {
          sealed: {
            proof: 'Wrong#2026',
            newPaymentPassword: '135790',
            confirmPaymentPassword: '135790',
          },
        },
      },
    ]);
  });

  it('binds a phone with the code sent to it and the password, encrypted', async () => {
    const user = userEvent.setup();
    const message =
      'The current password or authenticator code is not correct. Nothing was changed.';
    const sent = serve({
      'POST /wps/member/account/contact/code': { expiredMinutes: 5 },
      'PUT /wps/member/account/contact': { errorCode: 'STEP_UP_FAILED', message },
    });
    renderView();
    expect(await screen.findByText('+55 ••••••5678')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change the mobile number' }));
    const form = screen.getByRole('form', { name: 'New mobile number' });
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(within(form).getByText('Please enter a valid mobile number')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(
      within(form).getByRole('textbox', { name: /^New mobile number/ }),
      '11 98765-4321',
    );
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('Code sent. It is valid for 5 minutes.')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: /^Verification code/ }), '123456');
    await user.type(within(form).getByLabelText(/^Login password/), 'Wrong#2026');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/wps/member/account/contact/code',
        body: { channel: 'mobile', countryDialingCode: '+55', mobileNum: '11987654321' },
      },
      {
        method: 'PUT',
        path: '/wps/member/account/contact',
        body: {
          sealed: {
            channel: 'mobile',
            countryDialingCode: '+55',
            mobileNum: '11987654321',
            code: '123456',
            proof: 'Wrong#2026',
          },
        },
      },
    ]);
  });

  it('lists the sessions with this one marked, and logs out another or all the others', async () => {
    const user = userEvent.setup();
    const sent = serve({
      'DELETE /wps/member/account/sessions/9': { ...sessions, sessions: [sessions.sessions[1]] },
      'DELETE /wps/member/account/sessions': { ended: 1 },
    });
    renderView();
    const table = await screen.findByRole('table', { name: 'Active sessions' });
    const [, other, current] = within(table).getAllByRole('row');
    expect(other!.textContent).toContain('Chrome on Windows');
    expect(current!.textContent).toContain('Firefox on Linux');
    expect(current!.textContent).toContain('This device');
    expect(within(current!).queryByRole('button')).toBeNull();
    const logins = screen.getByRole('table', { name: 'Recent logins' });
    expect(logins.textContent).toContain('Unknown device');

    await user.click(screen.getByRole('button', { name: 'Log out my other sessions' }));
    expect(await screen.findByText('1 other session logged out.')).toBeTruthy();
    await user.click(
      within(other!).getByRole('button', { name: 'Log out the session on Chrome on Windows' }),
    );
    expect(await screen.findByText('Session logged out.')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    const endOthers = screen.getByRole('button', { name: 'Log out my other sessions' });
    expect((endOthers as HTMLButtonElement).disabled).toBe(true);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'DELETE /wps/member/account/sessions',
      'DELETE /wps/member/account/sessions/9',
    ]);
  });
});
