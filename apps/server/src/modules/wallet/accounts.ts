/**
 * Ledger account names (ADR 007). A member's wallet is `member:<id>`; system accounts are
 * where money comes from and goes to. System accounts have no balance row: their balance is
 * the sum of their entries, so no posting ever waits on a shared row (P6).
 */
export type SystemAccount =
  | 'house'
  | 'demo_funding'
  | 'promotions'
  | 'agent_pay'
  | 'transfers'
  | `provider:${string}`
  | `payment:${string}`;

export const HOUSE: SystemAccount = 'house';
/** Source of the play money given to demo and free-play accounts; it runs negative. */
export const DEMO_FUNDING: SystemAccount = 'demo_funding';

/** Where bonuses, rewards and mission prizes come from; it runs negative like demo_funding. */
export const PROMOTIONS: SystemAccount = 'promotions';

/** Where agents' salaries and dividends come from; it runs negative like promotions. */
export const AGENT_PAY: SystemAccount = 'agent_pay';

/**
 * The clearing account of member-to-member transfers: a transfer is two postings in one
 * transaction (payer → transfers → payee), so it always sums to zero.
 */
export const TRANSFERS: SystemAccount = 'transfers';

export const memberAccount = (memberId: number) => `member:${memberId}`;

export const providerAccount = (vendorCode: string): SystemAccount => `provider:${vendorCode}`;

/** A payment gateway's account: deposits come from it, withdrawals are paid out through it. */
export const paymentAccount = (gatewayCode: string): SystemAccount => `payment:${gatewayCode}`;

export function isSystemAccount(account: string): account is SystemAccount {
  return (
    account === HOUSE ||
    account === DEMO_FUNDING ||
    account === PROMOTIONS ||
    account === AGENT_PAY ||
    account === TRANSFERS ||
    /^(provider|payment):[A-Z0-9_]{2,32}$/.test(account)
  );
}
