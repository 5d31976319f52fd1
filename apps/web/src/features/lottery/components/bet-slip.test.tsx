import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { changes, openDraw, renderLottery, serve, sscGame } from '../lottery-test-kit';
import { BetSlip } from './bet-slip';

const now = Date.now();
const game = sscGame({ currentDraw: openDraw(now, 600_000) });

function serveSlip(balance = 100_000, sends: Record<string, unknown> = {}) {
  return serve({ '/wps/v2/wallets/balance': { balance, currency: 'BRL' } }, sends);
}

const summary = () => screen.getByText(/^(\d+ units? ×|Pick your numbers)/);
const pick = (name: string) => screen.getByRole('button', { name });

beforeEach(() => useSessionStore.setState({ isLogin: true }));
afterEach(() => vi.unstubAllGlobals());

// Many clicks each, on two shared cores: more time than the default 5 s.
describe('BetSlip', { timeout: 20_000 }, () => {
  it('prices the picks with the shared maths: units × unit stake × multiplier', async () => {
    const user = userEvent.setup();
    serveSlip();
    renderLottery(<BetSlip game={game} family="SSC" offset={0} />);
    expect(screen.getByRole('tab', { name: 'Position', selected: true })).toBeTruthy();
    expect(summary().textContent).toBe('Pick your numbers to see the units and the total.');
    await user.click(pick('Position 1: 7'));
    expect(pick('Position 1: 7').getAttribute('aria-pressed')).toBe('true');
    expect(summary().textContent).toBe('1 unit × R$1.00 × 1 = R$1.00');
    await user.click(pick('Position 2: 3'));
    const multiplier = screen.getByRole('textbox', { name: 'Multiplier' });
    await user.clear(multiplier);
    await user.type(multiplier, '3');
    expect(summary().textContent).toBe('2 units × R$1.00 × 3 = R$6.00');
    // A whole row: ten units.
    await user.click(screen.getByRole('button', { name: 'Position 3: pick all' }));
    expect(summary().textContent).toBe('12 units × R$1.00 × 3 = R$36.00');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(pick('Position 1: 7').getAttribute('aria-pressed')).toBe('false');
  });

  it('quick-picks a valid selection of the bet type', async () => {
    const user = userEvent.setup();
    serveSlip();
    renderLottery(
      <BetSlip
        game={sscGame({ gameCode: '11X5', family: '11X5', currentDraw: openDraw(now, 600_000) })}
        family="11X5"
        offset={0}
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Any' }));
    await user.click(screen.getByRole('button', { name: 'Any 2' }));
    await user.click(screen.getByRole('button', { name: 'Quick pick' }));
    const pressed = screen
      .getAllByRole('button', { pressed: true })
      .filter((b) => b.getAttribute('aria-label')?.startsWith('Numbers:'));
    expect(pressed).toHaveLength(2);
    expect(summary().textContent).toBe('1 unit × R$1.00 × 1 = R$1.00');
  });

  it('refuses before sending: nothing picked, stake out of range, total above the balance', async () => {
    const user = userEvent.setup();
    const sent = serveSlip(500);
    renderLottery(<BetSlip game={game} family="SSC" offset={0} />);
    await waitFor(() => expect(sent.some((s) => s.path === '/wps/v2/wallets/balance')).toBe(true));
    const place = screen.getByRole('button', { name: 'Place bet' });
    await user.click(place);
    expect(screen.getByRole('alert').textContent).toBe('Pick your numbers first.');
    await user.click(pick('Position 5: 0'));
    const stake = screen.getByRole('textbox', { name: 'Unit stake (R$)' });
    await user.clear(stake);
    await user.type(stake, '0.05');
    await user.click(place);
    expect(screen.getByRole('alert').textContent).toBe(
      'The unit stake must be between R$0.10 and R$10,000.00.',
    );
    await user.clear(stake);
    await user.type(stake, '6');
    await user.click(place);
    expect(screen.getByRole('alert').textContent).toBe('The total is above your balance.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(changes(sent)).toEqual([]);
  });

  it('in Portuguese too', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ language: 'pt' });
    await i18n.changeLanguage('pt');
    serveSlip();
    renderLottery(<BetSlip game={game} family="SSC" offset={0} />);
    await user.click(screen.getByRole('button', { name: 'Apostar' }));
    expect(screen.getByRole('alert').textContent).toBe('Escolha seus números primeiro.');
  });

  it('confirms the slip’s total, then sends every line and reads the balance again', async () => {
    const user = userEvent.setup();
    let balance = 100_000;
    const sent = serve(
      { '/wps/v2/wallets/balance': () => ({ balance, currency: 'BRL' }) },
      {
        'POST /lgw/bets': (body: unknown) => {
          balance -= 1_200;
          const bets = (body as { bets: unknown[] }).bets;
          return { bets: bets.map((_, i) => ({ id: i + 1 })), balance };
        },
      },
    );
    renderLottery(<BetSlip game={game} family="SSC" offset={0} />);
    await user.click(pick('Position 1: 1'));
    await user.click(pick('Position 1: 2'));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByRole('heading', { name: 'Slip: 1 bet' })).toBeTruthy();
    expect(pick('Position 1: 1').getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('tab', { name: 'Big/small' }));
    await user.click(pick('Position 1: Big'));
    const stake = screen.getByRole('textbox', { name: 'Unit stake (R$)' });
    await user.clear(stake);
    await user.type(stake, '10');
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByText('Slip total: R$12.00')).toBeTruthy();
    // A line can go again.
    await user.click(pick('Position 2: Odd'));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(
      screen.getByRole('button', {
        name: 'Remove bet 3: Big/small/odd/even by position, Position 2: Odd',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Slip: 2 bets' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm bets' });
    expect(within(dialog).getByText('2 bets on draw 20261126-1505, total R$12.00.')).toBeTruthy();
    expect(changes(sent)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm bet' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      '2 bets placed on draw 20261126-1505. Your balance: R$988.00.',
    );
    const [post] = changes(sent);
    const body = post?.body as { requestId: string };
    expect(post?.path).toBe('/lgw/bets');
    expect(body).toEqual({
      vassalage: 'LOTT',
      gameCode: 'SSC',
      drawNumber: '20261126-1505',
      requestId: body.requestId,
      bets: [
        {
          betType: 'SSC_POS',
          selection: [['1', '2'], [], [], [], []],
          unitStake: 100,
          multiplier: 1,
        },
        {
          betType: 'SSC_BSOE',
          selection: [['BIG'], [], [], [], []],
          unitStake: 1_000,
          multiplier: 1,
        },
      ],
    });
    expect(body.requestId.length).toBeGreaterThanOrEqual(8);
    expect(screen.queryByRole('heading', { name: /^Slip:/ })).toBeNull();
    // The header's balance is read again.
    await waitFor(() =>
      expect(sent.filter((s) => s.path === '/wps/v2/wallets/balance').length).toBeGreaterThan(1),
    );
  });

  it('places a chase over the next draws and says a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const sent = serve(
      { '/wps/v2/wallets/balance': { balance: 100_000, currency: 'BRL' } },
      {
        'POST /lgw/chases': () =>
          refuse
            ? { errorCode: 'LOTTERY_GAME_CLOSED', message: 'This game is not taking bets now.' }
            : { chase: { id: 3 }, bets: [{}, {}, {}], balance: 99_700 },
      },
    );
    renderLottery(<BetSlip game={game} family="SSC" offset={0} />);
    await user.click(pick('Position 4: 9'));
    await user.click(screen.getByRole('checkbox', { name: 'Repeat this bet over the next draws' }));
    const draws = screen.getByRole('textbox', { name: 'Draws (2–30)' });
    await user.clear(draws);
    await user.type(draws, '31');
    await user.click(screen.getByRole('button', { name: 'Place chase' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose 2 to 30 draws.');
    await user.clear(draws);
    await user.type(draws, '3');
    await user.click(screen.getByRole('checkbox', { name: 'Stop after a win' }));
    await user.click(screen.getByRole('button', { name: 'Place chase' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirm bets' });
    expect(
      within(dialog).getByText('The same bet over the next 3 draws, total R$3.00.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm bet' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This game is not taking bets now.',
    );

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Place chase' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirm bets' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm bet' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Chase placed on 3 draws. Your balance: R$997.00.',
    );
    const body = changes(sent).at(-1)?.body as { requestId: string };
    expect(body).toEqual({
      vassalage: 'LOTT',
      gameCode: 'SSC',
      requestId: body.requestId,
      bet: {
        betType: 'SSC_POS',
        selection: [[], [], [], ['9'], []],
        unitStake: 100,
        multiplier: 1,
      },
      draws: 3,
      stopOnWin: false,
    });
  });
});
