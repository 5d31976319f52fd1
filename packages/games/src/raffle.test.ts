import { describe, expect, it } from 'vitest';
import { fairFloats } from './fairness';
import { drawRaffle, raffleClientSeed, raffleTicketRanges } from './raffle';

const seed = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
const entrants = [
  { key: 'm1', tickets: 3 },
  { key: 'm2', tickets: 0 },
  { key: 'm3', tickets: 10 },
  { key: 'm4', tickets: 1 },
];

describe('raffle draw', () => {
  it('numbers tickets in the published order', () => {
    expect(raffleTicketRanges(entrants)).toEqual([
      { key: 'm1', first: 0, tickets: 3 },
      { key: 'm2', first: 3, tickets: 0 },
      { key: 'm3', first: 3, tickets: 10 },
      { key: 'm4', first: 13, tickets: 1 },
    ]);
  });

  it('picks the first prize’s ticket from the first float of the seed’s stream', () => {
    const [u] = fairFloats({ serverSeed: seed, clientSeed: raffleClientSeed('R1'), nonce: 0 }, 1);
    const ticket = Math.floor(u! * 14);
    const [first] = drawRaffle(seed, 'R1', entrants, 1);
    expect(first!.ticket).toBe(ticket);
    const owner = raffleTicketRanges(entrants).find(
      (r) => ticket >= r.first && ticket < r.first + r.tickets,
    );
    expect(first!.key).toBe(owner!.key);
  });

  it('is the same for the same seed, gives each member one prize, and skips prizes nobody can win', () => {
    const wins = drawRaffle(seed, 'R1', entrants, 5);
    expect(drawRaffle(seed, 'R1', entrants, 5)).toEqual(wins);
    expect(wins.map((w) => w.rank)).toEqual([0, 1, 2]);
    expect(new Set(wins.map((w) => w.key))).toEqual(new Set(['m1', 'm3', 'm4']));
    expect(drawRaffle(seed, 'R2', entrants, 5)).not.toEqual(wins);
  });

  it('draws no one from an empty ticket list and refuses a negative ticket count', () => {
    expect(drawRaffle(seed, 'R1', [{ key: 'x', tickets: 0 }], 3)).toEqual([]);
    expect(() => drawRaffle(seed, 'R1', [{ key: 'x', tickets: -1 }], 1)).toThrow();
  });

  it('gives a bigger holder proportionally more first prizes over many seeds', () => {
    let big = 0;
    for (let i = 0; i < 2000; i += 1) {
      const [w] = drawRaffle(
        `seed-${i}`,
        'R',
        [
          { key: 'a', tickets: 1 },
          { key: 'b', tickets: 3 },
        ],
        1,
      );
      if (w!.key === 'b') big += 1;
    }
    expect(big / 2000).toBeGreaterThan(0.7);
    expect(big / 2000).toBeLessThan(0.8);
  });
});
