export * from './seed-run';
export * from './system-setting';
export * from './vendor';
export * from './member';
export * from './verification';
