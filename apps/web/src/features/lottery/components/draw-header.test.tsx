import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawnDraw, openDraw, sscGame } from '../lottery-test-kit';
import { formatCountdown } from '@openlobby/contract/lottery/lottery-pages';
import { DrawHeader } from './draw-header';

afterEach(() => vi.useRealTimers());

describe('formatCountdown', () => {
  it('reads minutes and seconds, hours, then days, never below zero', () => {
    expect(formatCountdown(299_001)).toBe('05:00');
    expect(formatCountdown(59_000)).toBe('00:59');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(2 * 86_400_000 + 3_723_000)).toBe('2d 01:02:03');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });
});

describe('DrawHeader', () => {
  it('counts down to the close by the server clock, not the local one', () => {
    const local = Date.parse('2026-11-26T15:00:00Z');
    vi.useFakeTimers({ now: local, toFake: ['Date', 'setInterval', 'clearInterval'] });
    // The server is 30 s ahead of this computer; the draw closes 90 s after the server's now.
    const offset = 30_000;
    const game = sscGame({ currentDraw: openDraw(local + offset, 90_000) });
    render(<DrawHeader game={game} offset={offset} />);
    expect(screen.getByText('Draw 20261126-1505')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('01:30');
    act(() => vi.advanceTimersByTime(31_000));
    expect(screen.getByRole('timer').textContent).toBe('00:59');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Betting closes in 00:59');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Drawing… the next draw opens in a moment.')).toBeTruthy();
  });

  it('says when there is no draw to bet on, and shows the last draw’s numbers', () => {
    const last = drawnDraw('SSC');
    render(<DrawHeader game={sscGame({ lastDraw: last })} offset={0} />);
    expect(screen.getByText('No draw is open now.')).toBeTruthy();
    const balls = screen.getByRole('list', { name: 'Numbers of the last draw, 20261126-1500' });
    expect(balls.textContent).toBe(last.result!.join(''));
  });

  it('holds the last draw’s place with a line before the game’s first result', () => {
    const now = Date.parse('2026-11-26T15:00:00Z');
    vi.useFakeTimers({ now, toFake: ['Date', 'setInterval', 'clearInterval'] });
    render(<DrawHeader game={sscGame({ currentDraw: openDraw(now, 60_000) })} offset={0} />);
    expect(screen.getByText('No result yet: this is the game’s first draw.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
