import {
  operatorSiteLicenceInputSchema,
  operatorSiteLicenceSchema,
  supportPaths,
  type OperatorSiteLicenceInput,
  type SiteLicence,
} from '@openlobby/contract';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- licence …`: the footer's licence/regulator line. */
export type LicenceCommand =
  | { kind: 'licence-show' }
  | { kind: 'licence-set'; input: OperatorSiteLicenceInput }
  | { kind: 'licence-remove' };

export const licenceUsage = `  licence show                             the footer's licence line
  licence set --regulator <name> --number <licence number> [--url <https://…>]
                                           set it (the names as the licence reads them; the
                                           sentence around them is translated)
  licence remove                           show no licence line`;

/** Parses the words after `licence`; a string is the problem to show. */
export function parseLicence(
  words: string[],
  options: Map<string, string>,
): LicenceCommand | string {
  const [sub, extra] = words;
  const allowed = sub === 'set' ? ['regulator', 'number', 'url'] : [];
  const unknown = [...options.keys()].find((k) => !allowed.includes(k));
  if (unknown) return `Unknown option --${unknown} for "licence ${sub ?? ''}".`;
  if (extra !== undefined) return `Unexpected "${extra}".`;
  if (sub === 'show') return { kind: 'licence-show' };
  if (sub === 'remove') return { kind: 'licence-remove' };
  if (sub !== 'set')
    return 'Say "licence show", "licence set --regulator … --number …" or "licence remove".';
  const parsed = operatorSiteLicenceInputSchema.safeParse({
    regulator: options.get('regulator'),
    licenceNumber: options.get('number'),
    url: options.get('url') ?? null,
  });
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    if (field === 'regulator')
      return "--regulator takes the regulator's name (2 to 120 characters).";
    if (field === 'licenceNumber') return '--number takes the licence number (1 to 60 characters).';
    return '--url takes an https:// address (http only on 127.0.0.1).';
  }
  return { kind: 'licence-set', input: parsed.data };
}

export function licenceLine(licence: SiteLicence | null): string {
  if (!licence) return 'No licence line in the footer.';
  const link = licence.url ? ` (${licence.url})` : '';
  return `Footer: licensed by ${licence.regulator}${link}, licence ${licence.licenceNumber}.`;
}

export async function runLicence(
  command: LicenceCommand,
  config: OperatorClientConfig,
): Promise<string> {
  const path = supportPaths.operatorSiteLicence;
  const reply = operatorSiteLicenceSchema;
  switch (command.kind) {
    case 'licence-show':
      return licenceLine((await callOperator(config, 'GET', path, reply)).licence);
    case 'licence-set':
      return `Licence line set.\n${licenceLine((await callOperator(config, 'PUT', path, reply, command.input)).licence)}`;
    case 'licence-remove':
      return `Licence line removed.\n${licenceLine((await callOperator(config, 'DELETE', path, reply)).licence)}`;
  }
}
