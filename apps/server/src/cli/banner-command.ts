import {
  bannerGroups,
  contentPaths,
  downloadValueSchema,
  operatorBannerInputSchema,
  operatorBannerSchema,
  operatorDownloadInputSchema,
  type OperatorBanner,
  type OperatorBannerInput,
} from '@openlobby/contract';
import { z } from 'zod';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- banner …` and `download …` (the home page's content). */
export type BannerCommand =
  | { kind: 'banner-list' }
  | { kind: 'banner-add'; input: OperatorBannerInput }
  | { kind: 'banner-enable'; id: number; enabled: boolean }
  | { kind: 'banner-remove'; id: number }
  | { kind: 'download-show' }
  | { kind: 'download-set'; ios?: string | null; android?: string | null };

export const bannerUsage = `  banner list                              banners of every group with their ids
  banner add --group w_home|w_login|w_register|w_forget --title-pt <text> --title-en <text>
      [--promotion <CODE> | --game <NODE ID> | --url <https://…>] [--sort <N>]
                                           publish one (a click opens the promotion, starts
                                           the game or opens the URL; lower sort first)
  banner enable|disable|remove <ID>        show, hide or delete one
  download show                            the app-download store links
  download set [--ios <URL|none>] [--android <URL|none>]
                                           set (or with "none" remove) the store links`;

const addOptions = ['group', 'title-pt', 'title-en', 'promotion', 'game', 'url', 'sort'];
const flagOf: Record<string, string> = {
  groupName: 'group',
  titlePt: 'title-pt',
  titleEn: 'title-en',
  sort: 'sort',
};

function parseAdd(options: Map<string, string>): BannerCommand | string {
  const links = (['promotion', 'game', 'url'] as const).filter((k) => options.has(k));
  if (links.length > 1) return 'Give at most one of --promotion, --game and --url.';
  const link = links[0];
  const sort = options.get('sort');
  const parsed = operatorBannerInputSchema.safeParse({
    groupName: options.get('group')?.toLowerCase(),
    titlePt: options.get('title-pt'),
    titleEn: options.get('title-en'),
    linkageType:
      link === undefined ? 'NONE' : link === 'promotion' ? 'PROMOTION' : link.toUpperCase(),
    linkage: link === undefined ? null : options.get(link),
    sort: sort === undefined ? undefined : Number(sort),
  });
  if (parsed.success) return { kind: 'banner-add', input: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  if (field === 'linkage') return `--${link} is not valid: give ${issue.message}.`;
  const known = field === 'groupName' ? ` (${bannerGroups.join(', ')})` : '';
  return `--${flagOf[field] ?? field} is missing or not valid${known}.`;
}

function parseDownload(
  sub: string | undefined,
  options: Map<string, string>,
): BannerCommand | string {
  if (sub === 'show')
    return options.size > 0 ? 'download show takes no options.' : { kind: 'download-show' };
  if (sub !== 'set') return 'Say "download show" or "download set --ios <URL> --android <URL>".';
  const unknown = [...options.keys()].find((k) => k !== 'ios' && k !== 'android');
  if (unknown) return `Unknown option --${unknown} for "download set".`;
  const value = (k: string) => {
    const v = options.get(k);
    return v === undefined ? undefined : v.toLowerCase() === 'none' ? null : v;
  };
  const parsed = operatorDownloadInputSchema.safeParse({
    ios: value('ios'),
    android: value('android'),
  });
  if (parsed.success) return { kind: 'download-set', ...parsed.data };
  const field = String(parsed.error.issues[0]?.path[0] ?? '');
  return field
    ? `--${field} must be an absolute http(s) URL or "none".`
    : 'Give --ios and/or --android.';
}

/** Parses the words after `banner` or `download`; a string is the problem to show. */
export function parseBanner(
  command: 'banner' | 'download',
  words: string[],
  options: Map<string, string>,
): BannerCommand | string {
  const [sub, arg, extra] = words;
  if (command === 'download')
    return (extra ?? arg) ? `Unexpected "${arg}".` : parseDownload(sub, options);
  const unknown = [...options.keys()].find((k) => sub !== 'add' || !addOptions.includes(k));
  if (unknown) return `Unknown option --${unknown} for "banner ${sub ?? ''}".`;
  if (extra !== undefined) return `Unexpected "${extra}".`;
  if (sub === 'list' && arg === undefined) return { kind: 'banner-list' };
  if (sub === 'add' && arg === undefined) return parseAdd(options);
  if ((sub === 'enable' || sub === 'disable' || sub === 'remove') && arg !== undefined) {
    const id = Number(arg);
    if (!Number.isInteger(id) || id <= 0) return `"${arg}" is not a banner id.`;
    return sub === 'remove'
      ? { kind: 'banner-remove', id }
      : { kind: 'banner-enable', id, enabled: sub === 'enable' };
  }
  return 'Say "banner list", "banner add …" or "banner enable|disable|remove <ID>".';
}

const line = (b: OperatorBanner) =>
  `  ${String(b.id).padStart(4)} ${b.groupName.padEnd(10)} ${b.enabled ? 'shown ' : 'hidden'} ` +
  `sort:${b.sort} ${b.linkageType === 'NONE' ? '' : `${b.linkageType.toLowerCase()}:${b.linkage} `}${b.titleEn}`;

const links = (l: z.infer<typeof downloadValueSchema>) =>
  `iOS: ${l.ios ?? 'not offered'}\nAndroid: ${l.android ?? 'not offered'}`;

export async function runBanner(
  command: BannerCommand,
  config: OperatorClientConfig,
): Promise<string> {
  const path = contentPaths.operatorBanners;
  const done = z.object({ id: z.number() });
  switch (command.kind) {
    case 'banner-list': {
      const all = await callOperator(config, 'GET', path, z.array(operatorBannerSchema));
      return all.length === 0 ? 'No banners.' : all.map(line).join('\n');
    }
    case 'banner-add': {
      const b = await callOperator(config, 'POST', path, operatorBannerSchema, command.input);
      return `Published banner ${b.id}.\n${line(b)}`;
    }
    case 'banner-enable':
      await callOperator(config, 'PATCH', `${path}/${command.id}`, done, {
        enabled: command.enabled,
      });
      return `Banner ${command.id} is ${command.enabled ? 'shown' : 'hidden'}.`;
    case 'banner-remove':
      await callOperator(config, 'DELETE', `${path}/${command.id}`, done);
      return `Banner ${command.id} removed.`;
    case 'download-show':
      return links(
        await callOperator(config, 'GET', contentPaths.operatorDownload, downloadValueSchema),
      );
    case 'download-set': {
      const body = { ios: command.ios, android: command.android };
      const saved = await callOperator(
        config,
        'PUT',
        contentPaths.operatorDownload,
        downloadValueSchema,
        body,
      );
      return `Download links saved.\n${links(saved)}`;
    }
  }
}
