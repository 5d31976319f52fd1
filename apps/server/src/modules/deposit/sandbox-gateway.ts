import {
  GATEWAY_SIGNATURE_HEADER,
  gatewayNotificationSchema,
  gatewayNotifyPath,
  sandboxCheckoutPath,
  type GatewayNotification,
} from '@openlobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { randomId } from '../../lib/secure-random';
import type { PostTransport } from '../../lib/post-transport';
import { signProviderBody, verifyProviderSignature } from '../wallet';
import type { CheckoutRequest, PaymentGateway } from './gateway';
import type { GatewaySecrets } from './gateway-secrets';
import {
  closeOpenPayment,
  insertSandboxPayment,
  sandboxPaymentByRef,
  type SandboxPayment,
} from './sandbox-payment-repository';

export type { SandboxPayment } from './sandbox-payment-repository';

export const SANDBOX_GATEWAY = 'SANDBOX';

export type SandboxGatewayOptions = {
  db: Db;
  secrets: GatewaySecrets;
  /** How notifications reach the site's webhook (in-process HTTP, or fetch to a URL). */
  transport: PostTransport;
  log: FastifyBaseLogger;
  retryDelaysMs?: readonly number[];
};

/**
 * The bundled sandbox payment gateway: a real, local gateway with its own records
 * (`sandbox_gateway_payment`), a checkout page where the payer pays or cancels, and signed
 * webhooks to the site, delivered at least once (a payer who clicks "Pay" again makes it
 * send the notification again, as real gateways re-deliver).
 */
export class SandboxGateway implements PaymentGateway {
  readonly code = SANDBOX_GATEWAY;

  constructor(private readonly options: SandboxGatewayOptions) {}

  async createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string }> {
    await insertSandboxPayment(this.options.db, {
      orderRef: request.orderRef,
      paymentId: `SBX-${randomId(12)}`,
      amount: request.amount,
      currency: request.currency,
      returnUrl: request.returnUrl,
      expiresAt: request.expiresAt,
    });
    // The checkout page is served by the site itself, so its address is a path: the payer's
    // browser opens it on whatever origin it reached the site at (127.0.0.1, a LAN address,
    // the public name), never on a PUBLIC_URL default that may be another host.
    return { checkoutUrl: sandboxCheckoutPath(request.orderRef) };
  }

  async verifyNotification(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<GatewayNotification | null> {
    const signature = headers[GATEWAY_SIGNATURE_HEADER];
    const secret = await this.options.secrets.secretFor(this.code);
    if (typeof signature !== 'string' || !verifyProviderSignature(secret, rawBody, signature)) {
      return null;
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const parsed = gatewayNotificationSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  }

  /** The gateway's side of a checkout, as its page shows it. */
  payment(orderRef: string): Promise<SandboxPayment | undefined> {
    return sandboxPaymentByRef(this.options.db, orderRef);
  }

  /**
   * The payer's click: an open, unexpired checkout moves once to paid or cancelled (a
   * conditional update, so a double click or two tabs cannot do both). The notification is
   * then (re)sent for whatever the checkout ended as.
   */
  async settle(
    orderRef: string,
    outcome: 'paid' | 'cancelled',
  ): Promise<SandboxPayment | undefined> {
    await closeOpenPayment(this.options.db, orderRef, outcome);
    const payment = await this.payment(orderRef);
    if (payment && payment.status !== 'open') await this.notify(payment);
    return payment;
  }

  /** Sends the signed webhook, retrying what may not have arrived; false if it never did. */
  async notify(payment: SandboxPayment): Promise<boolean> {
    const body: GatewayNotification = {
      orderRef: payment.orderRef,
      status: payment.status === 'paid' ? 'paid' : 'failed',
      amount: payment.amount,
      currency: payment.currency,
      paymentId: payment.paymentId,
    };
    const raw = JSON.stringify(body);
    const secret = await this.options.secrets.secretFor(this.code);
    const delays = this.options.retryDelaysMs ?? [100, 500, 2_000];
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, delays[attempt - 1]));
      try {
        const res = await this.options.transport(gatewayNotifyPath(this.code), raw, {
          'content-type': 'application/json',
          [GATEWAY_SIGNATURE_HEADER]: signProviderBody(secret, raw),
        });
        if (res.status < 300) return true;
        // A 4xx is the site's final answer (unknown order, wrong amount): retrying is useless.
        if (res.status < 500) break;
      } catch {
        // Network trouble: try again.
      }
    }
    this.options.log.warn({ orderRef: payment.orderRef }, 'sandbox gateway: webhook not delivered');
    return false;
  }
}
