import {
  lotteryPaths,
  operatorDrawDetailSchema,
  operatorDrawSchema,
  operatorDrawStatuses,
  operatorLotteryGameSchema,
  operatorVoidResultSchema,
  type OperatorDraw,
  type OperatorLotteryGame,
  type OperatorLotteryGameUpdate,
} from '@openlobby/contract';
import {
  drawResult,
  findLotteryGame,
  serverSeedMatchesHash,
  type DrawSchedule,
  type LotteryFamily,
} from '@openlobby/games';
import { z } from 'zod';
import { callOperator, type OperatorClientConfig } from './operator-client';

type DrawStatusFilter = (typeof operatorDrawStatuses)[number];

/** `npm run operator -- lottery …` (issue 14, ADR 024). */
export type LotteryCommand =
  | { kind: 'lottery-games' }
  | { kind: 'lottery-draws'; vassalage: string; gameCode: string; status?: DrawStatusFilter }
  | { kind: 'lottery-draw'; id: number }
  | { kind: 'lottery-audit'; id: number }
  | { kind: 'lottery-void'; id: number; reason: string }
  | {
      kind: 'lottery-set';
      vassalage: string;
      gameCode: string;
      change: OperatorLotteryGameUpdate;
    };

export const lotteryUsage = `  lottery games                            lottery games: schedule, on/off, caps, draws ahead
  lottery draws <VASSALAGE> <GAMECODE> [--status open|drawn|settled|void]
                                           a game's latest 50 draws with their bets' totals
  lottery draw <DRAW ID>                   one draw, its largest bets and its result
  lottery schedule <VASSALAGE> <GAMECODE> --interval <SECONDS>
  lottery schedule <VASSALAGE> <GAMECODE> --daily HH:MM [--close-before <MINUTES>]
  lottery schedule <VASSALAGE> <GAMECODE> --weekly 0,3,6 HH:MM [--close-before <MINUTES>]
                                           change a game's schedule (UTC; weekdays 0 = Sunday);
                                           unopened draws without bets are replaced
  lottery enable|disable <VASSALAGE> <GAMECODE>
                                           take bets on a game, or stop
  lottery caps <VASSALAGE> <GAMECODE> [--number <N|none>] [--draw <N|none>]
                                           liability caps per number and per draw, in minor
                                           units of possible return
  lottery void <DRAW ID> --reason <text>   void a draw not yet settled; every bet refunded once
  lottery audit <DRAW ID>                  the draw's seed, hash, client seed and result, and
                                           whether recomputing the result matches`;

const allowed: Record<string, string[]> = {
  games: [],
  draws: ['status'],
  draw: [],
  audit: [],
  void: ['reason'],
  schedule: ['interval', 'daily', 'weekly', 'close-before'],
  enable: [],
  disable: [],
  caps: ['number', 'draw'],
};

const idOf = (word: string | undefined) => {
  const id = Number(word);
  return word !== undefined && /^\d+$/.test(word) && id > 0 && id <= 2_147_483_647 ? id : null;
};
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Parses the words after `lottery`; a string is the problem to show. */
export function parseLottery(
  words: string[],
  options: Map<string, string>,
): LotteryCommand | string {
  const [sub, a, b, ...rest] = words;
  const unknown = [...options.keys()].find((k) => !(allowed[sub ?? ''] ?? []).includes(k));
  if (unknown) return `Unknown option --${unknown} for "lottery ${sub ?? ''}".`;
  const game = () => (a && b ? { vassalage: a.toUpperCase(), gameCode: b.toUpperCase() } : null);
  switch (sub) {
    case 'games':
      return words.length > 1 ? `Unexpected "${words[1]}".` : { kind: 'lottery-games' };
    case 'draws': {
      const g = game();
      if (!g || rest.length > 0) return 'Say "lottery draws <VASSALAGE> <GAMECODE>".';
      const status = options.get('status');
      const known = operatorDrawStatuses.find((s) => s === status?.toLowerCase());
      if (status !== undefined && !known)
        return `--status takes ${operatorDrawStatuses.join(', ')}.`;
      return { kind: 'lottery-draws', ...g, ...(known ? { status: known } : {}) };
    }
    case 'draw':
    case 'audit':
    case 'void': {
      const id = idOf(a);
      if (id === null || b !== undefined) return `Say "lottery ${sub} <DRAW ID>".`;
      if (sub === 'draw') return { kind: 'lottery-draw', id };
      if (sub === 'audit') return { kind: 'lottery-audit', id };
      const reason = options.get('reason')?.trim();
      if (!reason || reason.length < 3) return 'Give --reason "<why>" (3 characters or more).';
      return { kind: 'lottery-void', id, reason };
    }
    case 'enable':
    case 'disable': {
      const g = game();
      if (!g || rest.length > 0) return `Say "lottery ${sub} <VASSALAGE> <GAMECODE>".`;
      return { kind: 'lottery-set', ...g, change: { enabled: sub === 'enable' } };
    }
    case 'caps': {
      const g = game();
      if (!g || rest.length > 0)
        return 'Say "lottery caps <VASSALAGE> <GAMECODE> --number N --draw N".';
      const change: OperatorLotteryGameUpdate = {};
      for (const [option, field] of [
        ['number', 'numberCap'],
        ['draw', 'drawCap'],
      ] as const) {
        const value = options.get(option);
        if (value === undefined) continue;
        if (value.toLowerCase() === 'none') change[field] = null;
        else if (/^\d{1,15}$/.test(value) && Number(value) > 0) change[field] = Number(value);
        else return `--${option} takes a whole number of minor units above 0, or none.`;
      }
      if (Object.keys(change).length === 0) return 'Give --number and/or --draw.';
      return { kind: 'lottery-set', ...g, change };
    }
    case 'schedule': {
      const g = game();
      if (!g) return 'Say "lottery schedule <VASSALAGE> <GAMECODE> --interval <SECONDS>".';
      const schedule = parseSchedule(options, rest);
      return typeof schedule === 'string'
        ? schedule
        : { kind: 'lottery-set', ...g, change: { schedule } };
    }
    default:
      return 'Say "lottery games|draws|draw|schedule|enable|disable|caps|void|audit".';
  }
}

