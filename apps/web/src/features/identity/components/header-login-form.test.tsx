import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { HeaderLoginForm } from './header-login-form';

describe('HeaderLoginForm', () => {
  it('warns with in_incorrect_password when a field is empty, and hands valid input on', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ authModal: null });
    render(<HeaderLoginForm />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter your username and password correctly.',
    );
    expect(useSessionStore.getState().authModal).toBeNull();

    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useSessionStore.getState().authModal).toEqual({
      kind: 'login',
      prefill: { username: 'player01', password: 'Secret123' },
    });
  });
});
