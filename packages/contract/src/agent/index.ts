export * from './paths';
export * from './terms';
export * from './schemas';
export * from './operator-agents';
export * from './settlement';