function parseSchedule(options: Map<string, string>, rest: string[]): DrawSchedule | string {
  const interval = options.get('interval');
  const daily = options.get('daily');
  const weekly = options.get('weekly');
  if ([interval, daily, weekly].filter((x) => x !== undefined).length !== 1) {
    return 'Give one of --interval <SECONDS>, --daily HH:MM, --weekly <DAYS> HH:MM.';
  }
  const closeText = options.get('close-before') ?? '0';
  const closeBeforeMinutes = /^\d{1,3}$/.test(closeText) ? Number(closeText) : -1;
  if (closeBeforeMinutes < 0 || closeBeforeMinutes > 720) {
    return '--close-before takes minutes from 0 to 720.';
  }
  if (interval !== undefined) {
    if (rest.length > 0) return `Unexpected "${rest[0]}".`;
    if (options.has('close-before')) return '--close-before is for daily and weekly schedules.';
    const seconds = /^\d{1,5}$/.test(interval) ? Number(interval) : 0;
    if (seconds < 10 || seconds > 86_400) return '--interval takes seconds from 10 to 86400.';
    return { kind: 'interval', seconds };
  }
  if (daily !== undefined) {
    if (rest.length > 0) return `Unexpected "${rest[0]}".`;
    if (!HHMM.test(daily)) return '--daily takes a UTC time HH:MM.';
    return { kind: 'daily', time: daily, closeBeforeMinutes };
  }
  const [time, ...more] = rest;
  if (more.length > 0) return `Unexpected "${more[0]}".`;
  const days = (weekly ?? '').split(',').map((d) => d.trim());
  if (days.some((d) => !/^[0-6]$/.test(d)))
    return '--weekly takes weekdays 0-6 (0 = Sunday), e.g. 2,4,6.';
  if (!time || !HHMM.test(time)) return 'Give the UTC time after the days: --weekly 2,4,6 13:30.';
  return { kind: 'weekly', days: [...new Set(days.map(Number))].sort(), time, closeBeforeMinutes };
}

const major = (minor: number) => (minor / 100).toFixed(2);
const capText = (cap: number | null) => (cap === null ? 'none' : major(cap));

function scheduleText(s: DrawSchedule): string {
  switch (s.kind) {
    case 'interval':
      return `every ${s.seconds} s`;
    case 'daily':
      return `daily ${s.time} UTC, closes ${s.closeBeforeMinutes} min before`;
    case 'weekly':
      return `weekly ${s.days.join(',')} ${s.time} UTC, closes ${s.closeBeforeMinutes} min before`;
  }
}

function gameLine(g: OperatorLotteryGame): string {
  return (
    `  ${`${g.vassalage} ${g.gameCode}`.padEnd(18)} ${(g.enabled ? 'on' : 'off').padEnd(4)}` +
    `${scheduleText(g.schedule as DrawSchedule).padEnd(44)} caps: number ${capText(g.numberCap)}, ` +
    `draw ${capText(g.drawCap)}; ${g.upcomingDraws} draws ahead`
  );
}

