import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@openlobby/contract/identity/member';
import { renderWithClient, serve } from '../../../test/api-stub';
import { useSessionStore } from '../../../stores/session-store';
import { HandoverDialog } from './handover-dialog';

const theirs: MemberInfo = {
  id: 7,
  account: 'stranger',
  nickname: 'Stranger',
  type: 0,
  currencySymbol: 'R$',
  mobileNum: null,
  email: null,
  totpEnabled: false,
  iconUrl: null,
};

/** The dialog for a hand-over of `token`, on `path`; returns the router to read where it went. */
function show(token: string, path = '/') {
  useSessionStore.getState().setPendingHandover(token);
  const router = createMemoryRouter(
    [
      { path: '*', element: <HandoverDialog token={token} /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithClient(<RouterProvider router={router} />);
  return router;
}

const sentAuthorization = () =>
  (vi.mocked(fetch).mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization;

afterEach(() => {
  useSessionStore.getState().setPendingHandover(null);
  useSessionStore.getState().clearMember();
});

describe('HandoverDialog', () => {
  it('names the account a link signs into, and only Continue makes it the tab’s session', async () => {
    serve({ '/wps/member/info': theirs });
    show('their-token');
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in from a link' });
    expect(dialog.textContent).toContain('This link signs you in as stranger.');
    // Read with the handed-over token; the tab has none until the member agrees.
    expect(sentAuthorization()).toBe('their-token');
    expect(sessionStorage.getItem('token')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue as stranger' }));
    expect(sessionStorage.getItem('token')).toBe('their-token');
    expect(useSessionStore.getState()).toMatchObject({
      isLogin: true,
      tokenHandedOver: true,
      pendingHandover: null,
    });
  });

  it('says which account a member would leave, and Cancel keeps it', async () => {
    sessionStorage.setItem('token', 'mine');
    useSessionStore.getState().setLogin(true);
    useSessionStore.getState().setMember({ ...theirs, id: 1, account: 'me_myself' });
    serve({ '/wps/member/info': theirs });
    show('their-token');
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in from a link' });
    expect(dialog.textContent).toContain('You will leave the account me_myself in this tab.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sessionStorage.getItem('token')).toBe('mine');
    // The mount (HandoverMount) closes the dialog when nothing is pending any more.
    expect(useSessionStore.getState().pendingHandover).toBeNull();
  });

  it('drops a token the server does not know without a word; a login page then asks for a login', async () => {
    serve({ '/wps/member/info': { errorCode: 'UNAUTHORIZED', message: 'Not logged in' } });
    const router = show('dead-token', '/pointMall');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useSessionStore.getState().pendingHandover).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
