import { buildWhitelabelTree, type PermissionInfo } from '@openlobby/contract';
import type { SettingsSnapshot } from '../settings';
import { isRegionBlocked, systemStatusFor, type ClientLocation } from './access';

export type SiteConfig = { mainDomain: string; publicImageBase: string };

/** The value of GET /wps/system/status (spec §3 "Permission info"). */
export function buildPermissionInfo(
  settings: SettingsSnapshot,
  location: ClientLocation,
  site: SiteConfig,
): PermissionInfo {
  const endsAt = settings.maintenance.endsAt;
  return {
    status: systemStatusFor(settings, location),
    maintenance: settings.maintenance.enabled,
    maintenanceEnd: settings.maintenance.enabled && endsAt ? new Date(endsAt).toISOString() : null,
    regionRestriction: isRegionBlocked(settings, location),
    location,
    mainDomain: site.mainDomain,
    domainRoute: [],
    resources: settings.resources,
    whitelabelVal: buildWhitelabelTree(settings.whitelabel),
    imageCDNs: [site.publicImageBase],
    launchGameCDNs: [],
    analytics: { enabled: false },
  };
}
