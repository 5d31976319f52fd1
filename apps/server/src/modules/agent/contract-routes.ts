import {
  agentPaths,
  contractInfoSchema,
  contractKindFlags,
  contractKinds,
  contractProcessPaths,
  contractProcessSchema,
  contractProcessValueSchema,
  contractsValueSchema,
  okEnvelopeSchema,
  type WhitelabelModuleId,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { limitedBy } from '../../lib/quota';
import type { ContractService } from './contract-service';
import { agentQuotas } from './quotas';

const tags = ['agent'];

/**
 * Contracts (spec §3, §4, §7): the four `process` calls, the caller's contracts and the
 * consolidated contract info. T and non-trial; offers and terminations need an agent, and
 * any member answers the requests addressed to it.
 */
const contractRoutes: FastifyPluginAsyncZod<{ contracts: ContractService }> = async (
  app,
  { contracts },
) => {
  const member = { preHandler: app.authenticateMember };

  for (const kind of contractKinds) {
    app.post(
      contractProcessPaths[kind],
      {
        preHandler: [
          app.authenticateMember,
          limitedBy(agentQuotas.contractRequests, (request) => request.memberId!),
        ],
        schema: {
          tags,
          summary: `Offer, terminate, accept or reject a ${kind} contract (T)`,
          description:
            'offer/terminate: an agent to a direct downline; accept/reject: the downline ' +
            'the request is addressed to. A kind whose menu flag is off takes no offers and ' +
            'no acceptances (FORBIDDEN).',
          body: contractProcessSchema,
          response: { 200: okEnvelopeSchema(contractProcessValueSchema) },
        },
      },
      async (request) => {
        const flag = contractKindFlags[kind] as WhitelabelModuleId;
        const starts = request.body.action === 'offer' || request.body.action === 'accept';
        const { whitelabel } = await app.settings.get();
        // A module is on when it and its group are (whitelabel.ts).
        if (starts && !(whitelabel.AGENT && whitelabel[flag])) {
          throw new AppError('FORBIDDEN', `${flag} is off`);
        }
        return ok(await contracts.process(request.member!, kind, request.body));
      },
    );
  }

  app.get(
    agentPaths.contracts,
    {
      ...member,
      schema: {
        tags,
        summary: 'The contracts the caller holds and gave, and their requests (T)',
        response: { 200: okEnvelopeSchema(contractsValueSchema) },
      },
    },
    async (request) => ok(await contracts.list(request.memberId!)),
  );

  app.get(
    agentPaths.contractInfo,
    {
      ...member,
      schema: {
        tags,
        summary: 'The open contract request of each kind for the caller (T)',
        description: 'Every kind is null while AGENTPOLICY3 is off.',
        response: { 200: okEnvelopeSchema(contractInfoSchema) },
      },
    },
    async (request) => {
      const { whitelabel } = await app.settings.get();
      const on = whitelabel.AGENT && whitelabel.AGENTPOLICY3;
      return ok(await contracts.info(request.memberId!, on));
    },
  );
};

export default contractRoutes;
