import {
  contentPaths,
  descriptionSections,
  errorMessages,
  operatorDescriptionInputSchema,
  operatorDescriptionSchema,
  operatorDescriptionSectionParamSchema,
  operatorSponsorInputSchema,
  operatorSponsorSchema,
  sponsorKinds,
  type DescriptionSectionName,
  type ErrorCode,
  type OperatorDescription,
  type OperatorDescriptionInput,
  type OperatorSponsor,
  type OperatorSponsorInput,
} from '@openlobby/contract';
import { z } from 'zod';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- sponsor …` (/sponsor) and `description …` (/description). */
export type SitePagesCommand =
  | { kind: 'sponsor-list' }
  | { kind: 'sponsor-add'; input: OperatorSponsorInput }
  | { kind: 'sponsor-remove'; id: number }
  | { kind: 'description-list' }
  | { kind: 'description-set'; section: DescriptionSectionName; input: OperatorDescriptionInput }
  | { kind: 'description-remove'; section: DescriptionSectionName };

export const sitePagesUsage = `  sponsor list                             sponsorships shown on /sponsor, with their ids
  sponsor add --kind club|event|ambassador --title-pt <text> --title-en <text>
      --text-pt <text> --text-en <text> [--link <https://…>] [--image </path/on/site.png>]
      [--sort <N>]                         publish one (plain text; without --image the
                                           site draws one; lower sort first)
  sponsor remove <ID>                      delete one
  description list                         the sections of /description that are set
  description set <${descriptionSections.join('|')}>
      --title-pt <text> --title-en <text> --content-pt <html> --content-en <html>
                                           set (or replace) a section; shown at
                                           /description#<section>, its HTML sanitized
  description remove <SECTION>             delete a section`;

const sponsorFlags: Record<string, string> = {
  kind: 'kind',
  titlePt: 'title-pt',
  titleEn: 'title-en',
  textPt: 'text-pt',
  textEn: 'text-en',
  linkUrl: 'link',
  imagePath: 'image',
  sortOrder: 'sort',
};
const descriptionFlags: Record<string, string> = {
  titlePt: 'title-pt',
  titleEn: 'title-en',
  contentPt: 'content-pt',
  contentEn: 'content-en',
};

/** The first refusal of a parse as a line for the operator. */
function problem(issues: readonly z.core.$ZodIssue[], flags: Record<string, string>): string {
  const issue = issues[0]!;
  const field = String(issue.path[0] ?? '');
  const flag = `--${flags[field] ?? field}`;
  const coded = errorMessages[issue.message as ErrorCode]?.en;
  if (coded) return `${flag}: ${coded}`;
  const kinds = field === 'kind' ? ` (${sponsorKinds.join(', ')})` : '';
  return `${flag} is missing or not valid${kinds}.`;
}

const unknownOption = (options: Map<string, string>, allowed: string[], what: string) => {
  const unknown = [...options.keys()].find((k) => !allowed.includes(k));
  return unknown ? `Unknown option --${unknown} for "${what}".` : null;
};

/** Parses the words after `sponsor`; a string is the problem to show. */
export function parseSponsor(
  words: string[],
  options: Map<string, string>,
): SitePagesCommand | string {
  const [sub, arg, extra] = words;
  if (extra !== undefined) return `Unexpected "${extra}".`;
  const allowed = sub === 'add' ? Object.values(sponsorFlags) : [];
  const unknown = unknownOption(options, allowed, `sponsor ${sub ?? ''}`);
  if (unknown) return unknown;
  if (sub === 'list' && arg === undefined) return { kind: 'sponsor-list' };
  if (sub === 'add' && arg === undefined) {
    const sort = options.get('sort');
    const parsed = operatorSponsorInputSchema.safeParse({
      kind: options.get('kind')?.toLowerCase(),
      titlePt: options.get('title-pt'),
      titleEn: options.get('title-en'),
      textPt: options.get('text-pt'),
      textEn: options.get('text-en'),
      linkUrl: options.get('link') ?? null,
      imagePath: options.get('image') ?? null,
      ...(sort === undefined ? {} : { sortOrder: Number(sort) }),
    });
    return parsed.success
      ? { kind: 'sponsor-add', input: parsed.data }
      : problem(parsed.error.issues, sponsorFlags);
  }
  if (sub === 'remove' && arg !== undefined) {
    const id = /^[1-9]\d{0,9}$/.test(arg) ? Number(arg) : NaN;
    return id <= 2_147_483_647 ? { kind: 'sponsor-remove', id } : `"${arg}" is not a sponsor id.`;
  }
  return 'Say "sponsor list", "sponsor add …" or "sponsor remove <ID>".';
}

/** Parses the words after `description`; a string is the problem to show. */
export function parseDescription(
  words: string[],
  options: Map<string, string>,
): SitePagesCommand | string {
  const [sub, arg, extra] = words;
  if (extra !== undefined) return `Unexpected "${extra}".`;
  const allowed = sub === 'set' ? Object.values(descriptionFlags) : [];
  const unknown = unknownOption(options, allowed, `description ${sub ?? ''}`);
  if (unknown) return unknown;
  if (sub === 'list' && arg === undefined) return { kind: 'description-list' };
  if ((sub === 'set' || sub === 'remove') && arg !== undefined) {
    const section = operatorDescriptionSectionParamSchema.safeParse({ section: arg.toLowerCase() });
    if (!section.success) return `"${arg}" is not a section (${descriptionSections.join(', ')}).`;
    if (sub === 'remove') return { kind: 'description-remove', section: section.data.section };
    const parsed = operatorDescriptionInputSchema.safeParse({
      titlePt: options.get('title-pt'),
      titleEn: options.get('title-en'),
      contentPt: options.get('content-pt'),
      contentEn: options.get('content-en'),
    });
    return parsed.success
      ? { kind: 'description-set', section: section.data.section, input: parsed.data }
      : problem(parsed.error.issues, descriptionFlags);
  }
  return 'Say "description list", "description set <SECTION> …" or "description remove <SECTION>".';
}

const sponsorLine = (s: OperatorSponsor) =>
  `  #${String(s.id).padEnd(5)} ${String(s.sortOrder).padStart(5)} ${s.kind.padEnd(10)} ${s.titleEn}` +
  (s.linkUrl ? `  → ${s.linkUrl}` : '');
const descriptionLine = (d: OperatorDescription) =>
  `  #${d.section.padEnd(20)} ${d.updatedAt}  ${d.titleEn}`;

export async function runSitePages(
  command: SitePagesCommand,
  config: OperatorClientConfig,
): Promise<string> {
  const sponsors = contentPaths.operatorSponsors;
  const description = contentPaths.operatorDescription;
  switch (command.kind) {
    case 'sponsor-list': {
      const all = await callOperator(config, 'GET', sponsors, z.array(operatorSponsorSchema));
      return all.length === 0 ? 'No sponsorships.' : all.map(sponsorLine).join('\n');
    }
    case 'sponsor-add': {
      const s = await callOperator(config, 'POST', sponsors, operatorSponsorSchema, command.input);
      return `Added sponsorship #${s.id}.\n${sponsorLine(s)}`;
    }
    case 'sponsor-remove':
      await callOperator(
        config,
        'DELETE',
        `${sponsors}/${command.id}`,
        z.object({ id: z.number() }),
      );
      return `Sponsorship #${command.id} removed.`;
    case 'description-list': {
      const all = await callOperator(
        config,
        'GET',
        description,
        z.array(operatorDescriptionSchema),
      );
      return all.length === 0 ? 'No description sections.' : all.map(descriptionLine).join('\n');
    }
    case 'description-set': {
      const d = await callOperator(
        config,
        'PUT',
        `${description}/${command.section}`,
        operatorDescriptionSchema,
        command.input,
      );
      return `Saved description section #${d.section}.\n${descriptionLine(d)}`;
    }
    case 'description-remove':
      await callOperator(
        config,
        'DELETE',
        `${description}/${command.section}`,
        z.object({ section: z.string() }),
      );
      return `Description section #${command.section} removed.`;
  }
}
