import fp from 'fastify-plugin';
import { injectTransport } from '../../lib/post-transport';
import { inboxDepositEvents, type DepositEvents } from './deposit-events';
import { DepositService, type DepositServiceOptions } from './deposit-service';
import type { PaymentGateway } from './gateway';
import { GatewaySecrets } from './gateway-secrets';
import notifyRoutes from './notify-routes';
import depositOperatorRoutes from './operator-routes';
import depositRoutes from './routes';
import sandboxCheckoutRoutes from './sandbox-checkout-routes';
import { SandboxGateway } from './sandbox-gateway';

export type DepositPluginOptions = {
  currency: string;
  /** PUBLIC_URL: where payers return to from a remote gateway's checkout. */
  publicUrl: string;
  /** Raised inside each settlement's transaction (the inbox messages by default). */
  events?: DepositEvents;
  /** Inside each credit's transaction, once per order (the referral reward). */
  onCredited?: DepositServiceOptions['onCredited'];
};

/**
 * Deposits (spec §2 `depositv2`, ADR 016): channels, orders, the gateways' webhook and the
 * bundled sandbox gateway, whose webhooks reach us over in-process HTTP (`inject`) with the
 * very bytes and signature a remote gateway would send.
 */
export default fp<DepositPluginOptions>(
  async (app, options) => {
    const sandbox = new SandboxGateway({
      db: app.db,
      secrets: new GatewaySecrets(app.db),
      transport: injectTransport(app),
      log: app.log,
    });
    const gateways = new Map<string, PaymentGateway>([[sandbox.code, sandbox]]);
    const service = new DepositService({
      db: app.db,
      gateways,
      events: options.events ?? inboxDepositEvents(app.log),
      onCredited: options.onCredited,
      currency: options.currency,
      siteUrl: options.publicUrl,
    });
    await app.register(depositRoutes, { service, currency: options.currency });
    await app.register(notifyRoutes, { service, gateways });
    await app.register(sandboxCheckoutRoutes, { gateway: sandbox });
    await app.registerOperatorRoutes(depositOperatorRoutes, { service });
  },
  { name: 'deposit', dependencies: ['db', 'sessions', 'wallet', 'operator-api'] },
);
