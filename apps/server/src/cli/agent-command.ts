import {
  accountStatuses,
  agentPaths,
  agentPolicySchema,
  billStatuses,
  contractKinds,
  contractSchema,
  contractTermsSchema,
  dividendPeriods,
  operatorAgentsValueSchema,
  operatorBillSchema,
  operatorMemberStatusValueSchema,
  realtimeTypes,
  settlementResultSchema,
  type AccountStatus,
  type AgentPolicy,
  type BillStatus,
  type Contract,
  type ContractKind,
  type ContractTermsInput,
  type OperatorBill,
} from '@openlobby/contract';
import { z } from 'zod';
import { callOperator, CliError, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- agent …` and `member status …` (issue 13, ADR 023). */
export type AgentCommand =
  | { kind: 'agent-list' }
  | { kind: 'agent-contracts' }
  | {
      kind: 'agent-contract-set';
      agent: string;
      contractKind: ContractKind;
      terms: ContractTermsInput;
    }
  | { kind: 'agent-policy'; changes: Partial<AgentPolicy> }
  | { kind: 'agent-settle'; contractKind: ContractKind; periodKey?: string }
  | { kind: 'agent-bills'; status?: BillStatus; contractKind?: ContractKind; limit: number }
  | { kind: 'agent-approve'; id: number }
  | { kind: 'agent-reject'; id: number; reason?: string }
  | { kind: 'member-status'; member: string; status: AccountStatus };

export const agentUsage = `  agent list                               agents with their upline, team size and contracts
  agent contracts                          contracts (top-level and between agents)
  agent contract set --agent <ACCOUNT|ID> --kind dividend|daily|hourly|realtime
        --tiers 0:150,1000000:200 [--min-active N] [--min-member-bet N]
        [--period W|H|M] [--realtime-type profit|loss|single_bet] [--single-bet N]
                                           set an agent's top-level contract; tiers are
                                           team valid bet (minor units):rate (basis points)
  agent policy [--allow-sub-agents yes|no] [--allow-upline-transfer yes|no]
        [--min-transfer N] [--max-transfer N] [--max-upline-daily N]
        [--dividend-approval-above N]
                                           show or change the agent policy
  agent settle --kind <KIND> [--period D:2026-11-24]
                                           settle a period (default: every due one) and
                                           print what it paid; a rerun pays nothing
  agent bills [--status applying] [--kind dividend] [--limit 50]
                                           bills, newest first
  agent approve <BILL ID>                  pay a held dividend, or retry a failed bill
  agent reject <BILL ID> [--reason <text>] refuse a held dividend
  member status <ACCOUNT|ID> active|staff|closed
                                           staff and closed accounts cannot log in`;

const allowed: Record<string, string[]> = {
  list: [],
  contracts: [],
  'contract set': [
    'agent',
    'kind',
    'tiers',
    'min-active',
    'min-member-bet',
    'period',
    'realtime-type',
    'single-bet',
  ],
  policy: [
    'allow-sub-agents',
    'allow-upline-transfer',
    'min-transfer',
    'max-transfer',
    'max-upline-daily',
    'dividend-approval-above',
  ],
  settle: ['kind', 'period'],
  bills: ['status', 'kind', 'limit'],
  approve: [],
  reject: ['reason'],
};

const idOf = (word: string | undefined) => {
  const id = Number(word);
  return word !== undefined && /^\d+$/.test(word) && id > 0 && id <= 2_147_483_647 ? id : null;
};
const wholeNumber = (word: string) => (/^\d{1,16}$/.test(word) ? Number(word) : null);
const oneOf = <T extends string>(list: readonly T[], word: string | undefined) =>
  list.find((x) => x === word?.toLowerCase());

/** Parses the words after `agent`; a string is the problem to show. */
export function parseAgent(words: string[], options: Map<string, string>): AgentCommand | string {
  const [sub, arg] = words;
  const name = sub === 'contract' ? `contract ${arg ?? ''}` : (sub ?? '');
  const unknown = [...options.keys()].find((k) => !(allowed[name] ?? []).includes(k));
  if (unknown) return `Unknown option --${unknown} for "agent ${name}".`;
  const positional = sub === 'contract' || sub === 'approve' || sub === 'reject' ? 2 : 1;
  if (words.length > positional) return `Unexpected "${words[positional]}".`;
  switch (name) {
    case 'list':
      return { kind: 'agent-list' };
    case 'contracts':
      return { kind: 'agent-contracts' };
    case 'contract set':
      return parseContractSet(options);
    case 'policy':
      return parsePolicy(options);
    case 'settle': {
      const contractKind = oneOf(contractKinds, options.get('kind'));
      if (!contractKind) return `Give --kind ${contractKinds.join('|')}.`;
      const periodKey = options.get('period');
      return { kind: 'agent-settle', contractKind, ...(periodKey ? { periodKey } : {}) };
    }
    case 'bills': {
      const status = options.get('status');
      const known = oneOf(billStatuses, status);
      if (status !== undefined && !known) return `--status takes ${billStatuses.join(', ')}.`;
      const kind = options.get('kind');
      const contractKind = oneOf(contractKinds, kind);
      if (kind !== undefined && !contractKind) return `--kind takes ${contractKinds.join(', ')}.`;
      const limit = wholeNumber(options.get('limit') ?? '50');
      if (limit === null || limit < 1 || limit > 200) return '--limit takes 1 to 200.';
      return {
        kind: 'agent-bills',
        limit,
        ...(known ? { status: known } : {}),
        ...(contractKind ? { contractKind } : {}),
      };
    }
    case 'approve':
    case 'reject': {
      const id = idOf(arg);
      if (id === null) return `"${arg ?? ''}" is not a bill id.`;
      if (name === 'approve') return { kind: 'agent-approve', id };
      const reason = options.get('reason')?.trim();
      if (reason !== undefined && (reason === '' || reason.length > 140)) {
        return '--reason takes 1 to 140 characters.';
      }
      return { kind: 'agent-reject', id, ...(reason ? { reason } : {}) };
    }
  }
  return 'Say "agent list", "agent contracts", "agent contract set …", "agent policy", "agent settle --kind <KIND>", "agent bills", "agent approve <ID>" or "agent reject <ID>".';
}

function parseContractSet(options: Map<string, string>): AgentCommand | string {
  const agent = options.get('agent')?.trim();
  if (!agent) return 'Give --agent <ACCOUNT|ID>.';
  const contractKind = oneOf(contractKinds, options.get('kind'));
  if (!contractKind) return `Give --kind ${contractKinds.join('|')}.`;
  const tiers = (options.get('tiers') ?? '').split(',').map((pair) => {
    const [bet, rate] = pair.split(':');
    return { minValidBet: wholeNumber(bet ?? ''), rate: wholeNumber(rate ?? '') };
  });
  if (tiers.length === 0 || tiers.some((t) => t.minValidBet === null || t.rate === null)) {
    return 'Give --tiers as minValidBet:rate pairs, e.g. 0:150,1000000:200 (rates in basis points).';
  }
  const number = (option: string) => {
    const value = options.get(option);
    return value === undefined ? undefined : (wholeNumber(value) ?? NaN);
  };
  const period = options.get('period');
  const realtimeType = options.get('realtime-type');
  const terms = {
    tiers,
    minActiveMembers: number('min-active') ?? 0,
    minMemberValidBet: number('min-member-bet') ?? 0,
    ...(period !== undefined
      ? { period: oneOf(dividendPeriods, period.toUpperCase()) ?? period }
      : {}),
    ...(realtimeType !== undefined ? { realtimeType } : {}),
    ...(options.has('single-bet') ? { singleBetAmount: number('single-bet') } : {}),
  };
  if (contractKind === 'dividend' && terms.period === undefined) terms.period = 'W';
  if (contractKind === 'realtime' && realtimeType === undefined) {
    return `Give --realtime-type ${realtimeTypes.join('|')}.`;
  }
  const parsed = contractTermsSchema.safeParse(terms);
  if (!parsed.success) {
    return 'Those terms are not valid: tiers start at 0 and rise, rates 1 to 10000 basis points, --period W|H|M, --realtime-type profit|loss|single_bet, whole numbers elsewhere.';
  }
  return { kind: 'agent-contract-set', agent, contractKind, terms: parsed.data };
}

function parsePolicy(options: Map<string, string>): AgentCommand | string {
  const changes: Partial<AgentPolicy> = {};
  const yesNo = (option: string, key: 'allowSubAgents' | 'allowUplineTransfer') => {
    const value = options.get(option)?.toLowerCase();
    if (value === undefined) return null;
    if (value !== 'yes' && value !== 'no') return `--${option} takes yes or no.`;
    changes[key] = value === 'yes';
    return null;
  };
  const amount = (
    option: string,
    key: 'minTransfer' | 'maxTransfer' | 'dividendApprovalAbove' | 'maxUplineDaily',
  ) => {
    const value = options.get(option);
    if (value === undefined) return null;
    const n = wholeNumber(value);
    if (n === null) return `--${option} takes a whole number of minor units.`;
    changes[key] = n;
    return null;
  };
  const problem =
    yesNo('allow-sub-agents', 'allowSubAgents') ??
    yesNo('allow-upline-transfer', 'allowUplineTransfer') ??
    amount('min-transfer', 'minTransfer') ??
    amount('max-transfer', 'maxTransfer') ??
    amount('max-upline-daily', 'maxUplineDaily') ??
    amount('dividend-approval-above', 'dividendApprovalAbove');
  return problem ?? { kind: 'agent-policy', changes };
}

/** Parses `member status <ACCOUNT|ID> active|staff|closed`. */
export function parseMember(words: string[], options: Map<string, string>): AgentCommand | string {
  const [sub, who, status, extra] = words;
  if (options.size > 0) return `Unknown option --${[...options.keys()][0]} for "member".`;
  const known = oneOf(accountStatuses, status);
  if (sub !== 'status' || !who || !known || extra !== undefined) {
    return `Say "member status <ACCOUNT|ID> ${accountStatuses.join('|')}".`;
  }
  return { kind: 'member-status', member: who, status: known };
}

const major = (minor: number) => (minor / 100).toFixed(2);
const yes = (b: boolean) => (b ? 'yes' : 'no');

const tiersText = (c: Contract) => c.terms.tiers.map((t) => `${t.minValidBet}:${t.rate}`).join(',');
const contractLine = (c: Contract) =>
  [
    `  ${String(c.id).padStart(5)} ${c.kind.padEnd(8)} ${c.downlineAccount}`,
    `from ${c.uplineAccount ?? 'the operator'}`,
    `tiers ${tiersText(c)}`,
    `min active ${c.terms.minActiveMembers}, member bet ${c.terms.minMemberValidBet}`,
    ...(c.terms.period ? [`period ${c.terms.period}`] : []),
    ...(c.terms.realtimeType ? [`type ${c.terms.realtimeType}`] : []),
    ...(c.terms.singleBetAmount ? [`single bet ${c.terms.singleBetAmount}`] : []),
    `since ${c.startedAt}`,
    ...(c.endedAt ? [`ended ${c.endedAt} (${c.endReason ?? ''})`] : []),
  ].join(' ');
const billLine = (b: OperatorBill) =>
  [
    `  ${String(b.id).padStart(6)} ${b.status.padEnd(11)} ${b.kind.padEnd(8)} ${b.periodKey.padEnd(19)}`,
    `${b.agentAccount}: payable ${major(b.payable)} of gross ${major(b.gross)}`,
    `(downlines ${major(b.downlineGross)}; valid bet ${major(b.validBet)}, rate ${b.rate}, active ${b.activeMembers})`,
    ...(b.reason ? [`reason: ${b.reason}`] : []),
  ].join(' ');
const policyText = (p: AgentPolicy) =>
  [
    `Sub-agents allowed: ${yes(p.allowSubAgents)}`,
    `Transfers to the upline allowed: ${yes(p.allowUplineTransfer)}`,
    `Transfer bounds: ${p.minTransfer} (${major(p.minTransfer)}) to ${p.maxTransfer} (${major(p.maxTransfer)})`,
    `Daily total to the upline: ${p.maxUplineDaily === 0 ? 'no limit' : `${p.maxUplineDaily} (${major(p.maxUplineDaily)})`}`,
    `Dividends held for approval above: ${p.dividendApprovalAbove} (${major(p.dividendApprovalAbove)})`,
  ].join('\n');

/** Agents (the first page, or those whose account contains `search`). */
async function listAgents(config: OperatorClientConfig, search?: string) {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  const page = await callOperator(
    config,
    'GET',
    `${agentPaths.operatorAgents}${query}`,
    operatorAgentsValueSchema,
  );
  return page.content;
}

/** An id as typed, or the id of the agent with that account name. */
async function agentIdOf(config: OperatorClientConfig, who: string): Promise<number> {
  const id = idOf(who);
  if (id !== null) return id;
  const found = (await listAgents(config, who)).find(
    (a) => a.account.toLowerCase() === who.toLowerCase(),
  );
  if (!found) {
    throw new CliError(
      `No agent "${who}": accounts are found among agents ("agent list"); give a member's id.`,
    );
  }
  return found.id;
}

