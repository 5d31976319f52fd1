import fp from 'fastify-plugin';
import referralOperatorRoutes from './operator-routes';
import referralRoutes from './routes';

/**
 * Referrals (ADR 025): members' invitation codes, their invitees and the reward for an
 * invitee's first deposit. Registration (identity) and the deposit's credit (deposit) reach
 * it through what app.ts lends them (`referralCodes`, `rewardFirstDeposit`).
 */
export default fp<{ currency: string }>(
  async (app, { currency }) => {
    await app.register(referralRoutes, { currency });
    await app.registerOperatorRoutes(referralOperatorRoutes);
  },
  { name: 'referral', dependencies: ['db', 'sessions', 'settings', 'wallet', 'operator-api'] },
);
