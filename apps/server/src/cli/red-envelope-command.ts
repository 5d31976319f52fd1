import {
  operatorRedEnvelopeInputSchema,
  operatorRedEnvelopeOpenSchema,
  operatorRedEnvelopeRoundSchema,
  redEnvelopeEligibilities,
  redEnvelopePaths,
  type OperatorRedEnvelopeInput,
  type OperatorRedEnvelopeRound,
} from '@openlobby/contract';
import { z } from 'zod';
import { callOperator, type OperatorClientConfig } from './operator-client';
import { terminalSafe } from './terminal-text';

/** `npm run operator -- redenvelope …` (issue 18, ADR 038). */
export type RedEnvelopeCommand =
  | { kind: 'redenvelope-list' }
  | { kind: 'redenvelope-add'; input: OperatorRedEnvelopeInput }
  | { kind: 'redenvelope-opens'; id: number };

export const redEnvelopeUsage = `  redenvelope list                         red envelope rounds: period, budget, paid, opens
  redenvelope add --title-pt <text> --title-en <text> --starts <ISO> --ends <ISO>
                  --budget <N> --min <N> --max <N> [--eligibility none|deposit|valid-bet --days <N>]
                                           schedule a round (amounts in centavos; eligibility:
                                           a paid deposit or a valid bet in the last N days)
  redenvelope opens <ID>                   who opened a round's envelope and for how much`;

const flags: Record<string, string> = {
  titlePt: 'title-pt',
  titleEn: 'title-en',
  startsAt: 'starts',
  endsAt: 'ends',
  budget: 'budget',
  minAmount: 'min',
  maxAmount: 'max',
  eligibility: 'eligibility',
  eligibilityDays: 'days',
};

const integer = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : v);

/** Parses the words after `redenvelope`; a string is the problem to show. */
export function parseRedEnvelope(
  words: string[],
  options: Map<string, string>,
): RedEnvelopeCommand | string {
  const [sub, arg, extra] = words;
  if (extra !== undefined) return `Unexpected "${extra}".`;
  const allowed = sub === 'add' ? Object.values(flags) : [];
  const unknown = [...options.keys()].find((k) => !allowed.includes(k));
  if (unknown) return `Unknown option --${unknown} for "redenvelope ${sub ?? ''}".`;
  if (sub === 'list' && arg === undefined) return { kind: 'redenvelope-list' };
  if (sub === 'opens') {
    const id = Number(arg);
    return Number.isInteger(id) && id > 0
      ? { kind: 'redenvelope-opens', id }
      : `"${arg ?? ''}" is not a round id.`;
  }
  if (sub === 'add' && arg === undefined) {
    const o = (name: string) => options.get(name);
    const parsed = operatorRedEnvelopeInputSchema.safeParse({
      titlePt: o('title-pt'),
      titleEn: o('title-en'),
      startsAt: o('starts'),
      endsAt: o('ends'),
      budget: integer(o('budget')),
      minAmount: integer(o('min')),
      maxAmount: integer(o('max')),
      eligibility: o('eligibility')?.toLowerCase(),
      eligibilityDays: integer(o('days')),
    });
    if (parsed.success) return { kind: 'redenvelope-add', input: parsed.data };
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    const list = field === 'eligibility' ? ` (${redEnvelopeEligibilities.join(', ')})` : '';
    const why = issue?.code === 'custom' ? `: ${issue.message}` : ' is missing or not valid';
    return `--${flags[field] ?? field}${why}${list}.`;
  }
  return 'Say "redenvelope list|add|opens".';
}

const money = (minor: number) => (minor / 100).toFixed(2);

const roundLine = (r: OperatorRedEnvelopeRound) =>
  `#${r.id} ${terminalSafe(r.titleEn)}  ${r.startsAt} → ${r.endsAt}  ` +
  `budget ${money(r.budget)}, paid ${money(r.paid)} in ${r.opens} envelope(s), ` +
  `left ${money(r.remaining)}; each ${money(r.minAmount)}–${money(r.maxAmount)}; ` +
  (r.eligibility === 'none'
    ? 'everyone'
    : `${r.eligibility} in the last ${r.eligibilityDays} day(s)`);

export async function runRedEnvelope(
  command: RedEnvelopeCommand,
  config: OperatorClientConfig,
): Promise<string> {
  const rounds = redEnvelopePaths.operatorRounds;
  switch (command.kind) {
    case 'redenvelope-list': {
      const all = await callOperator(
        config,
        'GET',
        rounds,
        z.array(operatorRedEnvelopeRoundSchema),
      );
      return all.length === 0 ? 'No red envelope rounds.' : all.map(roundLine).join('\n');
    }
    case 'redenvelope-add': {
      const r = await callOperator(
        config,
        'POST',
        rounds,
        operatorRedEnvelopeRoundSchema,
        command.input,
      );
      return `Scheduled round ${r.id}.\n${roundLine(r)}`;
    }
    case 'redenvelope-opens': {
      const opens = await callOperator(
        config,
        'GET',
        redEnvelopePaths.operatorOpens(command.id),
        z.array(operatorRedEnvelopeOpenSchema),
      );
      if (opens.length === 0) return `Nobody has opened round ${command.id} yet.`;
      return opens
        .map(
          (o) => `${o.openedAt}  ${terminalSafe(o.account)} (#${o.memberId})  ${money(o.amount)}`,
        )
        .join('\n');
    }
  }
}
