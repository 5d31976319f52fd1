import {
  gameCategories,
  outboxKinds,
  registerFields,
  profileFields,
  type OutboxKind,
  type ProfileField,
  type RegisterField,
  loginVerificationSettingsSchema,
  type LoginVerificationSettings,
  isWhitelabelId,
  whitelabelModuleIds,
  whitelabelGroupIds,
  type GameCategory,
} from '@openlobby/contract';
import { parseIpRange } from '../lib/ip-ranges';
import {
  announcementUsage,
  parseAnnouncement,
  type AnnouncementCommand,
} from './announcement-command';
import { parseSupport, supportUsage, type SupportCommand } from './support-command';
import { bannerUsage, parseBanner, type BannerCommand } from './banner-command';
import { helpTopicUsage, parseHelpTopic, type HelpTopicCommand } from './help-command';
import {
  parseDescription,
  parseSponsor,
  sitePagesUsage,
  type SitePagesCommand,
} from './site-pages-command';
import { depositUsage, parseDeposit, type DepositCommand } from './deposit-command';
import { parseWithdrawal, withdrawalUsage, type WithdrawalCommand } from './withdrawal-command';
import { messageUsage, parseMessage, type MessageCommand } from './message-command';
import { agentUsage, parseAgent, parseMember, type AgentCommand } from './agent-command';
import { parseReward, rewardUsage, type RewardCommand } from './reward-command';
import { lotteryUsage, parseLottery, type LotteryCommand } from './lottery-command';
import { parseRaffle, raffleUsage, type RaffleCommand } from './raffle-command';
import { parseRebate, rebateUsage, type RebateCommand } from './rebate-command';
import { parseVip, vipUsage, type VipCommand } from './vip-command';
import { parsePoints, pointsUsage, type PointsCommand } from './points-command';
import {
  parseRedEnvelope,
  redEnvelopeUsage,
  type RedEnvelopeCommand,
} from './red-envelope-command';
import {
  parseProviderWallet,
  providerWalletUsage,
  type ProviderWalletCommand,
} from './provider-wallet-command';
import { parseReferral, referralUsage, type ReferralCommand } from './referral-command';
import { parsePlayer, playerUsage, type PlayerCommand } from './player-command';
import { licenceUsage, parseLicence, type LicenceCommand } from './licence-command';

export type OperatorCommand =
  | AnnouncementCommand
  | SupportCommand
  | LicenceCommand
  | BannerCommand
  | HelpTopicCommand
  | SitePagesCommand
  | DepositCommand
  | WithdrawalCommand
  | MessageCommand
  | AgentCommand
  | LotteryCommand
  | RebateCommand
  | RedEnvelopeCommand
  | VipCommand
  | PointsCommand
  | RaffleCommand
  | RewardCommand
  | ProviderWalletCommand
  | ReferralCommand
  | PlayerCommand
  | { kind: 'help' }
  | { kind: 'status' }
  | { kind: 'maintenance'; enabled: boolean; endsAt: string | null }
  | { kind: 'region-set'; countries: string[]; ipRanges: string[] }
  | { kind: 'region-off' }
  | { kind: 'whitelabel-list' }
  | { kind: 'whitelabel-set'; id: string; enabled: boolean }
  | { kind: 'category'; gameCategory: GameCategory; enabled: boolean }
  | { kind: 'outbox'; outbox: OutboxKind; limit: number }
  | { kind: 'human-check'; id: string }
  | { kind: 'register-rules-list' }
  | { kind: 'register-rules-set'; field: RegisterField; enabled: boolean }
  | { kind: 'profile-rules-list' }
  | {
      kind: 'profile-rules-set';
      field: ProfileField;
      enabled?: boolean;
      required?: boolean;
      editable?: boolean;
    }
  | {
      kind: 'login-verification';
      method: LoginVerificationSettings['method'];
      /** Unset keeps the current value. */
      preferTotp?: boolean;
    };

export type ParseResult = { ok: true; command: OperatorCommand } | { ok: false; error: string };

