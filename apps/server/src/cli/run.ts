import {
  accountPaths,
  apiPaths,
  fieldRulesSchema,
  humanCheckAnswerSchema,
  identityPaths,
  outboxListSchema,
  loginVerificationSettingsSchema,
  operatorCategorySchema,
  operatorMaintenanceSchema,
  operatorRegionSchema,
  operatorSettingsSchema,
  operatorWhitelabelSchema,
  profileRulesSchema,
  whitelabelModuleGroups,
  type OperatorCategory,
  type OperatorSettings,
} from '@openlobby/contract';
import { z } from 'zod';
import { terminalSafe } from './terminal-text';
import { runAnnouncement } from './announcement-command';
import { runSupport } from './support-command';
import { runLicence } from './licence-command';
import { runBanner } from './banner-command';
import { runHelpTopic } from './help-command';
import { runSitePages } from './site-pages-command';
import { runDeposit } from './deposit-command';
import { runWithdrawal } from './withdrawal-command';
import { runPlayer } from './player-command';
import { runMessage } from './message-command';
import { runAgent } from './agent-command';
import { runLottery } from './lottery-command';
import { runRaffle } from './raffle-command';
import { runRebate } from './rebate-command';
import { runRedEnvelope } from './red-envelope-command';
import { runVip } from './vip-command';
import { runPoints } from './points-command';
import { runReward } from './reward-command';
import { runProviderWallet } from './provider-wallet-command';
import { runReferral } from './referral-command';
import { callOperator, CliError, type OperatorClientConfig } from './operator-client';
import { parseOperatorArgs, usage, type OperatorCommand } from './parse-args';

const onOff = (b: boolean) => (b ? 'on' : 'off');

function formatCategories(categories: OperatorCategory[]): string[] {
  return categories.map(
    (c) =>
      `  ${c.gameCategory.padEnd(10)} ${c.enabled ? 'shown ' : 'hidden'}  ${c.enabledVendorCount}/${c.vendorCount} vendors`,
  );
}

function formatWhitelabel(flags: Record<string, boolean>): string[] {
  return Object.entries(whitelabelModuleGroups).flatMap(([group, modules]) => [
    `  ${group.padEnd(22)} ${onOff(flags[group] ?? false)}`,
    ...modules.map((m) => `    ${m.padEnd(20)} ${onOff(flags[m] ?? false)}`),
  ]);
}

function formatLoginVerification(v: OperatorSettings['loginVerification']): string {
  return `New-IP login verification: ${v.method}${v.method === 'OFF' ? '' : `, authenticator first: ${onOff(v.preferTotp)}`}`;
}

function formatStatus(s: OperatorSettings): string {
  const m = s.maintenance;
  const r = s.region;
  return [
    `Maintenance: ${onOff(m.enabled)}${m.enabled && m.endsAt ? ` until ${m.endsAt}` : ''}`,
    `Region block: ${onOff(r.enabled)}` +
      ` (countries: ${r.countries.join(', ') || 'none'}; addresses: ${r.ipRanges.join(', ') || 'none'})`,
    formatLoginVerification(s.loginVerification),
    'Vendor categories:',
    ...formatCategories(s.categories),
    'Whitelabel modules:',
    ...formatWhitelabel(s.whitelabel),
  ].join('\n');
}

