import { readFileSync } from 'node:fs';
import path from 'node:path';
import { agentPaths, billReasons } from '@openlobby/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { agentBill } from '../../../db/schema';
import { migrationsFolder } from '../../../server-root';
import { buildTestApp, operatorHeaders } from '../../../test/build-test-app';
import { plainTerms, settlementKit } from '../../../test/settlement-kit';
import { useTestDatabase } from '../../../test/suite';

/**
 * Migration 0038: bills settled before reasons became codes held English sentences; they
 * are rewritten to the codes the agent centre words in the agent's language, and anything
 * else (an operator's own words) is left alone. Run again on a bill whose reason is set
 * back to each old sentence, as the migration ran on the stored ones.
 */
describe('bill reasons stored as sentences become codes (migration 0038)', () => {
  const database = useTestDatabase('pglite');
  let app: App;
  let billId: number;
  const migration = readFileSync(
    path.join(migrationsFolder(), '0038_agent_bill_reason_codes.sql'),
    'utf8',
  );
  beforeAll(async () => {
    app = await buildTestApp(database());
    const kit = settlementKit(app.db);
    const agent = await kit.member(null, 1);
    await kit.contract('daily', null, agent, plainTerms(100), new Date('2026-01-01T00:00:00Z'));
    const settled = await app.inject({
      method: 'POST',
      url: agentPaths.operatorSettle,
      headers: operatorHeaders,
      payload: { kind: 'daily', periodKey: 'D:2026-01-10' },
    });
    expect(settled.statusCode).toBe(200);
    const [bill] = await app.db
      .select()
      .from(agentBill)
      .where(eq(agentBill.periodKey, 'D:2026-01-10'));
    // A team that did nothing: the settlement itself writes a code now.
    expect(bill!.reason).toBe('nothing_earned');
    billId = bill!.id;
  });
  afterAll(async () => app?.close());

  const rewritten = async (stored: string) => {
    await app.db.update(agentBill).set({ reason: stored }).where(eq(agentBill.id, billId));
    await app.db.execute(sql.raw(migration));
    const [bill] = await app.db.select().from(agentBill).where(eq(agentBill.id, billId));
    return bill!.reason;
  };

  it.each([
    ['no team net loss in the period', 'no_team_net_loss'],
    ['nothing earned in the period', 'nothing_earned'],
    ['capped by upline: the upline earned nothing in the period', 'upline_earned_nothing'],
    ['capped by upline; all earned by downlines', 'capped_all_to_downlines'],
    ['all earned by downlines', 'all_to_downlines'],
    ['capped by upline', 'capped_by_upline'],
    ['rejected by the operator', 'rejected_by_operator'],
    ['2 active members, 3 required', 'too_few_active_members'],
  ])('"%s" becomes %s', async (stored, code) => {
    expect(billReasons).toContain(code);
    expect(await rewritten(stored)).toBe(code);
  });

  it("keeps an operator's own words and a refused payment's error as written", async () => {
    expect(await rewritten('Bonus abuse under review')).toBe('Bonus abuse under review');
    expect(await rewritten('BALANCE_LIMIT_EXCEEDED: over the cap')).toBe(
      'BALANCE_LIMIT_EXCEEDED: over the cap',
    );
  });
});
