import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { SendCodeButton } from './send-code-button';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * A click and what its handler awaits (the check, then the send), each a microtask, before
 * the updates they make are drawn.
 */
async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

describe('SendCodeButton', () => {
  it('counts down 60 s × expiredMinutes, disabled meanwhile', async () => {
    const send = vi.fn().mockResolvedValue({ expiredMinutes: 2 });
    render(<SendCodeButton validate={() => true} send={send} />);
    await click(screen.getByRole('button', { name: 'Send code' }));
    const waiting = screen.getByRole('button', { name: 'Resend in 120 s' });
    expect(waiting).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not send when the number is invalid, and sends at most once a second', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError('RATE_LIMITED', 'Too many', 429));
    const validate = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    render(<SendCodeButton validate={validate} send={send} />);
    const button = screen.getByRole('button', { name: 'Send code' });
    await click(button);
    expect(send).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    await click(button);
    expect(send).toHaveBeenCalledTimes(1);
    // Within the same second a second click is dropped.
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows the server message in a warning dialog with an OK button on failure', async () => {
    const send = vi
      .fn()
      .mockRejectedValue(new ApiError('RATE_LIMITED', 'Try again in 5 minutes', 429));
    render(<SendCodeButton validate={() => true} send={send} />);
    await click(screen.getByRole('button', { name: 'Send code' }));
    act(() => vi.advanceTimersByTime(100));
    const dialog = screen.getByRole('alertdialog', { name: 'Warning' });
    expect(dialog.textContent).toContain('Try again in 5 minutes');
    await click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false);
  });
});
