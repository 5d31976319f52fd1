export * from './paths';
export * from './pix';
export * from './schemas';
