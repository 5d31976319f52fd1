import { z } from 'zod';
import type { WhitelabelNode } from './whitelabel-tree';

/**
 * White-label modules (spec §6 "Feature flags"). Each leaf is a feature an operator turns
 * on or off; groups only organise them. A module is effective when it and every group
 * above it are enabled.
 */
export const whitelabelModuleGroups = {
  REGISTER: ['USERNAMEREG3', 'MOBILENUMREG3', 'DIRECTREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'],
  LOGIN: ['MOBILEVERCODELOGIN3', 'FREEPLAY3', 'GOOGLELOGIN3', 'FACEBOOKLOGIN3'],
  SECURITY: ['PWDEXPFORCECHANGE3', 'CHNGPASSVERIF3'],
  AGENT: ['AGENTPOLICY3', 'COMM3', 'enableCt', 'salary', 'hourSalary', 'agentRealtimeSalary'],
} as const;

export type WhitelabelGroupId = keyof typeof whitelabelModuleGroups;
export type WhitelabelModuleId = (typeof whitelabelModuleGroups)[WhitelabelGroupId][number];

export const whitelabelModuleIds = Object.values(
  whitelabelModuleGroups,
).flat() as WhitelabelModuleId[];
export const whitelabelGroupIds = Object.keys(whitelabelModuleGroups) as WhitelabelGroupId[];

/**
 * Defaults for a fresh install: everything the site can do with its local implementations
 * is on; social sign-in is off until the operator configures an identity provider.
 */
export const whitelabelDefaults: Record<WhitelabelModuleId | WhitelabelGroupId, boolean> = {
  REGISTER: true,
  LOGIN: true,
  SECURITY: true,
  AGENT: true,
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  DIRECTREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  MOBILEVERCODELOGIN3: true,
  FREEPLAY3: true,
  GOOGLELOGIN3: false,
  FACEBOOKLOGIN3: false,
  PWDEXPFORCECHANGE3: true,
  CHNGPASSVERIF3: true,
  AGENTPOLICY3: true,
  COMM3: true,
  enableCt: true,
  salary: true,
  hourSalary: true,
  agentRealtimeSalary: true,
};

export function isWhitelabelId(value: string): value is WhitelabelModuleId | WhitelabelGroupId {
  return Object.hasOwn(whitelabelDefaults, value);
}

export { isModuleEnabled, type WhitelabelNode } from './whitelabel-tree';

export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['0', '1']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);
export const whitelabelTreeSchema = z.array(whitelabelNodeSchema);

/** Builds the wire tree from a flat map of flags. */
export function buildWhitelabelTree(
  flags: Record<WhitelabelModuleId | WhitelabelGroupId, boolean>,
): WhitelabelNode[] {
  return whitelabelGroupIds.map((group) => ({
    modId: group,
    enabled: flags[group] ? '1' : '0',
    childrenNodes: whitelabelModuleGroups[group].map((modId) => ({
      modId,
      enabled: flags[modId] ? '1' : '0',
      childrenNodes: [],
    })),
  }));
}
