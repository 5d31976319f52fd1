import { z } from 'zod';
import { loginVerificationSettingsSchema } from './identity/verification';
import { resourceSchema } from './system';

/**
 * Replies of the operator API (`npm run operator`). The request schemas live in operator.ts;
 * replies are separate because they carry stored, normalised values (UTC times, upper-case
 * country codes) and no transforms.
 */
export const operatorMaintenanceSchema = z.object({
  enabled: z.boolean(),
  /** ISO 8601 in UTC, or null when no end is announced. */
  endsAt: z.string().nullable(),
});
export type OperatorMaintenance = z.infer<typeof operatorMaintenanceSchema>;

export const operatorRegionSchema = z.object({
  enabled: z.boolean(),
  countries: z.array(z.string()),
  ipRanges: z.array(z.string()),
});
export type OperatorRegion = z.infer<typeof operatorRegionSchema>;

/** Flat map of whitelabel module and group ids to on/off. */
export const operatorWhitelabelSchema = z.record(z.string(), z.boolean());

export const operatorCategorySchema = z.object({
  gameCategory: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  vendorCount: z.number().int(),
  enabledVendorCount: z.number().int(),
});
export type OperatorCategory = z.infer<typeof operatorCategorySchema>;

export const operatorSettingsSchema = z.object({
  maintenance: operatorMaintenanceSchema,
  region: operatorRegionSchema,
  whitelabel: operatorWhitelabelSchema,
  resources: z.array(resourceSchema),
  categories: z.array(operatorCategorySchema),
  loginVerification: loginVerificationSettingsSchema,
});
export type OperatorSettings = z.infer<typeof operatorSettingsSchema>;
