import {
  agentPaths,
  billsQuerySchema,
  billsValueSchema,
  incomeValueSchema,
  okEnvelopeSchema,
  pagedReportQuerySchema,
  teamBetGamesQuerySchema,
  teamBetGamesValueSchema,
  teamBetsValueSchema,
  teamTransactionsValueSchema,
  userLossValueSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { bills, income, teamBetGames, teamBets, teamTransactions, userLoss } from './reports';
import { requireAgent } from './require-agent';

const tags = ['agent'];
const periodHelp =
  'period today|yesterday|week (ISO, Monday)|month|range (from, to: UTC days, at most ' +
  '92, not starting in the future); totals cover every row of the period.';

/**
 * The agent centre's reports and bills (spec §2: personalHistoryCopy, palStatementsAgentCopy,
 * agentRevenueReport, agentDownlineTransactionDetailsCopy and the four contract views),
 * read from the rollups; T and agents only.
 */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const agent = { preHandler: requireAgent(app) };

  app.get(
    agentPaths.teamBets,
    {
      ...agent,
      schema: {
        tags,
        summary: "The team's bets by member, provider and day (T, agents)",
        description: periodHelp,
        querystring: pagedReportQuerySchema,
        response: { 200: okEnvelopeSchema(teamBetsValueSchema) },
      },
    },
    async (request) => ok(await teamBets(app.db, request.memberId!, request.query)),
  );

  app.get(
    agentPaths.teamBetGames,
    {
      ...agent,
      schema: {
        tags,
        summary: "One team member's bets of one UTC day by game (T, agents)",
        description:
          'The drill-down of a team-betting row: memberId (a downline at any level, else ' +
          'NOT_IN_TEAM), day (YYYY-MM-DD, not in the future, else REPORT_PERIOD_INVALID), ' +
          'vendorCode to keep one provider. profitLoss = payout − stake (positive: the member won).',
        querystring: teamBetGamesQuerySchema,
        response: { 200: okEnvelopeSchema(teamBetGamesValueSchema) },
      },
    },
    async (request) => ok(await teamBetGames(app.db, request.memberId!, request.query)),
  );

  app.get(
    agentPaths.userLoss,
    {
      ...agent,
      schema: {
        tags,
        summary: "Each downline's profit and loss over the period (T, agents)",
        description: `${periodHelp} profitLoss = payout + bonus − validBet (positive: the member won).`,
        querystring: pagedReportQuerySchema,
        response: { 200: okEnvelopeSchema(userLossValueSchema) },
      },
    },
    async (request) => ok(await userLoss(app.db, request.memberId!, request.query)),
  );

  app.get(
    agentPaths.income,
    {
      ...agent,
      schema: {
        tags,
        summary: "The agent's salaries, dividends and transfers per day (T, agents)",
        description: periodHelp,
        querystring: pagedReportQuerySchema,
        response: { 200: okEnvelopeSchema(incomeValueSchema) },
      },
    },
    async (request) => ok(await income(app.db, request.memberId!, request.query)),
  );

  app.get(
    agentPaths.teamTransactions,
    {
      ...agent,
      schema: {
        tags,
        summary: "The downlines' deposits, withdrawals, transfers and bonuses (T, agents)",
        description: periodHelp,
        querystring: pagedReportQuerySchema,
        response: { 200: okEnvelopeSchema(teamTransactionsValueSchema) },
      },
    },
    async (request) => ok(await teamTransactions(app.db, request.memberId!, request.query)),
  );

  app.get(
    agentPaths.bills,
    {
      ...agent,
      schema: {
        tags,
        summary: "The agent's bills of one contract kind, newest first (T, agents)",
        querystring: billsQuerySchema,
        response: { 200: okEnvelopeSchema(billsValueSchema) },
      },
    },
    async (request) =>
      ok(await bills(app.db, request.memberId!, request.query.kind, request.query.page ?? 1)),
  );
};

export default reportRoutes;
