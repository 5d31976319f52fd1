/**
 * Paths of the deposit API (spec §2 member centre `depositv2`). The spec names no deposit
 * call, so ours live under `/wps/v2/payments/` beside `/wps/v2/wallets/`. Zod-free so the
 * browser can import it.
 */
export const depositPaths = {
  /** GET (T): the deposit channels a member may use now, with their bounds. */
  channels: '/wps/v2/payments/deposit/channels',
  /** POST (T): create an order and get the gateway's checkout URL; GET (T): recent orders, paged. */
  orders: '/wps/v2/payments/deposit/orders',
  /** GET (T): one of the member's orders, by its reference. */
  order: '/wps/v2/payments/deposit/orders/:orderRef',
  /** POST: a payment gateway's signed notification (its webhook), server to server. */
  gatewayNotify: '/wps/v2/payments/gateway/:gatewayCode/notify',
  operatorChannels: '/operator/deposit/channels',
  operatorChannel: '/operator/deposit/channels/:code',
  operatorOrders: '/operator/deposit/orders',
} as const;

export const depositOrderPath = (orderRef: string) =>
  `/wps/v2/payments/deposit/orders/${encodeURIComponent(orderRef)}`;

export const gatewayNotifyPath = (gatewayCode: string) =>
  `/wps/v2/payments/gateway/${encodeURIComponent(gatewayCode)}/notify`;

/** The bundled sandbox gateway's payer-facing checkout page (server-rendered HTML). */
export const sandboxCheckoutRoute = '/sandbox-gateway/checkout/:orderRef';
export const sandboxCheckoutPath = (orderRef: string) =>
  `/sandbox-gateway/checkout/${encodeURIComponent(orderRef)}`;

/**
 * Header of a gateway notification's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" under the gateway's secret>` (the provider wallet's scheme).
 */
export const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';

export const depositOrderStatuses = ['pending', 'paid', 'failed', 'expired'] as const;
export type DepositOrderStatus = (typeof depositOrderStatuses)[number];

/** A pending order the payer has not paid in this time reads as expired (ADR 016). */
export const DEPOSIT_ORDER_TTL_MINUTES = 30;

/** Recent deposits shown per page in the member centre. */
export const DEPOSIT_ORDERS_PAGE_SIZE = 10;

/** Amounts offered as one-tap choices (minor units), those inside a channel's bounds. */
export const DEPOSIT_QUICK_AMOUNTS = [2_000, 5_000, 10_000, 20_000, 50_000, 100_000] as const;

export function quickAmountsWithin(minAmount: number, maxAmount: number): number[] {
  return DEPOSIT_QUICK_AMOUNTS.filter((a) => a >= minAmount && a <= maxAmount);
}
