import {
  defaultFieldRules,
  defaultLoginVerification,
  whitelabelDefaults,
  type Resource,
  type SiteLicence,
} from '@openlobby/contract';
import type {
  StoredLoginVerification,
  StoredMaintenance,
  StoredRegion,
  WhitelabelFlags,
} from './schema';

export const defaultMaintenance: StoredMaintenance = { enabled: false, endsAt: null };
export const defaultRegion: StoredRegion = { enabled: false, countries: [], ipRanges: [] };
export const defaultWhitelabel: WhitelabelFlags = { ...whitelabelDefaults };
export const defaultLoginVerificationSetting: StoredLoginVerification = {
  ...defaultLoginVerification,
};

/**
 * Placeholder customer-service links for a fresh install (spec §2 "Customer service"); the
 * operator replaces them. Example domains only, so nothing real is contacted by accident.
 */
export const defaultResources: Resource[] = [
  { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/openlobby_support' },
  { resourceType: 'WHATSAPP', labelNameEn: 'WhatsApp', url: 'https://wa.me/5511900000000' },
];

/**
 * The footer's licence line until the operator sets the real one (`npm run operator --
 * licence set …`): plainly a demonstration, naming no real regulator.
 */
export const defaultLicence: SiteLicence = {
  regulator: 'OpenLobby Demo Gaming Authority',
  licenceNumber: 'DEMO-0001/2026',
  url: null,
};

/** Rows the seed writes into `system_setting`. */
export function defaultSettingRows(): { key: string; value: unknown }[] {
  return [
    { key: 'maintenance', value: defaultMaintenance },
    { key: 'region', value: defaultRegion },
    { key: 'whitelabel', value: defaultWhitelabel },
    { key: 'resources', value: defaultResources },
    { key: 'registerRules', value: defaultFieldRules },
    { key: 'loginVerification', value: defaultLoginVerificationSetting },
  ];
}
