// The play session's web feature (issue 17 part B, ADR 033): what the app composes.
export { PlaySessionHost } from './components/play-session-host';
export { RealityCheckSetting } from './components/reality-check-setting';
export { SessionBar } from './components/session-bar';
export { playSessionQueryKey } from './api/get-play-session';
