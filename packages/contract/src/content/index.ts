export * from './paths';
export * from './schemas';
export * from './support';
export * from './site-pages';
export * from './site-pages-constants';
