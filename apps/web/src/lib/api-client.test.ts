import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { apiGet, ApiError } from './api-client';

const refusal = {
  success: false,
  errorCode: 'PASSWORD_CHANGE_REQUIRED',
  message: 'Please change your password before you continue.',
};

describe('a session that must change its password (S10)', () => {
  beforeEach(() => {
    useSessionStore.getState().closeAuthModal();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 403 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the forced change-password dialog when the server refuses a call for it', async () => {
    const call = apiGet('/wps/v2/wallets/balance');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ errorCode: 'PASSWORD_CHANGE_REQUIRED' });
    expect(useSessionStore.getState().authModal).toEqual({
      kind: 'changePass',
      forced: true,
      expired: false,
    });
  });

  it('leaves the dialogs alone for other refusals', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ ...refusal, errorCode: 'FORBIDDEN' }), { status: 403 }),
      ),
    );
    await expect(apiGet('/wps/v2/wallets/balance')).rejects.toMatchObject({
      errorCode: 'FORBIDDEN',
    });
    expect(useSessionStore.getState().authModal).toBeNull();
  });
});
