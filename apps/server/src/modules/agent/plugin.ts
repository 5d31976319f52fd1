import fp from 'fastify-plugin';
import contractRoutes from './contract-routes';
import { ContractService } from './contract-service';
import agentOperatorRoutes from './operator-routes';
import reportRoutes from './report-routes';
import teamRoutes from './team-routes';
import transferRoutes from './transfer-routes';

/**
 * The agent centre and the agent economy (spec §2 Agent centre, §3 Contracts, §4, §7; ADR
 * 023): the team and its reports read from the rollups `ledger_post` keeps, contracts and
 * their requests, transfers within the tree, and the settlement that pays each bill once.
 */
export default fp(
  async (app) => {
    const contracts = new ContractService(app.db);
    await app.register(teamRoutes, { contracts });
    await app.register(reportRoutes);
    await app.register(contractRoutes, { contracts });
    await app.register(transferRoutes);
    await app.registerOperatorRoutes(agentOperatorRoutes, { contracts });
  },
  { name: 'agent', dependencies: ['db', 'sessions', 'wallet', 'operator-api', 'settings'] },
);
