import type { PermissionInfo } from '@openlobby/contract/system';
import { buildWhitelabelTree, whitelabelDefaults } from '@openlobby/contract/whitelabel';
import type { Vendor, VendorCategory, VendorGameType } from '@openlobby/contract/vendors';

export function vendor(
  vassalage: string,
  gameType: VendorGameType,
  vendorName = vassalage,
): Vendor {
  return { vassalage, gameType, vendorName, imageUrl: `/img/vendors/${vassalage}.svg` };
}

export function category(
  gameCategory: VendorCategory['gameCategory'],
  vendors: Vendor[],
  title: string = gameCategory,
): VendorCategory {
  return { gameCategory, title, cards: vendors.length, gameClassify: gameCategory, vendors };
}

export function permissionInfo(overrides: Partial<PermissionInfo> = {}): PermissionInfo {
  return {
    status: 0,
    maintenance: false,
    maintenanceEnd: null,
    regionRestriction: false,
    location: { ip: '203.0.113.7', country: null },
    mainDomain: 'localhost',
    domainRoute: [],
    resources: [],
    whitelabelVal: buildWhitelabelTree(whitelabelDefaults),
    imageCDNs: ['/img'],
    launchGameCDNs: [],
    analytics: { enabled: false },
    ...overrides,
  };
}

/** A fetch stand-in that answers API paths with ok envelopes, or fails for unknown ones. */
export function fakeApi(values: Record<string, unknown>) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const { pathname } = new URL(String(input));
    if (!(pathname in values)) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: true, value: values[pathname] }), {
      headers: { 'content-type': 'application/json' },
    });
  };
}
