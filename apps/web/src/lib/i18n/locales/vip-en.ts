import type { VipStrings } from './vip-pt';

/** VIP levels (issue 18, ADR 037), in English. */
export const vipEn: VipStrings = {
  title: 'My VIP level',
  level: 'Level {{level}}: {{name}}',
  noLevel: 'No VIP level yet',
  validBet: 'Cumulative valid bets: {{amount}}',
  progress: 'Progress to {{name}}',
  remaining: '{{amount}} more in valid bets to reach {{name}}.',
  top: 'You are at the highest level.',
  tiers: 'VIP tiers',
  tier: 'Tier',
  threshold: 'Valid bets',
  upgradeBonus: 'Upgrade bonus',
  monthlyBonus: 'Monthly bonus',
  rules:
    "The upgrade bonus is paid once for each tier reached; the monthly bonus once a month for the previous month's tier. A tier reached is never lost. Accounts on a break or self-excluded get no bonus.",
};
