import fp from 'fastify-plugin';
import { WithdrawalEvents } from './events';
import withdrawalOperatorRoutes from './operator-routes';
import { SandboxPayoutGateway } from './payout-gateway';
import receiptRoutes from './receipt-routes';
import withdrawalRoutes from './routes';
import { WithdrawalService } from './withdrawals';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settlement events of withdrawals, after they commit (ADR 017). */
    withdrawalEvents: WithdrawalEvents;
  }
}

export type WithdrawalPluginOptions = { currency: string };

/** Withdrawals (member centre `withdraw`, ADR 017), paid through the sandbox gateway. */
export default fp<WithdrawalPluginOptions>(
  async (app, { currency }) => {
    const events = new WithdrawalEvents(app.log);
    const service = new WithdrawalService(app.db, new SandboxPayoutGateway(), events, currency);
    app.decorate('withdrawalEvents', events);
    await app.register(withdrawalRoutes, { service, currency });
    await app.register(receiptRoutes);
    await app.registerOperatorRoutes(withdrawalOperatorRoutes, { service });
  },
  { name: 'withdrawal', dependencies: ['db', 'sessions', 'wallet', 'operator-api'] },
);
