/** The countdown's format is the contract's: the server's first screen writes it too (ADR 056). */
export { formatCountdown } from '@openlobby/contract/lottery/lottery-pages';
