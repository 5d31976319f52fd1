import {
  contentPaths,
  operatorAnnouncementInputSchema,
  operatorAnnouncementSchema,
  operatorAnnouncementTypes,
  popupExecutions,
  type OperatorAnnouncement,
  type OperatorAnnouncementInput,
} from '@openlobby/contract';
import { z } from 'zod';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- announcement …` (ADR 012). */
export type AnnouncementCommand =
  | { kind: 'announcement-list' }
  | { kind: 'announcement-add'; input: OperatorAnnouncementInput }
  | { kind: 'announcement-enable'; id: number; enabled: boolean }
  | { kind: 'announcement-remove'; id: number };

export const announcementUsage = `  announcement list                        announcements, notices and popups with their ids
  announcement add --type B|PL|PU|PR|H|AG --title-pt <text> --title-en <text>
      --content-pt <html> --content-en <html> [--execution A|B|F] [--promotion <TYPE>]
                                           publish one (execution: popup for members A,
                                           visitors B, first login F; type AG: agents only,
                                           in the agent centre)
  announcement enable|disable|remove <ID>  show, hide or delete one`;

const addOptions = [
  'type',
  'title-pt',
  'title-en',
  'content-pt',
  'content-en',
  'execution',
  'promotion',
];

/** Parses the words after `announcement`; a string is the problem to show. */
export function parseAnnouncement(
  words: string[],
  options: Map<string, string>,
): AnnouncementCommand | string {
  const [sub, arg, extra] = words;
  const unknown = [...options.keys()].find((k) => sub !== 'add' || !addOptions.includes(k));
  if (unknown) return `Unknown option --${unknown} for "announcement ${sub ?? ''}".`;
  if (extra !== undefined) return `Unexpected "${extra}".`;
  if (sub === 'list' && arg === undefined) return { kind: 'announcement-list' };
  if (sub === 'add' && arg === undefined) {
    const parsed = operatorAnnouncementInputSchema.safeParse({
      type: options.get('type')?.toUpperCase(),
      titlePt: options.get('title-pt'),
      titleEn: options.get('title-en'),
      contentPt: options.get('content-pt'),
      contentEn: options.get('content-en'),
      execution: options.get('execution')?.toUpperCase() ?? null,
      promotionType: options.get('promotion') ?? null,
    });
    if (parsed.success) return { kind: 'announcement-add', input: parsed.data };
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    const flag =
      {
        titlePt: 'title-pt',
        titleEn: 'title-en',
        contentPt: 'content-pt',
        contentEn: 'content-en',
        promotionType: 'promotion',
      }[field] ?? field;
    const known =
      field === 'type'
        ? ` (${operatorAnnouncementTypes.join(', ')})`
        : field === 'execution'
          ? ` (${popupExecutions.join(', ')})`
          : '';
    return `--${flag} is missing or not valid${known}.`;
  }
  if ((sub === 'enable' || sub === 'disable' || sub === 'remove') && arg !== undefined) {
    const id = Number(arg);
    if (!Number.isInteger(id) || id <= 0) return `"${arg}" is not an announcement id.`;
    return sub === 'remove'
      ? { kind: 'announcement-remove', id }
      : { kind: 'announcement-enable', id, enabled: sub === 'enable' };
  }
  return 'Say "announcement list", "announcement add …" or "announcement enable|disable|remove <ID>".';
}

const line = (a: OperatorAnnouncement) =>
  `  ${String(a.id).padStart(4)} ${a.type.padEnd(2)} ${a.enabled ? 'shown ' : 'hidden'} ` +
  `popup:${a.execution ?? '-'} ${a.promotionType ? `promotion:${a.promotionType} ` : ''}${a.titleEn}`;

export async function runAnnouncement(
  command: AnnouncementCommand,
  config: OperatorClientConfig,
): Promise<string> {
  const path = contentPaths.operatorAnnouncements;
  const done = z.object({ id: z.number() });
  switch (command.kind) {
    case 'announcement-list': {
      const all = await callOperator(config, 'GET', path, z.array(operatorAnnouncementSchema));
      return all.length === 0 ? 'No announcements.' : all.map(line).join('\n');
    }
    case 'announcement-add': {
      const a = await callOperator(config, 'POST', path, operatorAnnouncementSchema, command.input);
      return `Published announcement ${a.id}.\n${line(a)}`;
    }
    case 'announcement-enable':
      await callOperator(config, 'PATCH', `${path}/${command.id}`, done, {
        enabled: command.enabled,
      });
      return `Announcement ${command.id} is ${command.enabled ? 'shown' : 'hidden'}.`;
    case 'announcement-remove':
      await callOperator(config, 'DELETE', `${path}/${command.id}`, done);
      return `Announcement ${command.id} removed.`;
  }
}
