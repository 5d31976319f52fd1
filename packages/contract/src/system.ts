import { z } from 'zod';
import { resourceTypes } from './system-status';
import { whitelabelTreeSchema } from './whitelabel';

export {
  SystemStatus,
  resourceTypes,
  vendorImageUrl,
  type SystemStatusCode,
} from './system-status';

export const resourceSchema = z.object({
  resourceType: z.enum(resourceTypes),
  labelNameEn: z.string(),
  url: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** Permission info, the value of `GET /wps/system/status` (spec §3 "Permission info"). */
export const permissionInfoSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  /** End of the maintenance window, ISO 8601 in UTC; null when none is announced. */
  maintenanceEnd: z.string().nullable(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  mainDomain: z.string(),
  domainRoute: z.array(z.string()),
  resources: z.array(resourceSchema),
  whitelabelVal: whitelabelTreeSchema,
  /** Base URLs for images; vendor images are `${imageCDNs[0]}/vendors/${vassalage}.svg`. */
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  analytics: z.object({ enabled: z.boolean() }),
});
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;

/** `GET /wps/system/domainRoute` (spec §7): the permission info's `domainRoute`. */
export const domainRouteSchema = permissionInfoSchema.shape.domainRoute;
