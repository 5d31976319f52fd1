// Plain constants and helpers of the permission info, kept free of zod so the browser
// can import them without the schemas (system.ts re-exports them).

/** System status of spec §4: 0 normal, 1 maintenance, 2 region blocked. */
export const SystemStatus = { Normal: 0, Maintenance: 1, RegionBlocked: 2 } as const;
export type SystemStatusCode = (typeof SystemStatus)[keyof typeof SystemStatus];

/** Customer-service and other operator links (spec §3 "resources", "Customer service"). */
export const resourceTypes = [
  'TELEGRAM',
  'WHATSAPP',
  'LIVECHAT',
  'FACEBOOK',
  'YOUTUBE',
  'TWITTER',
  'INSTAGRAM',
  'MESSENGER',
  'TIKTOK',
] as const;

export function vendorImageUrl(imageBase: string, vassalage: string): string {
  return `${imageBase.replace(/\/$/, '')}/vendors/${encodeURIComponent(vassalage)}.svg`;
}