export const usage = `Usage: npm run operator -- <command>

Commands:
  status                                   show maintenance, region, modules and categories
  maintenance on [--until <ISO datetime>]  show the maintenance page (optional announced end)
  maintenance off                          end maintenance
  region set [--countries US,CN] [--ips 203.0.113.0/24,2001:db8::/32]
                                           block these countries and addresses/CIDRs
  region off                               stop blocking (the lists are kept)
  whitelabel list                          list the feature modules and whether they are on
  whitelabel set <MODULE> on|off           turn a feature module on or off
  category enable|disable <GAMECATEGORY>   show or hide a vendor category (e.g. SPORTS)
  login-verification set MOBILE|EMAIL|BANK_NAME|TOTP|OFF [--prefer-totp on|off]
                                           extra check for a login from a new IP address
  outbox sms|mail [--limit 20]             latest messages of the development outboxes
                                           (not in production)
  human-check <ID>                         the answer of a live captcha or slider puzzle
                                           (not in production; end-to-end tests use it)
  register-rules list                      registration fields and their rules
  register-rules set <FIELD> on|off        show or hide a registration field (e.g. captcha)
  profile-rules list                       my account's profile fields and their rules
  profile-rules set <FIELD> [--shown on|off] [--required on|off] [--editable on|off]
                                           show, require or let members edit a profile field
${announcementUsage}
${supportUsage}
${licenceUsage}
${bannerUsage}
${helpTopicUsage}
${sitePagesUsage}
${depositUsage}
${withdrawalUsage}
${playerUsage}
${messageUsage}
${agentUsage}
${lotteryUsage}
${rebateUsage}
${redEnvelopeUsage}
${vipUsage}
${pointsUsage}
${raffleUsage}
${rewardUsage}
${providerWalletUsage}
${referralUsage}
  help                                     this text

The server must be running. URL: OPERATOR_URL or http://127.0.0.1:$PORT.
Token: OPERATOR_TOKEN or the file DATA_DIR/operator.token the server created.`;

const fail = (error: string): ParseResult => ({ ok: false, error });
const done = (command: OperatorCommand): ParseResult => ({ ok: true, command });

/**
 * Splits "--name value" and "--name=value" options from positional words. After a bare
 * "--" every argument is a word, for values that may begin with dashes (a challenge id is
 * base64url).
 */
function splitOptions(args: string[]): { words: string[]; options: Map<string, string> } | string {
  const words: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--') {
      words.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    const value = eq === -1 ? args[++i] : arg.slice(eq + 1);
    if (value === undefined || value.startsWith('--')) return `Option --${name} needs a value.`;
    options.set(name, value);
  }
  return { words, options };
}