export async function runAgent(
  command: AgentCommand,
  config: OperatorClientConfig,
): Promise<string> {
  switch (command.kind) {
    case 'agent-list': {
      const agents = await listAgents(config);
      if (agents.length === 0) return 'No agents.';
      return agents
        .map(
          (a) =>
            `  ${String(a.id).padStart(6)} ${a.account.padEnd(20)} type ${a.type} upline ${a.parentAccount ?? '-'} team ${a.teamSize} contracts ${a.contracts.join(',') || '-'}`,
        )
        .join('\n');
    }
    case 'agent-contracts': {
      const all = await callOperator(
        config,
        'GET',
        agentPaths.operatorContracts,
        z.array(contractSchema),
      );
      return all.length === 0 ? 'No contracts.' : all.map(contractLine).join('\n');
    }
    case 'agent-contract-set': {
      const agentId = await agentIdOf(config, command.agent);
      const c = await callOperator(config, 'PUT', agentPaths.operatorContracts, contractSchema, {
        agentId,
        kind: command.contractKind,
        terms: command.terms,
      });
      return `Top-level ${c.kind} contract set for ${c.downlineAccount}.\n${contractLine(c)}`;
    }
    case 'agent-policy': {
      const current = await callOperator(
        config,
        'GET',
        agentPaths.operatorPolicy,
        agentPolicySchema,
      );
      if (Object.keys(command.changes).length === 0) return policyText(current);
      const next = await callOperator(config, 'PUT', agentPaths.operatorPolicy, agentPolicySchema, {
        ...current,
        ...command.changes,
      });
      return `Agent policy saved.\n${policyText(next)}`;
    }
    case 'agent-settle': {
      const result = await callOperator(
        config,
        'POST',
        agentPaths.operatorSettle,
        settlementResultSchema,
        {
          kind: command.contractKind,
          ...(command.periodKey ? { periodKey: command.periodKey } : {}),
        },
        // A daily settlement of 10,000 agents takes up to 30 s (P10); a catch-up longer.
        300_000,
      );
      const lines = result.periods.map(
        (p) =>
          `  ${p.periodKey}: ${p.bills} bills; paid ${p.issued} (${major(p.paid)}); held ${p.applying}; not reached ${p.notReached}; failed ${p.failed}`,
      );
      const issued = result.periods.reduce((n, p) => n + p.issued, 0);
      const paid = result.periods.reduce((n, p) => n + p.paid, 0);
      const head =
        issued === 0
          ? `Paid nothing: no ${command.contractKind} bill was waiting to be paid.`
          : `Paid ${issued} ${command.contractKind} bill${issued === 1 ? '' : 's'}, ${major(paid)} in total.`;
      const failed = result.periods.reduce((n, p) => n + p.failed, 0);
      const tail = failed > 0 ? ['See the reasons with "agent bills --status failed".'] : [];
      return [head, ...lines, ...tail].join('\n');
    }
    case 'agent-bills': {
      const query = new URLSearchParams({ limit: String(command.limit) });
      if (command.status) query.set('status', command.status);
      if (command.contractKind) query.set('kind', command.contractKind);
      const bills = await callOperator(
        config,
        'GET',
        `${agentPaths.operatorBills}?${query.toString()}`,
        z.array(operatorBillSchema),
      );
      return bills.length === 0 ? 'No bills.' : bills.map(billLine).join('\n');
    }
    case 'agent-approve': {
      const b = await callOperator(
        config,
        'POST',
        `${agentPaths.operatorBills}/${command.id}/approve`,
        operatorBillSchema,
      );
      return b.status === 'issued'
        ? `Bill ${b.id} approved: ${major(b.payable)} paid to ${b.agentAccount}.\n${billLine(b)}`
        : `Bill ${b.id} could not be paid.\n${billLine(b)}`;
    }
    case 'agent-reject': {
      const b = await callOperator(
        config,
        'POST',
        `${agentPaths.operatorBills}/${command.id}/reject`,
        operatorBillSchema,
        command.reason ? { reason: command.reason } : {},
      );
      return `Bill ${b.id} rejected; nothing paid.\n${billLine(b)}`;
    }
    case 'member-status': {
      const id = await agentIdOf(config, command.member);
      const m = await callOperator(
        config,
        'PUT',
        agentPaths.operatorMemberStatus.replace(':id', String(id)),
        operatorMemberStatusValueSchema,
        { status: command.status },
      );
      return m.status === 'active'
        ? `${m.account} is active.`
        : `${m.account} is now ${m.status}: it cannot log in, and its sessions have ended.`;
    }
  }
}