function drawLine(d: OperatorDraw): string {
  const result = d.result ? d.result.join(' ') : '-';
  return (
    `  #${String(d.id).padEnd(8)} ${d.drawNumber.padEnd(16)} ${d.storedStatus.padEnd(8)} ` +
    `closes ${d.closesAt}  bets ${d.bets} (open ${d.openBets}), stake ${major(d.totalStake)}, ` +
    `paid ${major(d.totalPayout)}  result ${result}`
  );
}

export async function runLottery(
  command: LotteryCommand,
  config: OperatorClientConfig,
): Promise<string> {
  switch (command.kind) {
    case 'lottery-games': {
      const games = await callOperator(
        config,
        'GET',
        lotteryPaths.operatorGames,
        z.array(operatorLotteryGameSchema),
      );
      return ['Lottery games:', ...games.map(gameLine)].join('\n');
    }
    case 'lottery-draws': {
      const query = new URLSearchParams({
        vassalage: command.vassalage,
        gameCode: command.gameCode,
      });
      if (command.status) query.set('status', command.status);
      const draws = await callOperator(
        config,
        'GET',
        `${lotteryPaths.operatorDraws}?${query}`,
        z.array(operatorDrawSchema),
      );
      if (draws.length === 0) return `No draws of ${command.vassalage} ${command.gameCode}.`;
      return [
        `Draws of ${command.vassalage} ${command.gameCode}, latest first:`,
        ...draws.map(drawLine),
      ].join('\n');
    }
    case 'lottery-draw': {
      const { draw, bets } = await callOperator(
        config,
        'GET',
        `${lotteryPaths.operatorDraws}/${command.id}`,
        operatorDrawDetailSchema,
      );
      return [
        `Draw #${draw.id} ${draw.vassalage} ${draw.gameCode} ${draw.drawNumber}: ${draw.storedStatus}` +
          (draw.voidReason ? ` (${draw.voidReason})` : ''),
        `  opens ${draw.opensAt}, closes ${draw.closesAt}, draws ${draw.drawsAt}`,
        `  result: ${draw.result ? draw.result.join(' ') : 'not drawn'}`,
        `  bets: ${draw.bets} (open ${draw.openBets}), stake ${major(draw.totalStake)}, paid ${major(draw.totalPayout)}`,
        ...(bets.length > 0 ? ['  largest bets:'] : []),
        ...bets.map(
          (b) =>
            `    #${b.id} ${b.account} ${b.betType} ${b.selection.map((r) => r.join(',') || '-').join(' | ')}` +
            `  stake ${major(b.stake)} ${b.status} paid ${major(b.payout)}`,
        ),
      ].join('\n');
    }
    case 'lottery-audit': {
      const { draw } = await callOperator(
        config,
        'GET',
        `${lotteryPaths.operatorDraws}/${command.id}`,
        operatorDrawDetailSchema,
      );
      const lines = [
        `Draw #${draw.id} ${draw.vassalage} ${draw.gameCode} ${draw.drawNumber} (${draw.family}): ${draw.storedStatus}`,
        `  seed hash:   ${draw.seedHash}`,
        `  client seed: ${draw.clientSeed}`,
      ];
      if (draw.seed === null || draw.result === null) {
        return [...lines, '  seed:        not revealed (the draw has no result yet)'].join('\n');
      }
      const def = findLotteryGame(draw.vassalage, draw.gameCode);
      const recomputed = def
        ? drawResult(def.family as LotteryFamily, draw.seed, draw.clientSeed)
        : [];
      const hashOk = serverSeedMatchesHash(draw.seed, draw.seedHash);
      const resultOk = JSON.stringify(recomputed) === JSON.stringify(draw.result);
      return [
        ...lines,
        `  seed:        ${draw.seed}`,
        `  result:      ${draw.result.join(' ')}`,
        `  recomputed:  ${recomputed.join(' ')}`,
        `Seed matches its hash: ${hashOk ? 'yes' : 'NO'}. Result matches the seed: ${resultOk ? 'yes' : 'NO'}.`,
      ].join('\n');
    }
    case 'lottery-void': {
      const done = await callOperator(
        config,
        'POST',
        lotteryPaths.operatorVoidDraw.replace(':id', String(command.id)),
        operatorVoidResultSchema,
        { reason: command.reason },
        120_000,
      );
      return `Draw #${done.draw.id} is void: ${done.refundedBets} bets refunded, ${major(done.refunded)} in total.`;
    }
    case 'lottery-set': {
      const game = await callOperator(
        config,
        'PUT',
        `${lotteryPaths.operatorGames}/${encodeURIComponent(command.vassalage)}/${encodeURIComponent(command.gameCode)}`,
        operatorLotteryGameSchema,
        command.change,
      );
      return ['Changed:', gameLine(game)].join('\n');
    }
  }
}
