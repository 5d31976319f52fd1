import {
  contentPaths,
  operatorHelpTopicInputSchema,
  operatorHelpTopicSchema,
  operatorHelpTopicTagSchema,
  type OperatorHelpTopic,
  type OperatorHelpTopicInput,
} from '@openlobby/contract';
import { z } from 'zod';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- help list|add|remove` (ADR 012); plain `help` is the usage text. */
export type HelpTopicCommand =
  | { kind: 'help-list' }
  | { kind: 'help-add'; input: OperatorHelpTopicInput }
  | { kind: 'help-remove'; tag: string };

export const helpTopicUsage = `  help list                                help-centre topics (/help#tag) and their order
  help add --tag <tag> --title-pt <text> --title-en <text>
      --content-pt <html> --content-en <html> [--sort <N>]
                                           publish a topic, or replace the one with that tag
  help remove <TAG>                        delete a topic`;

const addOptions = ['tag', 'title-pt', 'title-en', 'content-pt', 'content-en', 'sort'];
const flags: Record<string, string> = {
  titlePt: 'title-pt',
  titleEn: 'title-en',
  contentPt: 'content-pt',
  contentEn: 'content-en',
  sortOrder: 'sort',
};

/** Parses the words after `help`; a string is the problem to show. */
export function parseHelpTopic(
  words: string[],
  options: Map<string, string>,
): HelpTopicCommand | string {
  const [sub, arg, extra] = words;
  const unknown = [...options.keys()].find((k) => sub !== 'add' || !addOptions.includes(k));
  if (unknown) return `Unknown option --${unknown} for "help ${sub ?? ''}".`;
  if (extra !== undefined) return `Unexpected "${extra}".`;
  if (sub === 'list' && arg === undefined) return { kind: 'help-list' };
  if (sub === 'add' && arg === undefined) {
    const sort = options.get('sort');
    const parsed = operatorHelpTopicInputSchema.safeParse({
      tag: options.get('tag'),
      titlePt: options.get('title-pt'),
      titleEn: options.get('title-en'),
      contentPt: options.get('content-pt'),
      contentEn: options.get('content-en'),
      ...(sort === undefined ? {} : { sortOrder: Number(sort) }),
    });
    if (parsed.success) return { kind: 'help-add', input: parsed.data };
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    const hint = field === 'tag' ? ' (lower-case letters, digits and dashes, e.g. deposits)' : '';
    return `--${flags[field] ?? field} is missing or not valid${hint}.`;
  }
  if (sub === 'remove' && arg !== undefined) {
    const parsed = operatorHelpTopicTagSchema.safeParse({ tag: arg });
    return parsed.success
      ? { kind: 'help-remove', tag: parsed.data.tag }
      : `"${arg}" is not a help topic tag.`;
  }
  return 'Say "help list", "help add …" or "help remove <TAG>".';
}

const line = (t: OperatorHelpTopic) =>
  `  ${String(t.sortOrder).padStart(5)} #${t.tag.padEnd(20)} ${t.enabled ? 'shown ' : 'hidden'} ${t.titleEn}`;

export async function runHelpTopic(
  command: HelpTopicCommand,
  config: OperatorClientConfig,
): Promise<string> {
  const path = contentPaths.operatorHelpTopics;
  switch (command.kind) {
    case 'help-list': {
      const all = await callOperator(config, 'GET', path, z.array(operatorHelpTopicSchema));
      return all.length === 0 ? 'No help topics.' : all.map(line).join('\n');
    }
    case 'help-add': {
      const t = await callOperator(config, 'POST', path, operatorHelpTopicSchema, command.input);
      return `Saved help topic #${t.tag}.\n${line(t)}`;
    }
    case 'help-remove':
      await callOperator(
        config,
        'DELETE',
        `${path}/${encodeURIComponent(command.tag)}`,
        z.object({ tag: z.string() }),
      );
      return `Help topic #${command.tag} removed.`;
  }
}
