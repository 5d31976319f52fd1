import {
  agentAnnouncementsSchema,
  agentPaths,
  downlineDetailSchema,
  downlinesQuerySchema,
  downlinesValueSchema,
  idParamSchema,
  inviteSchema,
  isAgentType,
  okEnvelopeSchema,
  registerDownlineSchema,
  registerDownlineValueSchema,
  reportPeriodQuerySchema,
  teamOverviewSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestLanguage } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { limitedBy } from '../../lib/quota';
import { listAgentAnnouncements } from '../content';
import { registerDownline } from '../identity';
import type { ContractService } from './contract-service';
import { agentQuotas } from './quotas';
import { requireAgent } from './require-agent';
import { downlineSummary, invite, listDownlines, teamOverview } from './team';

const tags = ['agent'];

/**
 * The agent centre's team calls (spec §2: agentAnnouncement, agentTeamOverview,
 * registerCenter, downlineManagmentView), all T and agents only (AGENT_ONLY otherwise).
 */
const teamRoutes: FastifyPluginAsyncZod<{ contracts: ContractService }> = async (
  app,
  { contracts },
) => {
  const agent = { preHandler: requireAgent(app) };

  app.get(
    agentPaths.announcements,
    {
      ...agent,
      schema: {
        tags,
        summary: 'Announcements for agents, newest first (T, agents); content is HTML',
        response: { 200: okEnvelopeSchema(agentAnnouncementsSchema) },
      },
    },
    async (request) => ok(await listAgentAnnouncements(app.db, requestLanguage(request))),
  );

  app.get(
    agentPaths.teamOverview,
    {
      ...agent,
      schema: {
        tags,
        summary: "The team's figures for a period of UTC days (T, agents)",
        description: 'The team is the downlines at every level, not the agent itself.',
        querystring: reportPeriodQuerySchema,
        response: { 200: okEnvelopeSchema(teamOverviewSchema) },
      },
    },
    async (request) => ok(await teamOverview(app.db, request.memberId!, request.query)),
  );

  app.get(
    agentPaths.invite,
    {
      ...agent,
      schema: {
        tags,
        summary: "The agent's affiliate code and registration link (T, agents)",
        response: { 200: okEnvelopeSchema(inviteSchema) },
      },
    },
    async (request) => {
      const { agentPolicy } = await app.settings.get();
      return ok(await invite(app.db, request.memberId!, agentPolicy.allowSubAgents));
    },
  );

  app.put(
    agentPaths.registerDownline,
    {
      preHandler: [
        requireAgent(app),
        limitedBy(agentQuotas.registrations, (request) => request.memberId!),
      ],
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Register a member or sub-agent directly under the agent (T, agents, E)',
        body: registerDownlineSchema,
        response: { 200: okEnvelopeSchema(registerDownlineValueSchema) },
      },
    },
    async (request) => {
      const settings = await app.settings.get();
      const asAgent = request.body.asAgent === true;
      if (asAgent && !settings.agentPolicy.allowSubAgents) {
        throw new AppError('SUB_AGENT_NOT_ALLOWED', `member ${request.memberId}`);
      }
      const created = await registerDownline(app.db, {
        parent: request.member!,
        username: request.body.username,
        password: request.body.password,
        confirmPassword: request.body.confirmPassword,
        nickname: request.body.nickname,
        asAgent,
        rules: settings.registerRules,
        language: requestLanguage(request),
        ip: request.ip,
        defaultWeakPassword: app.sessions.config.defaultWeakPassword,
      });
      return ok({ id: created.id, account: created.account, isAgent: isAgentType(created.type) });
    },
  );

  app.get(
    agentPaths.downlines,
    {
      ...agent,
      schema: {
        tags,
        summary: 'The downline tree, a page at a time (T, agents)',
        querystring: downlinesQuerySchema,
        response: { 200: okEnvelopeSchema(downlinesValueSchema) },
      },
    },
    async (request) => ok(await listDownlines(app.db, request.memberId!, request.query)),
  );

  app.get(
    agentPaths.downline,
    {
      ...agent,
      schema: {
        tags,
        summary: "A downline's details, its month and the contracts it holds from the agent",
        params: z.strictObject({ id: idParamSchema }),
        response: { 200: okEnvelopeSchema(downlineDetailSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { downline, overview } = await downlineSummary(app.db, request.memberId!, id);
      return ok({ ...downline, overview, ...(await contracts.between(request.memberId!, id)) });
    },
  );
};

export default teamRoutes;
