export * from './jurisdiction';
export * from './messages';
export * from './paths';
export * from './schemas';
