export * from './paths';
export * from './schemas';
