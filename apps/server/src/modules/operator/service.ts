import type {
  LoginVerificationSettings,
  MaintenanceSettings,
  OperatorCategory,
  OperatorSettings,
  RegionSettings,
} from '@openlobby/contract';
import { AppError } from '../../lib/errors';
import { parseIpRange } from '../../lib/ip-ranges';
import type { WhitelabelFlags, SettingsService } from '../settings';

/** Operator changes. Each validates everything first and writes nothing on bad input. */
export class OperatorService {
  constructor(
    private readonly settings: SettingsService,
    /** The navigation categories, which the games module owns. */
    private readonly listCategories: () => Promise<OperatorCategory[]>,
    private readonly now: () => number = Date.now,
  ) {}

  async getSettings(): Promise<OperatorSettings> {
    // Fresh from the database: the operator wants what is stored, not a cached copy.
    this.settings.invalidate();
    const s = await this.settings.get();
    return {
      maintenance: s.maintenance,
      region: s.region,
      whitelabel: s.whitelabel,
      resources: s.resources,
      categories: await this.listCategories(),
      loginVerification: s.loginVerification,
    };
  }

  async setMaintenance(input: MaintenanceSettings) {
    let endsAt: string | null = null;
    if (input.enabled && input.endsAt) {
      const end = Date.parse(input.endsAt);
      if (!(end > this.now()))
        throw new AppError('VALIDATION_FAILED', 'endsAt is not in the future');
      endsAt = new Date(end).toISOString();
    }
    const value = { enabled: input.enabled, endsAt };
    await this.settings.set('maintenance', value);
    return value;
  }

  async setRegion(input: RegionSettings) {
    const bad = input.ipRanges.filter((r) => parseIpRange(r) === null);
    if (bad.length > 0) throw new AppError('VALIDATION_FAILED', `bad ip ranges: ${bad.join(', ')}`);
    const value = {
      enabled: input.enabled,
      countries: [...new Set(input.countries)],
      ipRanges: [...new Set(input.ipRanges.map((r) => r.trim()))],
    };
    await this.settings.set('region', value);
    return value;
  }

  async setLoginVerification(input: LoginVerificationSettings) {
    const value = { method: input.method, preferTotp: input.preferTotp };
    await this.settings.set('loginVerification', value);
    return value;
  }

  /** Applies only the ids given; the schema has already refused unknown ids. */
  async patchWhitelabel(changes: Record<string, boolean | undefined>) {
    this.settings.invalidate();
    const flags: WhitelabelFlags = { ...(await this.settings.get()).whitelabel };
    for (const [id, enabled] of Object.entries(changes)) {
      if (typeof enabled === 'boolean' && Object.hasOwn(flags, id)) {
        flags[id as keyof WhitelabelFlags] = enabled;
      }
    }
    await this.settings.set('whitelabel', flags);
    return flags;
  }
}
