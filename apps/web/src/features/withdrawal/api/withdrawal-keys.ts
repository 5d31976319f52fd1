/**
 * Query keys of the withdrawal view, under `wallet` so logout (which removes every
 * `wallet` query) forgets them with the balance.
 */
export const withdrawalKeys = {
  consolidatedFunds: () => ['wallet', 'consolidatedFunds'] as const,
  settings: () => ['wallet', 'withdrawal', 'settings'] as const,
  payoutAccounts: () => ['wallet', 'withdrawal', 'payoutAccounts'] as const,
  history: () => ['wallet', 'withdrawal', 'history'] as const,
};
