// The settings module's public entry (run-time settings, ≤ 1 s cache).
export { default } from './plugin';
export { defaultSettingRows } from './defaults';
export type { WhitelabelFlags } from './schema';
export type { SettingsService, SettingsSnapshot } from './service';
