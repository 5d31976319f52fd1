/**
 * The API paths that belong to no domain (spec §7): the permission info and white-label
 * modules every page starts from, the navigation's vendor categories, and the operator
 * API's site-wide settings (maintenance, region, white-label, categories, settings, login
 * verification). Each domain keeps its own paths beside its schemas, zod-free, in
 * `<domain>/paths.ts`: identity, games, wallet, deposit, withdrawal, rewards, content,
 * in-house and sandbox.
 */
export const apiPaths = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  /** Spec §7: the routes the permission info carries as `domainRoute`. */
  domainRoute: '/wps/system/domainRoute',
  newGameVendor: '/wps/relay/GCSGAME_newGameVendor',
  operatorMaintenance: '/operator/maintenance',
  operatorRegion: '/operator/region',
  operatorWhitelabel: '/operator/whitelabel',
  operatorCategories: '/operator/vendor-categories',
  operatorSettings: '/operator/settings',
  operatorLoginVerification: '/operator/login-verification',
} as const;
