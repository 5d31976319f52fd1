import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, serve } from '../../../test/api-stub';
import { RightBar } from './right-bar';

afterEach(() => vi.unstubAllGlobals());

describe('RightBar', () => {
  it('folds behind one Support button (phones) that opens and, on Escape, closes it', async () => {
    const user = userEvent.setup();
    serve({});
    renderWithClient(
      <MemoryRouter>
        <RightBar />
      </MemoryRouter>,
    );
    const bar = screen.getByRole('complementary', { name: 'Support and shortcuts' });
    const toggle = within(bar).getByRole('button', { name: 'Support' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(list && bar.contains(list)).toBe(true);
    expect(within(list!).getByRole('link', { name: 'Download the app' })).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(bar.getAttribute('data-open')).toBe('true');

    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
