// The content module's public entry (ADR 012, 013).
export { default } from './plugin';
export { DOWNLOAD_SETTING_KEY } from './download-settings';
export type { NewHelpTopic } from './help-repository';
export type { NewDescription, NewSponsor } from './site-pages-repository';
export { contentQuotas } from './quotas';
export { listAgentAnnouncements } from './announcements-repository';
