import {
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  messagePaths,
  operatorMessageResultSchema,
} from '@openlobby/contract';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- message send …` (ADR 027). */
export type MessageCommand = {
  kind: 'message-send';
  to: 'all' | 'member' | 'agents';
  account?: string;
  title: string;
  body: string;
};

export const messageUsage = `  message send --to all|agents|member <NAME> --title <text> --body <text>
                                           a platform message in the members' inbox
                                           (messageV2): to everyone registered now, to every
                                           agent, or to one member by account name`;

/** Parses the words after `message`; a string is the problem to show. */
export function parseMessage(
  words: string[],
  options: Map<string, string>,
): MessageCommand | string {
  const [sub, ...rest] = words;
  const unknown = [...options.keys()].find((k) => !['to', 'title', 'body'].includes(k));
  if (sub !== 'send') return 'Say "message send --to all|agents|member <NAME> --title … --body …".';
  if (unknown) return `Unknown option --${unknown} for "message send".`;
  const to = options.get('to');
  if (to !== 'all' && to !== 'agents' && to !== 'member') {
    return '--to takes all, agents or member <NAME>.';
  }
  const [account, extra] = rest;
  if (to === 'member' ? account === undefined || extra !== undefined : account !== undefined) {
    return to === 'member' ? 'Give the member: --to member <NAME>.' : `Unexpected "${account}".`;
  }
  const title = options.get('title')?.trim() ?? '';
  const body = options.get('body')?.trim() ?? '';
  if (title === '' || title.length > MESSAGE_TITLE_MAX) {
    return `Give --title "<text>" (1 to ${MESSAGE_TITLE_MAX} characters).`;
  }
  if (body === '' || body.length > MESSAGE_BODY_MAX) {
    return `Give --body "<text>" (1 to ${MESSAGE_BODY_MAX} characters).`;
  }
  return { kind: 'message-send', to, ...(account ? { account } : {}), title, body };
}

export async function runMessage(
  command: MessageCommand,
  config: OperatorClientConfig,
): Promise<string> {
  const { to, account, title, body } = command;
  const sent = await callOperator(
    config,
    'POST',
    messagePaths.operatorSend,
    operatorMessageResultSchema,
    to === 'member' ? { to, account, title, body } : { to, title, body },
  );
  return sent.to === 'member'
    ? `Message ${sent.id} sent to ${account}.`
    : `Broadcast ${sent.id} sent to ${to === 'all' ? 'all members' : 'the agents'}; each inbox receives it when next read.`;
}
