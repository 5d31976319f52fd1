/** Member types (spec §3, §6). Zod-free: the browser decides isAgent / isTrial with these. */
export const MEMBER_TYPE = 0;
export const TRIAL_TYPE = 4;
export const agentTypes = [1, 2, 41, 42] as const;
export const memberTypes = [MEMBER_TYPE, ...agentTypes, TRIAL_TYPE] as const;
export type MemberType = (typeof memberTypes)[number];

export function isAgentType(type: number): boolean {
  return (agentTypes as readonly number[]).includes(type);
}

export function isTrialType(type: number): boolean {
  return type === TRIAL_TYPE;
}

/** Age a member confirms with `ageConfirmed` (spec §5, C6). */
export const MINIMUM_AGE = 18;
