export * from './balance';
export * from './history';
export * from './limits';
export * from './transaction-kinds';
export * from './paths';
export * from './provider';
export * from './transfer';
