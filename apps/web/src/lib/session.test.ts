import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { clearLocalSession, writeToken } from './session';
import { storageKeys } from './storage-keys';

const member = {
  id: 1,
  account: 'player01',
  nickname: 'Player',
  currencySymbol: 'R$',
  totpEnabled: false,
};

describe('session store roles', () => {
  beforeEach(() => useSessionStore.getState().clearMember());

  it.each([1, 2, 41, 42])('type %i is an agent', (type) => {
    useSessionStore.getState().setMember({ ...member, type: type as 1 });
    expect(useSessionStore.getState()).toMatchObject({ isAgent: true, isTrial: false });
  });

  it('type 4 is a trial member; 0 is a plain member', () => {
    useSessionStore.getState().setMember({ ...member, type: 4 });
    expect(useSessionStore.getState()).toMatchObject({ isAgent: false, isTrial: true });
    useSessionStore.getState().setMember({ ...member, type: 0 });
    expect(useSessionStore.getState()).toMatchObject({ isAgent: false, isTrial: false });
  });
});

describe('clearLocalSession (logout)', () => {
  it('clears session storage except the merchant code and logs the store out', () => {
    writeToken('secret-token');
    sessionStorage.setItem(storageKeys.merchantCode, 'M001');
    sessionStorage.setItem(storageKeys.registerSettings, '{}');
    sessionStorage.setItem('vendors:pt', '[]');
    useSessionStore.getState().setMember({ ...member, type: 1 });
    useSessionStore.getState().setFirstTimeLogin(true);

    clearLocalSession();

    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem(storageKeys.merchantCode)).toBe('M001');
    expect(useSessionStore.getState()).toMatchObject({
      isLogin: false,
      isAgent: false,
      isTrial: false,
      firstTimeLogin: false,
      member: null,
    });
  });
});

describe('the member hint cookie (ADR 057)', () => {
  it('is set while the tab holds a token, carries nothing of it, and goes at logout', () => {
    writeToken('secret-token');
    expect(document.cookie).toContain('member=1');
    expect(document.cookie).not.toContain('secret-token');
    clearLocalSession();
    expect(document.cookie).not.toContain('member=');
    writeToken('another-token');
    writeToken(null);
    expect(document.cookie).not.toContain('member=');
  });
});
