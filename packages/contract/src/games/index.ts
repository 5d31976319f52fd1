export * from './constants';
export * from './paths';
export * from './schemas';
export * from './lists';
