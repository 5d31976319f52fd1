/**
 * Paths of the wallet API (spec §7 "Wallet") and of the seamless-wallet protocol game
 * providers call (docs/provider-wallet-api.md). Zod-free so the browser can import it.
 */
export const walletPaths = {
  balance: '/wps/v2/wallets/balance',
  consolidatedFunds: '/wps/member/info/funds/consolidated',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  /** Between the main wallet and a transfer-mode provider's wallet (POST, T). */
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  /** Spec §7 "member transaction detail": the member centre's account record. */
  transactionDetail: '/wps/relay/ODSFE2_MemTransDet',
  /** Operator: the maximum win per round for provider calls (limits.ts). */
  operatorProviderSettings: '/operator/provider-wallet-settings',
  /** Operator: which providers run in transfer mode (GET, PUT). */
  operatorProviderModes: '/operator/provider-wallet-modes',
} as const;

export const providerWalletCalls = ['balance', 'bet', 'win', 'rollback'] as const;
export type ProviderWalletCall = (typeof providerWalletCalls)[number];

/** Route pattern of a provider call, e.g. `/wps/provider/:vendorCode/bet`. */
export const providerWalletRoute = (call: ProviderWalletCall) =>
  `/wps/provider/:vendorCode/${call}` as const;

/** URL a provider calls, e.g. `/wps/provider/BGS/bet`. */
export const providerWalletPath = (vendorCode: string, call: ProviderWalletCall) =>
  `/wps/provider/${encodeURIComponent(vendorCode)}/${call}`;

/**
 * Header carrying the request signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" under the provider's secret>`.
 */
export const PROVIDER_SIGNATURE_HEADER = 'x-openlobby-signature';

/** How far a signature's timestamp may be from the server clock. */
export const PROVIDER_SIGNATURE_TOLERANCE_SECONDS = 300;
