import {
  AGENT_PAGE_SIZE,
  agentPaths,
  contractKinds,
  contractSchema,
  okEnvelopeSchema,
  operatorAgentsQuerySchema,
  operatorAgentsValueSchema,
  operatorContractsQuerySchema,
  operatorTopContractSchema,
  type ContractKind,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import type { ContractService } from './contract-service';
import { operatorAgentRows } from './operator-repository';

const tags = ['operator'];

/**
 * The operator's agent calls (`npm run operator -- agent …`): the agents, and the top-level
 * contracts every chain starts from (ADR 023). Policy, settlement and bills are the
 * settlement's operator routes.
 */
const agentOperatorRoutes: FastifyPluginAsyncZod<{ contracts: ContractService }> = async (
  app,
  { contracts },
) => {
  app.get(
    agentPaths.operatorAgents,
    {
      schema: {
        tags,
        summary: 'Agents with their parent, team size and contract kinds, a page at a time',
        querystring: operatorAgentsQuerySchema,
        response: { 200: okEnvelopeSchema(operatorAgentsValueSchema) },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const rows = await operatorAgentRows(app.db, request.query.search?.trim(), page);
      const total = Number(rows[0]?.total ?? 0);
      return ok({
        content: rows.map((r) => ({
          id: Number(r.id),
          account: r.account,
          type: Number(r.type),
          parentAccount: r.parent_account,
          affiliateCode: r.affiliate_code,
          teamSize: Number(r.team_size),
          contracts: r.contracts
            .split(',')
            .filter((k): k is ContractKind => (contractKinds as readonly string[]).includes(k)),
        })),
        pageNum: page,
        totalPages: Math.ceil(total / AGENT_PAGE_SIZE),
        total,
      });
    },
  );

  app.get(
    agentPaths.operatorContracts,
    {
      schema: {
        tags,
        summary: 'Active contracts, of one agent and/or one kind (newest first)',
        querystring: operatorContractsQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(contractSchema)) },
      },
    },
    async (request) => ok(await contracts.operatorList(request.query)),
  );

  app.put(
    agentPaths.operatorContracts,
    {
      schema: {
        tags,
        summary: "Set or replace an agent's top-level contract of a kind",
        description:
          "The agent's current contract of the kind ends; its downlines' contracts that " +
          'now exceed it end with their chains.',
        body: operatorTopContractSchema,
        response: { 200: okEnvelopeSchema(contractSchema) },
      },
    },
    async (request) => {
      const { agentId, kind, terms } = request.body;
      return ok(await contracts.setTopContract(agentId, kind, terms));
    },
  );
};

export default agentOperatorRoutes;
