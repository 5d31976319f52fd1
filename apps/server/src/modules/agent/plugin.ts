import fp from 'fastify-plugin';
import contractRoutes from './contract-routes';
import { ContractService } from './contract-service';
import agentOperatorRoutes from './operator-routes';
import reportRoutes from './report-routes';
import teamRoutes from './team-routes';
import transferRoutes from './transfer-routes';
import settlementOperatorRoutes from './settlement-operator-routes';
import { startSettlementScheduler, type SettlementScheduler } from './settlement/scheduler';

export type AgentOptions = {
  /** How often the scheduler settles due periods, in ms; 0 = never (tests). */
  settlementIntervalMs?: number;
};

/**
 * The agent centre and the agent economy (spec §2 Agent centre, §3 Contracts, §4, §7; ADR
 * 023): the team and its reports read from the rollups `ledger_post` keeps, contracts and
 * their requests, transfers within the tree, and the settlement that pays each bill once.
 */
export default fp<AgentOptions>(
  async (app, options) => {
    const contracts = new ContractService(app.db);
    await app.register(teamRoutes, { contracts });
    await app.register(reportRoutes);
    await app.register(contractRoutes, { contracts });
    await app.register(transferRoutes);
    await app.registerOperatorRoutes(agentOperatorRoutes, { contracts });
    // Settlement: operator routes, and the scheduler that settles every due period.
    await app.registerOperatorRoutes(settlementOperatorRoutes);
    const intervalMs = options.settlementIntervalMs ?? 0;
    if (intervalMs > 0) {
      // Started once the app is ready (migrations done), stopped before the pool closes.
      let scheduler: SettlementScheduler | undefined;
      app.addHook('onReady', async () => {
        scheduler = startSettlementScheduler({
          db: app.db,
          intervalMs,
          policy: async () => (await app.settings.get()).agentPolicy,
          log: app.log,
        });
      });
      app.addHook('onClose', async () => scheduler?.stop());
    }
  },
  { name: 'agent', dependencies: ['db', 'sessions', 'wallet', 'operator-api', 'settings'] },
);
