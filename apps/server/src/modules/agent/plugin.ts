import fp from 'fastify-plugin';

/**
 * The agent centre and the agent economy (spec §2 Agent centre, §3 Contracts, §4, §7; ADR
 * 023): the team and its reports read from the rollups `ledger_post` keeps, contracts and
 * their requests, transfers within the tree, and the settlement that pays each bill once.
 */
export default fp(
  async (app) => {
    void app;
  },
  { name: 'agent', dependencies: ['db', 'sessions', 'wallet', 'operator-api', 'settings'] },
);