function onOff(word: string | undefined): boolean | undefined {
  const w = word?.toLowerCase();
  return w === 'on' ? true : w === 'off' ? false : undefined;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Turns the command line into a command, refusing bad input here with a clear message
 * (the server's answer to bad input is deliberately generic).
 */
export function parseOperatorArgs(args: string[], now: Date = new Date()): ParseResult {
  const split = splitOptions(args);
  if (typeof split === 'string') return fail(split);
  const { words, options } = split;
  const [command, sub, arg, extra] = words;
  const hint = 'Run "npm run operator -- help" for the commands.';
  const allowOptions = (...names: string[]) => {
    const unknown = [...options.keys()].find((k) => !names.includes(k));
    return unknown ? `Unknown option --${unknown} for "${words.slice(0, 2).join(' ')}".` : null;
  };
  const tooMany = (count: number) =>
    words.length > count ? `Unexpected "${words[count]}". ${hint}` : null;

  // `help` alone is this usage text; `help list|add|remove` manages the help centre.
  if (command === 'help' && sub !== undefined) {
    const parsed = parseHelpTopic(words.slice(1), options);
    return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
  }
  switch (command) {
    case undefined:
    case 'help':
    case '--help':
      return done({ kind: 'help' });
    case 'status': {
      const problem = tooMany(1) ?? allowOptions();
      return problem ? fail(problem) : done({ kind: 'status' });
    }
    case 'maintenance': {
      const enabled = onOff(sub);
      if (enabled === undefined) return fail(`Say "maintenance on" or "maintenance off". ${hint}`);
      const problem = tooMany(2) ?? allowOptions(...(enabled ? ['until'] : []));
      if (problem) return fail(problem);
      const until = options.get('until');
      if (until === undefined) return done({ kind: 'maintenance', enabled, endsAt: null });
      const end = Date.parse(until);
      if (Number.isNaN(end) || !/^\d{4}-\d{2}-\d{2}T/.test(until)) {
        return fail(
          `--until must be an ISO date-time such as 2030-01-31T18:00:00Z, not "${until}".`,
        );
      }
      if (end <= now.getTime()) return fail(`--until ${until} is not in the future.`);
      return done({ kind: 'maintenance', enabled, endsAt: new Date(end).toISOString() });
    }
    case 'region': {
      if (sub === 'off') {
        const problem = tooMany(2) ?? allowOptions();
        return problem ? fail(problem) : done({ kind: 'region-off' });
      }
      if (sub !== 'set') return fail(`Say "region set ..." or "region off". ${hint}`);
      const problem = tooMany(2) ?? allowOptions('countries', 'ips');
      if (problem) return fail(problem);
      const countries = list(options.get('countries')).map((c) => c.toUpperCase());
      const ipRanges = list(options.get('ips'));
      if (countries.length === 0 && ipRanges.length === 0) {
        return fail('Give --countries and/or --ips, e.g. region set --countries US,CN');
      }
      const badCountry = countries.find((c) => !/^[A-Z]{2}$/.test(c));
      if (badCountry) return fail(`"${badCountry}" is not a two-letter country code (ISO 3166-1).`);
      const badIp = ipRanges.find((r) => parseIpRange(r) === null);
      if (badIp) return fail(`"${badIp}" is not an IP address or CIDR range.`);
      return done({ kind: 'region-set', countries, ipRanges });
    }
    case 'whitelabel': {
      if (sub === 'list') {
        const problem = tooMany(2) ?? allowOptions();
        return problem ? fail(problem) : done({ kind: 'whitelabel-list' });
      }
      if (sub !== 'set') return fail(`Say "whitelabel list" or "whitelabel set <MODULE> on|off".`);
      const enabled = onOff(extra);
      if (!arg || enabled === undefined) return fail('Say "whitelabel set <MODULE> on|off".');
      const problem = tooMany(4) ?? allowOptions();
      if (problem) return fail(problem);
      // Ids mix cases (USERNAMEREG3, enableCt); accept any case, send the real id.
      const all = [...whitelabelGroupIds, ...whitelabelModuleIds];
      const id = all.find((m) => m.toLowerCase() === arg.toLowerCase());
      if (!id || !isWhitelabelId(id)) {
        return fail(`Unknown module "${arg}". Known: ${all.join(', ')}.`);
      }
      return done({ kind: 'whitelabel-set', id, enabled });
    }
    case 'category': {
      const enabled = sub === 'enable' ? true : sub === 'disable' ? false : undefined;
      if (enabled === undefined || !arg)
        return fail('Say "category enable|disable <GAMECATEGORY>".');
      const problem = tooMany(3) ?? allowOptions();
      if (problem) return fail(problem);
      const gameCategory = gameCategories.find((c) => c === arg.toUpperCase());
      if (!gameCategory)
        return fail(`Unknown category "${arg}". Known: ${gameCategories.join(', ')}.`);
      return done({ kind: 'category', gameCategory, enabled });
    }
    case 'login-verification': {
      const methods = loginVerificationSettingsSchema.shape.method.options;
      const method = methods.find((m) => m === arg?.toUpperCase());
      if (sub !== 'set' || !method) {
        return fail(`Say "login-verification set ${methods.join('|')}".`);
      }
      const problem = tooMany(3) ?? allowOptions('prefer-totp');
      if (problem) return fail(problem);
      const prefer = options.get('prefer-totp');
      const preferTotp = prefer === undefined ? undefined : onOff(prefer);
      if (prefer !== undefined && preferTotp === undefined) {
        return fail('--prefer-totp takes on or off.');
      }
      return done({ kind: 'login-verification', method, preferTotp });
    }
    case 'outbox': {
      const outbox = outboxKinds.find((k) => k === sub);
      if (!outbox) return fail('Say "outbox sms" or "outbox mail".');
      const problem = tooMany(2) ?? allowOptions('limit');
      if (problem) return fail(problem);
      const limit = Number(options.get('limit') ?? '20');
      if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
        return fail('--limit takes a whole number from 1 to 200.');
      }
      return done({ kind: 'outbox', outbox, limit });
    }
    case 'human-check': {
      if (!sub || sub.length > 128)
        return fail('Say "human-check <ID>" (a captchaId or challengeId).');
      const problem = tooMany(2) ?? allowOptions();
      return problem ? fail(problem) : done({ kind: 'human-check', id: sub });
    }
    case 'register-rules': {
      if (sub === 'list') {
        const problem = tooMany(2) ?? allowOptions();
        return problem ? fail(problem) : done({ kind: 'register-rules-list' });
      }
      const enabled = onOff(extra);
      const field = registerFields.find((f) => f.toLowerCase() === arg?.toLowerCase());
      if (sub !== 'set' || !field || enabled === undefined) {
        return fail(
          `Say "register-rules set <FIELD> on|off"; fields: ${registerFields.join(', ')}.`,
        );
      }
      const problem = tooMany(4) ?? allowOptions();
      return problem ? fail(problem) : done({ kind: 'register-rules-set', field, enabled });
    }
    case 'profile-rules': {
      if (sub === 'list') {
        const problem = tooMany(2) ?? allowOptions();
        return problem ? fail(problem) : done({ kind: 'profile-rules-list' });
      }
      const field = profileFields.find((f) => f.toLowerCase() === arg?.toLowerCase());
      const flags = {
        enabled: onOff(options.get('shown')),
        required: onOff(options.get('required')),
        editable: onOff(options.get('editable')),
      };
      const given = ['shown', 'required', 'editable'].filter((o) => options.has(o));
      const bad = given.some((o) => onOff(options.get(o)) === undefined);
      if (sub !== 'set' || !field || given.length === 0 || bad) {
        return fail(
          `Say "profile-rules set <FIELD> [--shown on|off] [--required on|off] [--editable on|off]"; fields: ${profileFields.join(', ')}.`,
        );
      }
      const problem = tooMany(3) ?? allowOptions('shown', 'required', 'editable');
      if (problem) return fail(problem);
      return done({
        kind: 'profile-rules-set',
        field,
        ...Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined)),
      });
    }
    case 'sponsor':
    case 'description': {
      const rest = words.slice(1);
      const parsed =
        command === 'sponsor' ? parseSponsor(rest, options) : parseDescription(rest, options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'banner':
    case 'download': {
      const parsed = parseBanner(command, words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'cs':
    case 'social':
    case 'chat':
    case 'feedback': {
      const parsed = parseSupport(command, words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'licence': {
      const parsed = parseLicence(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'deposit': {
      const parsed = parseDeposit(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'player': {
      const parsed = parsePlayer(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'withdrawal': {
      const parsed = parseWithdrawal(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'message': {
      const parsed = parseMessage(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'agent': {
      const parsed = parseAgent(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'lottery': {
      const parsed = parseLottery(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'raffle': {
      const parsed = parseRaffle(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'rebate': {
      const parsed = parseRebate(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'redenvelope': {
      const parsed = parseRedEnvelope(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'vip': {
      const parsed = parseVip(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'points': {
      const parsed = parsePoints(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'member': {
      const parsed = parseMember(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'provider-wallet': {
      const parsed = parseProviderWallet(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'referral': {
      const parsed = parseReferral(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'promotion':
    case 'mission': {
      const parsed = parseReward(command, words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    case 'announcement': {
      const parsed = parseAnnouncement(words.slice(1), options);
      return typeof parsed === 'string' ? fail(`${parsed} ${hint}`) : done(parsed);
    }
    default:
      return fail(`Unknown command "${command}". ${hint}`);
  }
}
