import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecurityModal } from './security-modal';

// E calls are sealed with the server's key by Web Crypto; here the seal is a plain wrapper
// the fake server opens, so the test sees that the body went encrypted and what it held.
vi.mock('../../../lib/crypto/encrypt-body', () => ({
  encryptBody: async (body: unknown) => ({ sealed: body }),
  forgetEncryptionKey: () => undefined,
  getEncryptionKey: async () => ({ keyId: 'k', spki: '' }),
}));
vi.mock('qrcode', () => ({ toDataURL: async () => 'data:image/png;base64,' }));

const member = {
  id: 1,
  account: 'player01',
  nickname: 'Player',
  type: 0,
  currencySymbol: 'R$',
  mobileNum: null,
  email: null,
  totpEnabled: false,
};

/** The member info, the enrolment, and the confirm call answered by `confirm`. */
function serve(confirm: unknown) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input));
      if (init?.body) bodies.push(JSON.parse(String(init.body)));
      const reply =
        pathname === '/wps/member/info'
          ? { success: true, value: member }
          : pathname === '/wps/member/totp'
            ? {
                success: true,
                value: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x' },
              }
            : confirm;
      return new Response(JSON.stringify(reply), {
        status: (reply as { success: boolean }).success ? 200 : 400,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('SecurityModal', () => {
  it('binds an authenticator only with the current password, and says when it is wrong', async () => {
    const user = userEvent.setup();
    const message =
      'The current password or authenticator code is not correct. Nothing was changed.';
    const bodies = serve({ success: false, errorCode: 'STEP_UP_FAILED', message });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <SecurityModal onClose={() => undefined} />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Set up authenticator' }));
    await user.type(await screen.findByRole('textbox', { name: /6-digit code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText(/Current password/), 'My#Password1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
    expect(bodies).toEqual([{ sealed: { code: '123456', proof: 'My#Password1' } }]);
  });
});
