import { SystemStatus, type SystemStatusCode } from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import { ipInRanges } from '../../lib/ip-ranges';
import type { SettingsSnapshot } from '../settings';

export type ClientLocation = { ip: string; country: string | null };

/**
 * Where the caller is. `request.ip` already honours TRUST_PROXY; the country comes only
 * from the header the operator named in COUNTRY_HEADER (set by their CDN or proxy), since
 * any client can send such a header itself.
 */
export function clientLocation(
  request: FastifyRequest,
  countryHeader: string | undefined,
): ClientLocation {
  let country: string | null = null;
  if (countryHeader) {
    const raw = request.headers[countryHeader];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value)) country = value;
  }
  return { ip: request.ip, country };
}

export function isRegionBlocked(settings: SettingsSnapshot, location: ClientLocation): boolean {
  if (!settings.region.enabled) return false;
  if (location.country && settings.blockedCountries.has(location.country)) return true;
  return ipInRanges(location.ip, settings.blockedRanges);
}

/** Spec §4 "System status": maintenance takes precedence over the region block. */
export function systemStatusFor(
  settings: SettingsSnapshot,
  location: ClientLocation,
): SystemStatusCode {
  if (settings.maintenance.enabled) return SystemStatus.Maintenance;
  if (isRegionBlocked(settings, location)) return SystemStatus.RegionBlocked;
  return SystemStatus.Normal;
}
