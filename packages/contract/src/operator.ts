import { z } from 'zod';
import { text } from './input';
import { gameCategories } from './vendors';
import { whitelabelDefaults } from './whitelabel';

/**
 * Operator API (used by `npm run operator`): run-time settings that change without a
 * restart. Not part of the member-facing spec; guarded by the operator token.
 */
export const maintenanceSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  /** ISO 8601 date-time with offset; required to be in the future when enabling. */
  endsAt: z.iso.datetime({ offset: true }).nullable(),
});
export type MaintenanceSettings = z.infer<typeof maintenanceSettingsSchema>;

const countryCode = text(2)
  .regex(/^[A-Za-z]{2}$/, 'a two-letter ISO 3166-1 country code')
  .transform((c) => c.toUpperCase());

export const regionSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  countries: z.array(countryCode).max(300),
  /** CIDR ranges or single addresses, IPv4 or IPv6. */
  ipRanges: z.array(text(64, { min: 2 })).max(1000),
});
export type RegionSettings = z.infer<typeof regionSettingsSchema>;

export const whitelabelFlagsSchema = z.strictObject(
  Object.fromEntries(Object.keys(whitelabelDefaults).map((k) => [k, z.boolean().optional()])),
);

export const categoryVisibilitySchema = z.strictObject({
  gameCategory: z.enum(gameCategories),
  enabled: z.boolean(),
});