async function execute(command: OperatorCommand, config: OperatorClientConfig): Promise<string> {
  const settings = () =>
    callOperator(config, 'GET', apiPaths.operatorSettings, operatorSettingsSchema);
  switch (command.kind) {
    case 'help':
      return usage;
    case 'announcement-list':
    case 'announcement-add':
    case 'announcement-enable':
    case 'announcement-remove':
      return runAnnouncement(command, config);
    case 'cs-list':
    case 'cs-set':
    case 'cs-remove':
    case 'social-list':
    case 'social-set':
    case 'social-remove':
    case 'chat-list':
    case 'chat-set':
    case 'chat-remove':
    case 'feedback-list':
    case 'feedback-rules':
      return runSupport(command, config);
    case 'licence-show':
    case 'licence-set':
    case 'licence-remove':
      return runLicence(command, config);
    case 'banner-list':
    case 'banner-add':
    case 'banner-enable':
    case 'banner-remove':
    case 'download-show':
    case 'download-set':
      return runBanner(command, config);
    case 'help-list':
    case 'help-add':
    case 'help-remove':
      return runHelpTopic(command, config);
    case 'sponsor-list':
    case 'sponsor-add':
    case 'sponsor-remove':
    case 'description-list':
    case 'description-set':
    case 'description-remove':
      return runSitePages(command, config);
    case 'deposit-channels':
    case 'deposit-set':
    case 'deposit-orders':
      return runDeposit(command, config);
    case 'provider-wallet-settings':
    case 'provider-wallet-mode':
      return runProviderWallet(command, config);
    case 'referral-rules':
      return runReferral(command, config);
    case 'player-show':
    case 'player-limit':
    case 'player-exclude':
    case 'player-harm':
    case 'player-jurisdiction':
      return runPlayer(command, config);
    case 'withdrawal-list':
    case 'withdrawal-approve':
    case 'withdrawal-reject':
    case 'withdrawal-settings':
    case 'withdrawal-disputes':
    case 'withdrawal-dispute':
    case 'withdrawal-receipt-minutes':
      return runWithdrawal(command, config);
    case 'message-send':
      return runMessage(command, config);
    case 'agent-list':
    case 'agent-contracts':
    case 'agent-contract-set':
    case 'agent-policy':
    case 'agent-settle':
    case 'agent-bills':
    case 'agent-approve':
    case 'agent-reject':
    case 'member-status':
      return runAgent(command, config);
    case 'lottery-games':
    case 'lottery-draws':
    case 'lottery-draw':
    case 'lottery-audit':
    case 'lottery-void':
    case 'lottery-set':
      return runLottery(command, config);
    case 'raffle-list':
    case 'raffle-show':
    case 'raffle-draw':
    case 'raffle-create':
      return runRaffle(command, config);
    case 'rebate-rates':
    case 'rebate-pay':
      return runRebate(command, config);
    case 'redenvelope-list':
    case 'redenvelope-add':
    case 'redenvelope-opens':
      return runRedEnvelope(command, config);
    case 'vip-tiers':
    case 'vip-members':
    case 'vip-monthly':
      return runVip(command, config);
    case 'points-config':
    case 'points-rewards':
    case 'points-reward-add':
    case 'points-reward-set':
    case 'points-redemptions':
    case 'points-approve':
    case 'points-reject':
    case 'points-accrue':
      return runPoints(command, config);
    case 'promotion-list':
    case 'promotion-add':
    case 'promotion-enable':
    case 'promotion-applications':
    case 'promotion-approve':
    case 'promotion-reject':
    case 'mission-list':
    case 'mission-add':
    case 'mission-enable':
      return runReward(command, config);
    case 'status':
      return formatStatus(await settings());
    case 'maintenance': {
      const m = await callOperator(
        config,
        'PUT',
        apiPaths.operatorMaintenance,
        operatorMaintenanceSchema,
        {
          enabled: command.enabled,
          endsAt: command.endsAt,
        },
      );
      return `Maintenance is ${onOff(m.enabled)}${m.endsAt ? ` until ${m.endsAt}` : ''}.`;
    }
    case 'region-set':
    case 'region-off': {
      const current = (await settings()).region;
      const body =
        command.kind === 'region-off'
          ? { ...current, enabled: false }
          : { enabled: true, countries: command.countries, ipRanges: command.ipRanges };
      const r = await callOperator(
        config,
        'PUT',
        apiPaths.operatorRegion,
        operatorRegionSchema,
        body,
      );
      return r.enabled
        ? `Region block on: countries ${r.countries.join(', ') || 'none'}; addresses ${r.ipRanges.join(', ') || 'none'}.`
        : 'Region block off.';
    }
    case 'whitelabel-list':
      return ['Whitelabel modules:', ...formatWhitelabel((await settings()).whitelabel)].join('\n');
    case 'whitelabel-set': {
      const flags = await callOperator(
        config,
        'PATCH',
        apiPaths.operatorWhitelabel,
        operatorWhitelabelSchema,
        {
          [command.id]: command.enabled,
        },
      );
      return `${command.id} is ${onOff(flags[command.id] ?? false)}.`;
    }
    case 'login-verification': {
      const preferTotp = command.preferTotp ?? (await settings()).loginVerification.preferTotp;
      const saved = await callOperator(
        config,
        'PUT',
        apiPaths.operatorLoginVerification,
        loginVerificationSettingsSchema,
        { method: command.method, preferTotp },
      );
      return `${formatLoginVerification(saved)}.`;
    }
    case 'outbox': {
      const messages = await callOperator(
        config,
        'GET',
        `${identityPaths.operatorOutbox}/${command.outbox}?limit=${command.limit}`,
        outboxListSchema,
      );
      if (messages.length === 0) return `The ${command.outbox} outbox is empty.`;
      return messages
        .map((m) =>
          [
            `#${m.id} ${m.createdAt} to ${m.to}`,
            ...(m.subject ? [`  ${m.subject}`] : []),
            `  ${m.body}`,
          ].join('\n'),
        )
        .join('\n');
    }
    case 'human-check': {
      const check = await callOperator(
        config,
        'GET',
        `${identityPaths.operatorHumanCheck}/${encodeURIComponent(command.id)}`,
        humanCheckAnswerSchema,
      );
      return check.answer;
    }
    case 'register-rules-list':
    case 'register-rules-set': {
      const rules =
        command.kind === 'register-rules-list'
          ? await callOperator(config, 'GET', identityPaths.operatorRegisterRules, fieldRulesSchema)
          : await callOperator(
              config,
              'PATCH',
              identityPaths.operatorRegisterRules,
              fieldRulesSchema,
              {
                field: command.field,
                enabled: command.enabled,
              },
            );
      return Object.entries(rules)
        .map(
          ([field, r]) =>
            `  ${field.padEnd(16)} ${r.enabled ? 'on ' : 'off'} ${r.required ? 'required' : 'optional'} ${r.minLength}-${r.maxLength} ${r.patternId}`,
        )
        .join('\n');
    }
    case 'profile-rules-list':
    case 'profile-rules-set': {
      const { kind, ...patch } = command;
      const rules =
        kind === 'profile-rules-list'
          ? await callOperator(config, 'GET', accountPaths.operatorProfileRules, profileRulesSchema)
          : await callOperator(
              config,
              'PATCH',
              accountPaths.operatorProfileRules,
              profileRulesSchema,
              patch,
            );
      return Object.entries(rules)
        .map(
          ([field, r]) =>
            `  ${field.padEnd(14)} ${r.enabled ? 'shown ' : 'hidden'} ${r.required ? 'required' : 'optional'} ${r.editable ? 'editable ' : 'read-only'}${r.lockedOnceSet ? ' locks-once-set' : ''} ${r.minLength}-${r.maxLength} ${r.patternId}`,
        )
        .join('\n');
    }
    case 'category': {
      const categories = await callOperator(
        config,
        'PUT',
        apiPaths.operatorCategories,
        z.array(operatorCategorySchema),
        { gameCategory: command.gameCategory, enabled: command.enabled },
      );
      return [
        `${command.gameCategory} is ${command.enabled ? 'shown' : 'hidden'}.`,
        ...formatCategories(categories),
      ].join('\n');
    }
  }
}

export type CliIo = { out: (text: string) => void; err: (text: string) => void };

/** Runs one CLI invocation; returns the exit code (0 ok, 1 refused or unreachable, 2 usage). */
export async function runOperatorCli(
  args: string[],
  config: () => Promise<OperatorClientConfig>,
  terminal: CliIo,
): Promise<number> {
  // Everything printed passes here, so no command can forget it (issue 12, defect 7).
  const io: CliIo = {
    out: (text) => terminal.out(terminalSafe(text)),
    err: (text) => terminal.err(terminalSafe(text)),
  };
  const parsed = parseOperatorArgs(args);
  if (!parsed.ok) {
    io.err(parsed.error);
    return 2;
  }
  if (parsed.command.kind === 'help') {
    io.out(usage);
    return 0;
  }
  try {
    io.out(await execute(parsed.command, await config()));
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
