/** Every API path the front end and the server share, in one object (spec §7). */
export const apiPaths = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  newGameVendor: '/wps/relay/GCSGAME_newGameVendor',
  operatorMaintenance: '/operator/maintenance',
  operatorRegion: '/operator/region',
  operatorWhitelabel: '/operator/whitelabel',
  operatorCategories: '/operator/vendor-categories',
  operatorSettings: '/operator/settings',
  operatorLoginVerification: '/operator/login-verification',
} as const;
