// The sandbox aggregator's public entry (ADR 010).
export { default } from './plugin';
export { sandboxTransferWallets } from './transfer-wallets';
