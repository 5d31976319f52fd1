import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { JackpotTicker } from './jackpot-ticker';

afterEach(() => useSessionStore.setState({ member: null }));

describe('JackpotTicker', () => {
  it("shows the figure with the site's currency to a visitor", () => {
    render(<JackpotTicker />);
    expect(screen.getByRole('status').textContent).toMatch(/^R\$ \d{1,3}(,\d{3})+$/);
  });

  it("shows a member's own currency symbol", () => {
    useSessionStore.setState({
      member: {
        id: 1,
        account: 'player',
        nickname: null,
        type: 1,
        currencySymbol: 'US$',
        totpEnabled: false,
      } as never,
    });
    render(<JackpotTicker />);
    expect(screen.getByRole('status').textContent).toMatch(/^US\$ \d/);
  });
});
