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

/**
 * The status route's reply as ready JSON (P5, ADR 030): it is read on every page load, and
 * all of it but the caller's location and what follows from it is the same for everyone
 * until the settings change. That part is serialized once per settings snapshot (≤ 1 s,
 * or at once on an operator change); each call only adds the caller's own fields. The
 * bytes are `okEnvelopeSchema(permissionInfoSchema)`, as `buildPermissionInfo` builds it.
 */
export function permissionInfoWriter(site: SiteConfig) {
  const shared = new WeakMap<SettingsSnapshot, string>();
  return (settings: SettingsSnapshot, location: ClientLocation): string => {
    let rest = shared.get(settings);
    if (rest === undefined) {
      // The caller's own three fields are written below, for every call.
      const others: Partial<PermissionInfo> = buildPermissionInfo(settings, location, site);
      delete others.status;
      delete others.regionRestriction;
      delete others.location;
      rest = JSON.stringify(others).slice(1, -1);
      shared.set(settings, rest);
    }
    const own =
      `"status":${systemStatusFor(settings, location)},` +
      `"regionRestriction":${isRegionBlocked(settings, location)},` +
      `"location":${JSON.stringify({ ip: location.ip, country: location.country })}`;
    return `{"success":true,"value":{${own},${rest}}}`;
  };
}
