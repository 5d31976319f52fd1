import {
  operatorRaffleDrawSchema,
  operatorRaffleSchema,
  rafflePaths,
  type OperatorRaffle,
} from '@openlobby/contract';
import { z } from 'zod';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- raffle …` (issue 18, ADR 039). */
export type RaffleCommand =
  | { kind: 'raffle-list' }
  | { kind: 'raffle-show'; id: number }
  | { kind: 'raffle-draw'; id: number }
  | {
      kind: 'raffle-create';
      body: {
        code: string;
        titleEn: string;
        titlePt: string;
        startsAt: string;
        endsAt: string;
        betPerTicket: number | null;
        depositPerTicket: number | null;
        prizes: number[];
      };
    };

export const raffleUsage = `  raffle list                              raffles, latest end first, with status and entrants
  raffle create --code CODE --title-en T --title-pt T --starts ISO --ends ISO
         [--bet-per-ticket MINOR] [--deposit-per-ticket MINOR] --prizes MINOR[,MINOR…]
                                           a raffle: one ticket per MINOR of valid bet and/or
                                           deposit in the period; prizes first prize first
  raffle draw --id N                       draw an ended raffle and pay its prizes (once; the
                                           scheduled job also draws after the end)
  raffle show --id N                       one raffle's results: seed, hash, tickets, winners`;

const createOptions = [
  'code',
  'title-en',
  'title-pt',
  'starts',
  'ends',
  'bet-per-ticket',
  'deposit-per-ticket',
  'prizes',
];

const positiveInt = (v: string | undefined) =>
  v !== undefined && /^[1-9]\d{0,14}$/.test(v) ? Number(v) : null;

/** Parses the words after `raffle`; a string is the problem to show. */
export function parseRaffle(words: string[], options: Map<string, string>): RaffleCommand | string {
  const [sub, ...rest] = words;
  if (rest.length > 0) return `Unexpected "${rest.join(' ')}".`;
  const only = (allowed: string[]) => [...options.keys()].find((k) => !allowed.includes(k));
  if (sub === 'list') {
    if (options.size > 0) return 'raffle list takes no options.';
    return { kind: 'raffle-list' };
  }
  if (sub === 'draw' || sub === 'show') {
    if (only(['id'])) return `raffle ${sub} takes only --id.`;
    const id = positiveInt(options.get('id'));
    if (id === null) return `raffle ${sub} needs --id N.`;
    return { kind: sub === 'draw' ? 'raffle-draw' : 'raffle-show', id };
  }
  if (sub === 'create') {
    const unknown = only(createOptions);
    if (unknown) return `Unknown option --${unknown}.`;
    for (const name of ['code', 'title-en', 'title-pt', 'starts', 'ends', 'prizes']) {
      if (!options.get(name)) return `raffle create needs --${name}.`;
    }
    const per = (name: string) => {
      const v = options.get(name);
      return v === undefined ? null : (positiveInt(v) ?? NaN);
    };
    const betPerTicket = per('bet-per-ticket');
    const depositPerTicket = per('deposit-per-ticket');
    if (Number.isNaN(betPerTicket) || Number.isNaN(depositPerTicket)) {
      return 'Tickets per amount must be whole minor units above 0.';
    }
    if (betPerTicket === null && depositPerTicket === null) {
      return 'raffle create needs --bet-per-ticket, --deposit-per-ticket or both.';
    }
    const prizes = options.get('prizes')!.split(',').map(positiveInt);
    if (prizes.some((p) => p === null))
      return 'Prizes are whole minor units above 0, comma-separated.';
    return {
      kind: 'raffle-create',
      body: {
        code: options.get('code')!,
        titleEn: options.get('title-en')!,
        titlePt: options.get('title-pt')!,
        startsAt: options.get('starts')!,
        endsAt: options.get('ends')!,
        betPerTicket,
        depositPerTicket,
        prizes: prizes as number[],
      },
    };
  }
  return 'Use raffle list, create, draw or show.';
}

const line = (r: OperatorRaffle) =>
  `#${r.id} ${r.code.padEnd(16)} ${r.status.padEnd(7)} ${r.startsAt} → ${r.endsAt}  ` +
  `entrants ${r.entrants}  prizes ${r.prizes.join(', ')}  "${r.titleEn}"`;

function results(r: OperatorRaffle): string {
  const lines = [
    line(r),
    `  seed hash   ${r.seedHash}`,
    `  seed        ${r.seed ?? '(secret until drawn)'}`,
  ];
  lines.push(`  client seed ${r.clientSeed}`);
  if (r.status === 'drawn') {
    lines.push(`  drawn at    ${r.drawnAt}`);
    const total = r.ticketList.reduce((s, e) => s + e.tickets, 0);
    lines.push(`  tickets     ${total} in ${r.ticketList.length} entr(ies)`);
    for (const e of r.ticketList) {
      lines.push(`    entry ${e.entry} ${e.customerName}: ${e.tickets} from #${e.first}`);
    }
    if (r.winners.length === 0) lines.push('  no winners (no tickets)');
    for (const w of r.winners) {
      lines.push(
        `  prize ${w.rank}: ${w.customerName} (entry ${w.entry}) ticket #${w.ticket} won ${w.amount}`,
      );
    }
  }
  return lines.join('\n');
}

export async function runRaffle(
  command: RaffleCommand,
  config: OperatorClientConfig,
): Promise<string> {
  const base = rafflePaths.operatorRaffles;
  switch (command.kind) {
    case 'raffle-list': {
      const rows = await callOperator(config, 'GET', base, z.array(operatorRaffleSchema));
      return rows.length === 0 ? 'No raffles.' : rows.map(line).join('\n');
    }
    case 'raffle-show':
      return results(
        await callOperator(config, 'GET', `${base}/${command.id}`, operatorRaffleSchema),
      );
    case 'raffle-draw': {
      const r = await callOperator(
        config,
        'POST',
        `${base}/${command.id}/draw`,
        operatorRaffleDrawSchema,
        undefined,
        60_000,
      );
      const head = {
        drawn: 'Drawn now; prizes paid.',
        already: 'Already drawn before: nothing moved again.',
        'not-ended': 'Not ended yet: nothing drawn.',
      }[r.outcome];
      return `${head}\n${results(r.raffle)}`;
    }
    case 'raffle-create':
      return `Created.\n${results(
        await callOperator(config, 'POST', base, operatorRaffleSchema, command.body),
      )}`;
  }
}
