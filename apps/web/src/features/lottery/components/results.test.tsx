import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { drawnDraw, renderLottery, serve, sscGame } from '../lottery-test-kit';
import { Results } from './results';

beforeEach(() => useSessionStore.setState({ isLogin: true }));
afterEach(() => vi.unstubAllGlobals());

describe('Results', () => {
  it('lists the last results as balls and verifies a draw in the browser', async () => {
    const user = userEvent.setup();
    const draw = drawnDraw('SSC');
    serve({ '/lgw/games/results': { draws: [draw] } });
    renderLottery(<Results game={sscGame()} family="SSC" />);
    const balls = await screen.findByRole('list', { name: 'Numbers of draw 20261126-1500' });
    expect(
      within(balls)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(draw.result);
    const sum = draw.result!.reduce((n, d) => n + Number(d), 0);
    const facts = `^Sum ${sum} · ${sum >= 23 ? 'Big' : 'Small'} · (Odd|Even) · (Dragon|Tiger|Tie)$`;
    expect(screen.getByText(new RegExp(facts))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify draw 20261126-1500' }));
    expect(screen.getByRole('status').textContent).toMatch(/^Verified/);
    expect(screen.getByText(draw.seed!)).toBeTruthy();
    // The trend counts the same result.
    expect(screen.getByRole('table', { name: /in the last 1 draws/ })).toBeTruthy();
  });

  it("opens the check of the betting record's draw (?draw=), reading it when not listed", async () => {
    const recent = drawnDraw('SSC');
    const older = drawnDraw('SSC', { drawNumber: '20261120-0007' });
    const sent = serve({
      '/lgw/games/results': { draws: [recent] },
      '/lgw/games/draw': (_body: unknown, query: Record<string, string>) =>
        query.drawNumber === older.drawNumber
          ? older
          : { errorCode: 'LOTTERY_DRAW_UNKNOWN', message: 'unknown' },
    });
    renderLottery(
      <Results game={sscGame()} family="SSC" />,
      `/lottery?vassalage=LOTT&gameCode=SSC&draw=${older.drawNumber}`,
    );
    const panel = await screen.findByRole('region', { name: 'Verification of draw 20261120-0007' });
    expect(within(panel).getByRole('status').textContent).toMatch(/^Verified/);
    expect(within(panel).getByText(older.seed!)).toBeTruthy();
    expect(sent.find((s) => s.path === '/lgw/games/draw')?.query).toEqual({
      vassalage: 'LOTT',
      gameCode: 'SSC',
      drawNumber: '20261120-0007',
    });
  });

  it('says so when the linked draw is not one of the game', async () => {
    serve({
      '/lgw/games/results': { draws: [drawnDraw('SSC')] },
      '/lgw/games/draw': { errorCode: 'LOTTERY_DRAW_UNKNOWN', message: 'unknown' },
    });
    renderLottery(<Results game={sscGame()} family="SSC" />, '/lottery?draw=20200101-0001');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Draw 20200101-0001 of this game could not be found.',
    );
    expect(screen.queryByRole('region', { name: /^Verification/ })).toBeNull();
  });

  it('shows a mismatch when the published result is not what the seed gives', async () => {
    const user = userEvent.setup();
    const honest = drawnDraw('SSC');
    const tampered = { ...honest, result: honest.result!.map((d) => String((Number(d) + 1) % 10)) };
    serve({ '/lgw/games/results': { draws: [tampered] } });
    renderLottery(<Results game={sscGame()} family="SSC" />);
    await user.click(await screen.findByRole('button', { name: 'Verify draw 20261126-1500' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Mismatch: the recomputed result is not the published one.',
    );
    expect(screen.queryByText(/^Verified/)).toBeNull();
  });

  it('shows a mismatch when the revealed seed does not match the hash published before', async () => {
    const user = userEvent.setup();
    const draw = { ...drawnDraw('VN_NORTH', { vassalage: 'TCG_LOTTO_VN', gameCode: 'MB' }) };
    serve({ '/lgw/games/results': { draws: [{ ...draw, seedHash: 'b'.repeat(64) }] } });
    renderLottery(
      <Results
        game={sscGame({ vassalage: 'TCG_LOTTO_VN', gameCode: 'MB', family: 'VN_NORTH' })}
        family="VN_NORTH"
      />,
    );
    // Many numbers: the special prize first, the tiers on demand.
    expect(await screen.findByText('All prizes')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Numbers of draw 20261126-1500' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify draw 20261126-1500' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Mismatch: the revealed seed does not match the published hash.',
    );
  });
});
