import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDialog, dialogOpenDelayMs, type AppDialogProps } from './app-dialog';

function Harness(props: Partial<AppDialogProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">outside</button>
      <AppDialog
        name="test"
        title="Test dialog"
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClosed?.();
        }}
        {...props}
      >
        <input aria-label="inside" />
      </AppDialog>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AppDialog', () => {
  it('opens only after 100 ms, as a dialog named by its title with focus inside', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    act(() => vi.advanceTimersByTime(dialogOpenDelayMs - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: 'Test dialog' });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with its close button and with Escape', async () => {
    const onClosed = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClosed={onClosed} />);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    render(<Harness onClosed={onClosed} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(2);
  });

  it('is not closed by a click outside', async () => {
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.pointerDown(document.body);
    fireEvent.mouseDown(document.body);
    fireEvent.click(document.body);
    expect(onClosed).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(true);
  });

  it('without the close button flag, neither a button nor Escape closes it', async () => {
    const onClosed = vi.fn();
    const user = userEvent.setup();
    render(<Harness closeButton={false} onClosed={onClosed} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('fixes the body while open and restores the scroll position on close', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    const user = userEvent.setup();
    render(<Harness />);
    await screen.findByRole('dialog');
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-420px');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('leaves the body alone without the scroll lock flag, and drops the background', async () => {
    render(<Harness scrollLock={false} background={false} />);
    await screen.findByRole('dialog');
    expect(document.body.style.top).toBe('');
  });

  it('is named by its label when it has no title, and moves when its title bar is dragged', async () => {
    render(<Harness title={undefined} label="Unnamed" />);
    const dialog = await screen.findByRole('dialog', { name: 'Unnamed' });
    const handle = dialog.querySelector('[data-drag-handle]') as HTMLElement;
    fireEvent.pointerDown(handle, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 60, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(dialog.style.translate).toBe('50px 20px');
  });
});
