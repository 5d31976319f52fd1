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
    domainRoute: domainRoutes(site),
    resources: settings.resources,
    whitelabelVal: buildWhitelabelTree(settings.whitelabel),
    imageCDNs: [site.publicImageBase],
    launchGameCDNs: [],
    analytics: { enabled: false },
  };
}

/**
 * The per-domain routes (spec §3 "domainRoute", §7 `/wps/system/domainRoute`): one site
 * serves every route on every domain it answers, so there are none to add. The permission
 * info and the domainRoute call both answer this list, so they cannot disagree.
 */
export function domainRoutes(_site: SiteConfig): string[] {
  return [];
}
