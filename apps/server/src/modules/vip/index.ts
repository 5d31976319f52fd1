// The VIP module's public entry (ADR 037): the plugin, and what the seed and tests use.
export { default } from './plugin';
export { evaluateMember, payVipMonthly, setVipTiers, vipUpgradeKey, vipMonthlyKey } from './vip';
export { vipQuotas } from './quotas';
