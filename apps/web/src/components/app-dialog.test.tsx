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

  it('dims the page behind it by default, and not with the background flag off', async () => {
    // The dimming is the native ::backdrop, styled from this flag (jsdom draws no pseudo-elements).
    const { unmount } = render(<Harness />);
    expect((await screen.findByRole('dialog')).dataset.background).toBe('on');
    unmount();
    render(<Harness background={false} />);
    expect((await screen.findByRole('dialog')).dataset.background).toBe('off');
  });

  it('opens as a modal in <body>, and closes natively when it goes away', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = (await screen.findByRole('dialog')) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog.open).toBe(true);
    const closed = vi.fn();
    dialog.addEventListener('close', closed);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(dialog.isConnected).toBe(false);
  });

  it('stays open when the browser closes it without asking (a second Escape in Chromium)', async () => {
    const onClosed = vi.fn();
    render(<Harness closeButton={false} onClosed={onClosed} />);
    const dialog = (await screen.findByRole('dialog')) as HTMLDialogElement;
    act(() => dialog.close());
    expect(dialog.open).toBe(true);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('reports a close it did not ask for as a close request when it has a close button', async () => {
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} />);
    const dialog = (await screen.findByRole('dialog')) as HTMLDialogElement;
    act(() => dialog.close());
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to the element that opened it, also under a nested confirm', async () => {
    function Nested() {
      const [outer, setOuter] = useState(false);
      const [inner, setInner] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOuter(true)}>
            open
          </button>
          <AppDialog name="outer" title="Outer" open={outer} onClose={() => setOuter(false)}>
            <button type="button" onClick={() => setInner(true)}>
              ask
            </button>
            <AppDialog
              name="inner"
              label="Sure?"
              role="alertdialog"
              open={inner}
              onClose={() => setInner(false)}
            >
              <p>Sure?</p>
            </AppDialog>
          </AppDialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog', { name: 'Outer' });
    await user.click(screen.getByRole('button', { name: 'ask' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sure?' });
    expect(confirm.contains(document.activeElement)).toBe(true);
    // Escape closes only the topmost dialog.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ask' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'open' }));
  });

  it('keeps its title bar on screen however far it is dragged', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Test dialog' });
    const handle = dialog.querySelector('[data-drag-handle]') as HTMLElement;
    fireEvent.pointerDown(handle, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: -5000, clientY: -5000, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    // The box starts at (0, 0) in jsdom: it may not go above the window's top edge, and
    // 48 px of its width stay inside on the left.
    expect(dialog.style.translate).toBe('48px 0px');
    fireEvent.pointerDown(handle, { button: 0, clientX: 0, clientY: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 9000, clientY: 9000, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    const max = `${48 + window.innerWidth - 48}px ${window.innerHeight - 48}px`;
    expect(dialog.style.translate).toBe(max);
  });

  it('opens centred again after being dragged and closed', async () => {
    function Reopen() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            reopen
          </button>
          <AppDialog name="again" title="Again" open={open} onClose={() => setOpen(false)}>
            <p>body</p>
          </AppDialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Reopen />);
    const dialog = await screen.findByRole('dialog', { name: 'Again' });
    const handle = dialog.querySelector('[data-drag-handle]') as HTMLElement;
    fireEvent.pointerDown(handle, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 110, clientY: 60, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(dialog.style.translate).toBe('100px 50px');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'reopen' }));
    const again = await screen.findByRole('dialog', { name: 'Again' });
    expect(again.style.translate).toBe('0px 0px');
  });
});
