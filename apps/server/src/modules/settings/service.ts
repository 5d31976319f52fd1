import {
  DEFAULT_AGENT_POLICY,
  DEFAULT_MAX_WIN_PER_ROUND,
  DEFAULT_REFERRAL_RULES,
  DEFAULT_COOLING_OFF_HOURS,
  DEFAULT_JURISDICTION,
  type ProtectionSetting,
  type ReferralRules,
  type AgentPolicy,
  defaultFieldRules,
  defaultProfileRules,
  type FieldRules,
  type ProfileRules,
  type Resource,
  type SiteLicence,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { parseIpRange, type IpRange } from '../../lib/ip-ranges';
import {
  defaultLicence,
  defaultLoginVerificationSetting,
  defaultMaintenance,
  defaultRegion,
  defaultResources,
  defaultWhitelabel,
} from './defaults';
import { readSettingRows, writeSetting } from './repository';
import {
  settingKeys,
  storedAgentPolicySchema,
  storedLicenceSchema,
  storedLoginVerificationSchema,
  storedMaintenanceSchema,
  storedMaxWinPerRoundSchema,
  storedRegionSchema,
  storedReferralRulesSchema,
  storedProtectionSchema,
  storedProfileRulesSchema,
  storedRegisterRulesSchema,
  storedResourcesSchema,
  storedWhitelabelSchema,
  type StoredLicence,
  type StoredLoginVerification,
  type StoredMaintenance,
  type StoredRegion,
  type WhitelabelFlags,
} from './schema';
import type { z } from 'zod';

export type Settings = {
  maintenance: StoredMaintenance;
  region: StoredRegion;
  whitelabel: WhitelabelFlags;
  resources: Resource[];
  registerRules: FieldRules;
  /** My account's profile fields (identity/account). */
  profileRules: ProfileRules;
  loginVerification: StoredLoginVerification;
  /** Minor units a provider may credit for one round, summed over its wins. */
  providerMaxWinPerRound: number;
  agentPolicy: AgentPolicy;
  referralRules: ReferralRules;
  /** Player protection's jurisdiction profile and cooling-off (ADR 032). */
  protection: ProtectionSetting;
  /** The footer's licence line (null: the operator removed it). */
  licence: SiteLicence | null;
};

/** Settings plus the region rules pre-parsed, since they are checked on every API call. */
export type SettingsSnapshot = Settings & {
  blockedCountries: ReadonlySet<string>;
  blockedRanges: readonly IpRange[];
};

type StoredValues = {
  maintenance: StoredMaintenance;
  region: StoredRegion;
  whitelabel: WhitelabelFlags;
  resources: Resource[];
  registerRules: FieldRules;
  profileRules: ProfileRules;
  loginVerification: StoredLoginVerification;
  providerMaxWinPerRound: number;
  agentPolicy: AgentPolicy;
  referralRules: ReferralRules;
  /** Player protection's jurisdiction profile and cooling-off (ADR 032). */
  protection: ProtectionSetting;
  /** The footer's licence line (null: the operator removed it). */
  licence: StoredLicence;
};

/**
 * Run-time settings read through a short-lived cache. Every request of the status gate
 * needs them, so they cannot come from the database each time; but an operator change must
 * reach every server process, so the cache lives at most `ttlMs` (1 s) and the process that
 * writes drops its copy at once.
 */
export class SettingsService {
  private cached: { snapshot: SettingsSnapshot; loadedAt: number } | undefined;
  private loading: Promise<SettingsSnapshot> | undefined;
  /** Bumped by every local write, so a read that started before it is not cached. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The settings, from the cache while it is fresh. Code running inside a transaction must
   * pass it as `through`: a miss then reads through the transaction. Read through the pool
   * instead, PostgreSQL would take a second connection while the transaction holds one: with
   * a deployment's small pool (ADR 045), transactions doing so at once can each wait for
   * the others' connections for ever.
   */
  async get(through?: Db): Promise<SettingsSnapshot> {
    if (this.cached && this.now() - this.cached.loadedAt < this.ttlMs) return this.cached.snapshot;
    // Not kept: what a transaction reads may be its own uncommitted writes.
    if (through) return snapshotOf(await readSettingRows(through));
    // Concurrent requests after expiry share one query instead of stampeding the database.
    if (!this.loading) {
      const loading = this.load().finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  async set<K extends keyof StoredValues>(key: K, value: StoredValues[K]): Promise<void> {
    await writeSetting(this.db, settingKeys[key], value);
    this.invalidate();
  }

  invalidate(): void {
    this.generation += 1;
    this.cached = undefined;
    this.loading = undefined;
  }

  private async load(): Promise<SettingsSnapshot> {
    const startedAt = this.now();
    const generation = this.generation;
    const snapshot = snapshotOf(await readSettingRows(this.db));
    if (generation === this.generation) this.cached = { snapshot, loadedAt: startedAt };
    return snapshot;
  }
}

/** The stored rows parsed, each falling back to its default when missing or malformed. */
function snapshotOf(rows: Map<string, unknown>): SettingsSnapshot {
  const settings: Settings = {
    maintenance: parseOr(storedMaintenanceSchema, rows.get('maintenance'), defaultMaintenance),
    region: parseOr(storedRegionSchema, rows.get('region'), defaultRegion),
    whitelabel: parseOr(storedWhitelabelSchema, rows.get('whitelabel'), defaultWhitelabel),
    resources: parseOr(storedResourcesSchema, rows.get('resources'), defaultResources),
    registerRules: parseOr(storedRegisterRulesSchema, rows.get('registerRules'), defaultFieldRules),
    profileRules: parseOr(storedProfileRulesSchema, rows.get('profileRules'), defaultProfileRules),
    loginVerification: parseOr(
      storedLoginVerificationSchema,
      rows.get('loginVerification'),
      defaultLoginVerificationSetting,
    ),
    providerMaxWinPerRound: parseOr(
      storedMaxWinPerRoundSchema,
      rows.get('providerMaxWinPerRound'),
      DEFAULT_MAX_WIN_PER_ROUND,
    ),
    agentPolicy: parseOr(storedAgentPolicySchema, rows.get('agentPolicy'), DEFAULT_AGENT_POLICY),
    referralRules: parseOr(
      storedReferralRulesSchema,
      rows.get('referralRules'),
      DEFAULT_REFERRAL_RULES,
    ),
    protection: parseOr(storedProtectionSchema, rows.get('protection'), {
      jurisdiction: DEFAULT_JURISDICTION,
      coolingOffHours: DEFAULT_COOLING_OFF_HOURS,
    }),
    licence: parseOr(storedLicenceSchema, rows.get('licence'), defaultLicence),
  };
  const snapshot: SettingsSnapshot = {
    ...settings,
    blockedCountries: new Set(settings.region.countries.map((c) => c.toUpperCase())),
    blockedRanges: settings.region.ipRanges
      .map(parseIpRange)
      .filter((r): r is IpRange => r !== null),
  };
  return snapshot;
}

function parseOr<S extends z.ZodType>(
  schema: S,
  value: unknown,
  fallback: z.output<S>,
): z.output<S> {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}
