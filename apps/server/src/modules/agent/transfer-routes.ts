import {
  agentPaths,
  okEnvelopeSchema,
  transferDownlineSchema,
  transferUplineInfoSchema,
  transferUplineSchema,
  transferValueSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { limitedBy } from '../../lib/quota';
import { findMemberById } from '../identity';
import { agentQuotas } from './quotas';
import { requireAgent } from './require-agent';
import { transferToDownline, transferToUpline } from './transfers';

const tags = ['agent'];

/** Transfers within the tree (issue 13 item 5): E calls confirmed by the payment password. */
const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const byMember = limitedBy(agentQuotas.transfers, (request) => request.memberId!);

  app.post(
    agentPaths.transferDownline,
    {
      preHandler: [requireAgent(app), byMember],
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Send money to a member of the team, with the payment password (T, agents, E)',
        description: 'Idempotent by requestId: the same id again moves the money once.',
        body: transferDownlineSchema,
        response: { 200: okEnvelopeSchema(transferValueSchema) },
      },
    },
    async (request) => {
      const { downlineId, ...input } = request.body;
      const { agentPolicy } = await app.settings.get();
      return ok(await transferToDownline(app.db, request.member!, downlineId, input, agentPolicy));
    },
  );

  app.get(
    agentPaths.transferUplineInfo,
    {
      preHandler: app.authenticateMember,
      schema: {
        tags,
        summary: "The caller's upline and the transfer limits (T)",
        response: { 200: okEnvelopeSchema(transferUplineInfoSchema) },
      },
    },
    async (request) => {
      const me = request.member!;
      const { agentPolicy } = await app.settings.get();
      const upline = me.parentId === null ? null : await findMemberById(app.db, me.parentId);
      return ok({
        uplineAccount: upline?.account ?? null,
        allowed: upline !== null && agentPolicy.allowUplineTransfer,
        minAmount: agentPolicy.minTransfer,
        maxAmount: agentPolicy.maxTransfer,
        hasPaymentPassword: me.paymentPasswordHash !== null,
      });
    },
  );

  app.post(
    agentPaths.transferUpline,
    {
      preHandler: [app.authenticateMember, byMember],
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Send money to the upline, with the payment password (T, E)',
        description: 'Idempotent by requestId: the same id again moves the money once.',
        body: transferUplineSchema,
        response: { 200: okEnvelopeSchema(transferValueSchema) },
      },
    },
    async (request) => {
      const { agentPolicy } = await app.settings.get();
      return ok(await transferToUpline(app.db, request.member!, request.body, agentPolicy));
    },
  );
};

export default transferRoutes;
