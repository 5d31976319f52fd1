import { GameInputError } from './errors';
import { fairUniforms } from './fairness';

/** One entrant of a raffle draw: who (an opaque key) and how many tickets. */
export interface RaffleEntrant {
  key: string;
  tickets: number;
}

/** One prize's winner: the prize's rank (0 = first prize), the entrant and the ticket drawn. */
export interface RaffleWin {
  rank: number;
  key: string;
  /** The winning ticket's number in the whole ticket list (0-based, see `raffleTicketRanges`). */
  ticket: number;
}

/** The HMAC message prefix of a raffle's draw: the raffle's code, so seeds cannot be reused. */
export const raffleClientSeed = (code: string) => `raffle:${code}`;

/**
 * The ticket list of a draw: entrants in the order given (the server orders them by
 * member id and publishes that order), each holding a run of consecutive ticket numbers.
 */
export function raffleTicketRanges(
  entrants: readonly RaffleEntrant[],
): { key: string; first: number; tickets: number }[] {
  let next = 0;
  return entrants.map((e) => {
    if (!Number.isSafeInteger(e.tickets) || e.tickets < 0) {
      throw new GameInputError('SELECTION_INVALID', `tickets of ${e.key}`);
    }
    const range = { key: e.key, first: next, tickets: e.tickets };
    next += e.tickets;
    return range;
  });
}

/**
 * The winners of a raffle, from its seed and its ticket list (docs/decisions/039-raffle.md):
 * prize `rank` takes the float number `rank` of the stream HMAC-SHA256(serverSeed,
 * `raffle:<code>:0:<cursor>`) (the in-house games' stream, ADR 006), scales it to the
 * tickets still in the draw and picks that ticket. A member wins at most one prize: the
 * winner's tickets leave the draw before the next prize. Fewer entrants than prizes leave
 * the last prizes undrawn. The browser recomputes this with the same code.
 */
export function drawRaffle(
  serverSeed: string,
  code: string,
  entrants: readonly RaffleEntrant[],
  prizeCount: number,
): RaffleWin[] {
  const ranges = raffleTicketRanges(entrants).filter((r) => r.tickets > 0);
  const next = fairUniforms({ serverSeed, clientSeed: raffleClientSeed(code), nonce: 0 });
  const wins: RaffleWin[] = [];
  let remaining = ranges;
  for (let rank = 0; rank < prizeCount && remaining.length > 0; rank += 1) {
    const total = remaining.reduce((sum, r) => sum + r.tickets, 0);
    let pick = Math.floor(next() * total);
    const winner = remaining.find((r) => {
      if (pick < r.tickets) return true;
      pick -= r.tickets;
      return false;
    })!;
    wins.push({ rank, key: winner.key, ticket: winner.first + pick });
    remaining = remaining.filter((r) => r !== winner);
  }
  return wins;
}
