import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { RealAccountDialog, requireRealAccount } from './real-account-dialog';

afterEach(() => {
  useSessionStore.setState({ isLogin: false, isTrial: false, authModal: null });
});

describe('RealAccountDialog (the trial notice)', () => {
  it('says why it opened and leads a trial member to registration', async () => {
    const onRegister = vi.fn();
    render(<RealAccountDialog onRegister={onRegister} />);
    useSessionStore.setState({ isLogin: true, isTrial: true });
    let allowed = true;
    act(() => {
      allowed = requireRealAccount();
    });
    expect(allowed).toBe(false);
    const notice = await screen.findByRole('alertdialog', { name: 'Register to play for real' });
    expect(notice.textContent).toContain('Please Register An Account First');
    expect(notice.textContent).toContain('trial credit only');
    await userEvent.click(screen.getByRole('button', { name: 'Register now' }));
    expect(onRegister).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets a real member go on and shows nothing', () => {
    render(<RealAccountDialog onRegister={() => undefined} />);
    useSessionStore.setState({ isLogin: true, isTrial: false });
    expect(requireRealAccount()).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
