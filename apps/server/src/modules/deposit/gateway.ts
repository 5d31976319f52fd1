import type { GatewayNotification } from '@openlobby/contract';

/** What the site asks a gateway to collect. */
export type CheckoutRequest = {
  orderRef: string;
  amount: number;
  currency: string;
  expiresAt: Date;
  /** Where the payer goes back to when done. */
  returnUrl: string;
};

/**
 * A payment gateway as the deposit module sees it (architecture brief: outside services sit
 * behind small interfaces with a real local implementation). A real gateway adapter maps
 * its own API onto these two calls; the bundled one is `SandboxGateway`.
 */
export interface PaymentGateway {
  /** Upper-case code; its ledger account is `payment:<code>`. */
  readonly code: string;
  /** Opens a checkout for an order and returns the URL the payer pays at. */
  createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string }>;
  /**
   * Authenticates a notification (its webhook) from the exact bytes received and its
   * headers; null when it is not genuinely the gateway's, so nothing is changed.
   */
  verifyNotification(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<GatewayNotification | null>;
}

export type PaymentGateways = ReadonlyMap<string, PaymentGateway>;
