import { z } from 'zod';
import {
  agentPolicySchema,
  amountSchema,
  referralRulesSchema,
  protectionSettingSchema,
  loginVerificationMethods,
  fieldRulesSchema,
  profileRulesSchema,
  resourceSchema,
  siteLicenceSchema,
  whitelabelDefaults,
  type WhitelabelGroupId,
  type WhitelabelModuleId,
} from '@openlobby/contract';

/**
 * Shapes of the values stored in `system_setting`. Reading goes through these so a row
 * written by an older version (or by hand) falls back to a safe default, never crashes.
 */
export const storedMaintenanceSchema = z.object({
  enabled: z.boolean(),
  /** ISO 8601 in UTC, or null when no end is announced. */
  endsAt: z.string().nullable(),
});
export type StoredMaintenance = z.infer<typeof storedMaintenanceSchema>;

export const storedRegionSchema = z.object({
  enabled: z.boolean(),
  countries: z.array(z.string()),
  ipRanges: z.array(z.string()),
});
export type StoredRegion = z.infer<typeof storedRegionSchema>;

export type WhitelabelFlags = Record<WhitelabelModuleId | WhitelabelGroupId, boolean>;

/** Unknown ids are dropped and missing ones take their default, so new modules just appear. */
export const storedWhitelabelSchema = z
  .record(z.string(), z.boolean())
  .transform((stored): WhitelabelFlags => {
    const flags = { ...whitelabelDefaults };
    for (const id of Object.keys(flags) as (keyof WhitelabelFlags)[]) {
      const value = stored[id];
      if (typeof value === 'boolean') flags[id] = value;
    }
    return flags;
  });

export const storedResourcesSchema = z.array(resourceSchema);

/** Registration field rules (identity); a malformed row falls back to the defaults. */
export const storedRegisterRulesSchema = fieldRulesSchema;

/** My account's profile field rules (identity); a malformed row falls back to the defaults. */
export const storedProfileRulesSchema = profileRulesSchema;

/** Not strict, so a field added later does not make an older row fall back to defaults. */
export const storedLoginVerificationSchema = z.object({
  method: z.enum(['OFF', ...loginVerificationMethods]),
  preferTotp: z.boolean(),
});
export type StoredLoginVerification = z.infer<typeof storedLoginVerificationSchema>;

/** The operator's maximum win per round for provider calls (wallet, R12). */
export const storedMaxWinPerRoundSchema = amountSchema;

/** The agent policy (transfers, sub-agents, dividend approval; ADR 023). */
export const storedAgentPolicySchema = agentPolicySchema;

/** The referral reward rules (ADR 025). */
export const storedReferralRulesSchema = referralRulesSchema;

/** The jurisdiction profile and cooling-off hours of player protection (ADR 032). */
export const storedProtectionSchema = protectionSettingSchema;

/** The footer's licence line; `{ hidden: true }` (read as null) once the operator removed it. */
export const storedLicenceSchema = z
  .union([siteLicenceSchema, z.object({ hidden: z.literal(true) })])
  .transform((v) => ('hidden' in v ? null : v));
export type StoredLicence = z.input<typeof storedLicenceSchema>;

export const settingKeys = {
  maintenance: 'maintenance',
  region: 'region',
  whitelabel: 'whitelabel',
  resources: 'resources',
  registerRules: 'registerRules',
  profileRules: 'profileRules',
  loginVerification: 'loginVerification',
  providerMaxWinPerRound: 'providerMaxWinPerRound',
  agentPolicy: 'agentPolicy',
  referralRules: 'referralRules',
  protection: 'protection',
  licence: 'licence',
} as const;
export type SettingKey = (typeof settingKeys)[keyof typeof settingKeys];
