import type { Resource } from '@openlobby/contract/system';

/** Resource types that are customer-service channels (spec §2 "Header and side elements"). */
const customerServiceTypes: ReadonlySet<string> = new Set([
  'TELEGRAM',
  'WHATSAPP',
  'LIVECHAT',
  'FACEBOOK',
]);

/** The first configured customer-service link, in the order the server returns them. */
export function firstCustomerService(resources: readonly Resource[]): Resource | undefined {
  return resources.find((r) => customerServiceTypes.has(r.resourceType) && r.url.trim() !== '');
}

/** Spec §9: customer service opens in a 440 by 750 popup window. */
export function openCustomerService(url: string): void {
  window.open(url, 'customerService', 'width=440,height=750');
}
