export * from './balance';
export * from './paths';
export * from './provider';
