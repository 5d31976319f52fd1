import {
  csPositions,
  csTypes,
  feedbackRulesValueSchema,
  operatorChatModelSchema,
  operatorCustomerServiceInputSchema,
  operatorCustomerServiceSchema,
  operatorFeedbackSchema,
  socialLinkSchema,
  socialTypes,
  supportPaths,
  chatModelIdSchema,
  isAllowedSupportUrl,
  type CsPosition,
  type CsType,
  type OperatorCustomerService,
  type SocialType,
} from '@openlobby/contract';
import { z } from 'zod';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- cs|social|chat|feedback …` (customer service, spec §2, §7). */
export type SupportCommand =
  | { kind: 'cs-list' }
  | { kind: 'cs-set'; csType: CsType; url: string | null; positions: CsPosition[]; sort?: number }
  | { kind: 'cs-remove'; csType: CsType }
  | { kind: 'social-list' }
  | { kind: 'social-set'; socialType: SocialType; url: string }
  | { kind: 'social-remove'; socialType: SocialType }
  | { kind: 'chat-list' }
  | { kind: 'chat-set'; modelId: string; url: string }
  | { kind: 'chat-remove'; modelId: string }
  | { kind: 'feedback-list'; limit: number }
  | { kind: 'feedback-rules'; minWords: number; maxWords: number };

export const supportUsage = `  cs list                                  customer-service shortcuts (right bar, footer)
  cs set TELEGRAM|WHATSAPP|FACEBOOK <URL> [--position RIGHT_BAR|FOOTER] [--sort <N>]
  cs set LIVECHAT [--position …] [--sort <N>]
                                           show a shortcut (both places unless --position;
                                           lowest sort first: it opens in a 440×750 window)
  cs remove <TYPE>                         hide a customer-service type
  social list | social set <NETWORK> <URL> | social remove <NETWORK>
                                           footer links: ${socialTypes.join(', ')}
  chat list | chat set <NAME> <URL> | chat remove <NAME>
                                           live-chat channels (LIVECHAT opens the first)
  feedback list [--limit 20]               feedback members sent, with image addresses
  feedback rules <MIN> <MAX>               the words a feedback must have`;

const urlHint = 'an https:// address (tg: and whatsapp: links too; http only on 127.0.0.1)';

function pick<T extends string>(values: readonly T[], word: string | undefined): T | undefined {
  return values.find((v) => v === word?.toUpperCase());
}

function parseCs(sub: string | undefined, args: string[], options: Map<string, string>) {
  if (sub === 'list' && args.length === 0) return { kind: 'cs-list' } as const;
  const csType = pick(csTypes, args[0]);
  if (sub === 'remove' && csType && args.length === 1)
    return { kind: 'cs-remove', csType } as const;
  if (sub !== 'set' || !csType) {
    return `Say "cs list", "cs set <TYPE> <URL>" or "cs remove <TYPE>"; types: ${csTypes.join(', ')}.`;
  }
  const position = options.get('position');
  const sort = options.get('sort');
  const parsed = operatorCustomerServiceInputSchema.safeParse({
    csType,
    url: args[1] ?? null,
    ...(position ? { positions: [position.toUpperCase()] } : {}),
    ...(sort !== undefined ? { sort: Number(sort) } : {}),
  });
  if (args.length > 2) return `Unexpected "${args[2]}".`;
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    if (field === 'positions') return `--position takes ${csPositions.join(' or ')}.`;
    if (field === 'sort') return '--sort takes a whole number from 0 to 10000.';
    return csType === 'LIVECHAT'
      ? 'LIVECHAT takes no URL: it opens the channels of "chat set <NAME> <URL>".'
      : `${csType} needs ${urlHint}.`;
  }
  const { url, positions } = parsed.data;
  return {
    kind: 'cs-set',
    csType,
    url,
    positions,
    ...(parsed.data.sort === undefined ? {} : { sort: parsed.data.sort }),
  } as const;
}

/** Parses the words after the command name; a string is the problem to show. */
export function parseSupport(
  command: string,
  words: string[],
  options: Map<string, string>,
): SupportCommand | string {
  const [sub, ...args] = words;
  const allowed = command === 'cs' && sub === 'set' ? ['position', 'sort'] : [];
  if (command === 'feedback' && sub === 'list') allowed.push('limit');
  const unknown = [...options.keys()].find((k) => !allowed.includes(k));
  if (unknown) return `Unknown option --${unknown} for "${command} ${sub ?? ''}".`;
  switch (command) {
    case 'cs':
      return parseCs(sub, args, options);
    case 'social': {
      if (sub === 'list' && args.length === 0) return { kind: 'social-list' };
      const socialType = pick(socialTypes, args[0]);
      if (sub === 'remove' && socialType && args.length === 1) {
        return { kind: 'social-remove', socialType };
      }
      if (sub === 'set' && socialType && args.length === 2) {
        const url = args[1]!;
        return isAllowedSupportUrl(url)
          ? { kind: 'social-set', socialType, url }
          : `Give ${urlHint}.`;
      }
      return `Say "social list", "social set <NETWORK> <URL>" or "social remove <NETWORK>"; networks: ${socialTypes.join(', ')}.`;
    }
    case 'chat': {
      if (sub === 'list' && args.length === 0) return { kind: 'chat-list' };
      const name = chatModelIdSchema.safeParse(args[0]);
      if ((sub === 'set' || sub === 'remove') && args[0] !== undefined && !name.success) {
        return `"${args[0]}" is not a channel name (letters, digits, - and _, up to 32).`;
      }
      if (sub === 'remove' && name.success && args.length === 1) {
        return { kind: 'chat-remove', modelId: name.data };
      }
      if (sub === 'set' && name.success && args.length === 2) {
        const url = args[1]!;
        return isAllowedSupportUrl(url, { appSchemes: false })
          ? { kind: 'chat-set', modelId: name.data, url }
          : 'Give the chat an https:// address (http only on 127.0.0.1).';
      }
      return 'Say "chat list", "chat set <NAME> <URL>" or "chat remove <NAME>".';
    }
    default: {
      if (sub === 'list' && args.length === 0) {
        const limit = Number(options.get('limit') ?? '20');
        if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
          return '--limit takes a whole number from 1 to 200.';
        }
        return { kind: 'feedback-list', limit };
      }
      const [min, max] = args.map(Number);
      if (sub === 'rules' && args.length === 2 && Number.isInteger(min) && Number.isInteger(max)) {
        if (min! < 1 || max! > 10_000 || min! > max!) return 'Give 1 <= MIN <= MAX <= 10000.';
        return { kind: 'feedback-rules', minWords: min!, maxWords: max! };
      }
      return 'Say "feedback list" or "feedback rules <MIN> <MAX>".';
    }
  }
}

const csLines = (rows: OperatorCustomerService[]) =>
  rows.length === 0
    ? 'No customer-service shortcuts.'
    : rows
        .map(
          (r) =>
            `  ${String(r.sort).padStart(5)} ${r.csType.padEnd(9)} ${r.csPosition.padEnd(9)} ${r.url ?? '(live chat channels)'}`,
        )
        .join('\n');

export async function runSupport(
  command: SupportCommand,
  config: OperatorClientConfig,
): Promise<string> {
  const cs = supportPaths.operatorCustomerService;
  const social = supportPaths.operatorSocialLinks;
  const chat = supportPaths.operatorChatModels;
  const csList = z.array(operatorCustomerServiceSchema);
  const socialList = z.array(socialLinkSchema);
  const chatList = z.array(operatorChatModelSchema);
  const socialLines = (rows: z.infer<typeof socialList>) =>
    rows.length === 0
      ? 'No social links.'
      : rows.map((r) => `  ${r.socialType.padEnd(9)} ${r.url}`).join('\n');
  const chatLines = (rows: z.infer<typeof chatList>) =>
    rows.length === 0
      ? 'No live-chat channels (live chat is hidden).'
      : rows.map((r) => `  ${r.modelId.padEnd(16)} ${r.url}`).join('\n');
  switch (command.kind) {
    case 'cs-list':
      return csLines(await callOperator(config, 'GET', cs, csList));
    case 'cs-set': {
      const body = {
        csType: command.csType,
        url: command.url,
        positions: command.positions,
        ...(command.sort === undefined ? {} : { sort: command.sort }),
      };
      return `${command.csType} set.\n${csLines(await callOperator(config, 'PUT', cs, csList, body))}`;
    }
    case 'cs-remove':
      return `${command.csType} removed.\n${csLines(await callOperator(config, 'DELETE', `${cs}/${command.csType}`, csList))}`;
    case 'social-list':
      return socialLines(await callOperator(config, 'GET', social, socialList));
    case 'social-set':
      return `${command.socialType} set.\n${socialLines(await callOperator(config, 'PUT', social, socialList, { socialType: command.socialType, url: command.url }))}`;
    case 'social-remove':
      return `${command.socialType} removed.\n${socialLines(await callOperator(config, 'DELETE', `${social}/${command.socialType}`, socialList))}`;
    case 'chat-list':
      return chatLines(await callOperator(config, 'GET', chat, chatList));
    case 'chat-set':
      return `Chat ${command.modelId} set.\n${chatLines(await callOperator(config, 'PUT', chat, chatList, { modelId: command.modelId, url: command.url }))}`;
    case 'chat-remove':
      return `Chat ${command.modelId} removed.\n${chatLines(await callOperator(config, 'DELETE', `${chat}/${command.modelId}`, chatList))}`;
    case 'feedback-list': {
      const rows = await callOperator(
        config,
        'GET',
        `${supportPaths.operatorFeedback}?limit=${command.limit}`,
        z.array(operatorFeedbackSchema),
      );
      if (rows.length === 0) return 'No feedback yet.';
      return rows
        .map((f) =>
          [
            `#${f.id} ${f.createdAt} from ${f.account}`,
            `  ${f.content}`,
            ...f.images.map(
              (i) => `  image ${new URL(i.url, config.baseUrl).href} (${i.mime}, ${i.bytes} bytes)`,
            ),
          ].join('\n'),
        )
        .join('\n');
    }
    case 'feedback-rules': {
      const rules = await callOperator(
        config,
        'PUT',
        supportPaths.operatorFeedbackRules,
        feedbackRulesValueSchema,
        { minWords: command.minWords, maxWords: command.maxWords },
      );
      return `Feedback must have ${rules.minWords} to ${rules.maxWords} words.`;
    }
  }
}
