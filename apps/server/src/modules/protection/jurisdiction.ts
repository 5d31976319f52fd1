import {
  jurisdictionRules,
  type ProtectionRules,
  type ProtectionSetting,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { insertAudit, writeProtectionSetting } from './repository';

/** The rules a page must follow under the operator's profile (C5). */
export function rulesOf(setting: ProtectionSetting): ProtectionRules {
  return {
    jurisdiction: setting.jurisdiction,
    coolingOffHours: setting.coolingOffHours,
    ...jurisdictionRules[setting.jurisdiction],
  };
}

/** The operator changes the profile or the cooling-off; audited in the same transaction. */
export async function setJurisdiction(
  db: Db,
  before: ProtectionSetting,
  after: ProtectionSetting,
  operator: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await writeProtectionSetting(tx, after);
    await insertAudit(tx, {
      memberId: null,
      actor: `operator:${operator}`,
      subject: 'jurisdiction',
      before,
      after,
      reason,
    });
  });
}
