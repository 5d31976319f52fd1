import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { App } from '../../../app';
import { member, rateCounter, smsOutbox } from '../../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { identityClient, type IdentityClient } from '../../../test/identity-client';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';
import { NO_PASSWORD } from '../member/passwords';

let ipSerial = 0;
const freshIp = () => `198.18.0.${(ipSerial += 1)}`;

describe.each(testDatabaseKinds())('code request limits (S9) on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let c: IdentityClient;
  beforeAll(async () => {
    app = await buildTestApp(database());
    c = identityClient(app);
  });
  afterAll(async () => app?.close());

  async function sendCode(mobileNum: string, ip = freshIp(), language = 'en') {
    return c.call(
      'POST',
      '/wps/verification/sms/noLogin',
      {
        mobileNum,
        countryDialingCode: '+55',
        purpose: 'login',
        sliderToken: await c.sliderToken('sms', ip),
      },
      { ip, language: language as 'en' | 'pt' },
    );
  }
  /** Time passing for the counters of one number: its minute and hour windows end. */
  const windowsEnd = (e164: string, windows: string[]) =>
    app.db.delete(rateCounter).where(
      sql`${like(rateCounter.key, `sms:%${e164}`)} and (${sql.join(
        windows.map((w) => sql`${rateCounter.key} like ${`sms:${w}:%`}`),
        sql` or `,
      )})`,
    );
  const sentTo = async (e164: string) =>
    (await app.db.select().from(smsOutbox).where(eq(smsOutbox.to, e164))).length;

  it('sends a number at most 10 codes a day, even spread over the hours; 429 with the wait', async () => {
    const mobileNum = '11955550001';
    const e164 = `+55${mobileNum}`;
    await app.db.insert(member).values({
      account: 'codequota1',
      accountKey: 'codequota1',
      nickname: 'codequota1',
      passwordHash: NO_PASSWORD,
      mobile: e164,
    });
    for (let hour = 0; hour < 2; hour += 1) {
      for (let i = 0; i < 5; i += 1) {
        const res = await sendCode(mobileNum);
        expect(res.statusCode, res.body).toBe(200);
        await windowsEnd(e164, ['1m']);
      }
      // The hourly five are spent: the next goes out only in the next hour.
      expect((await sendCode(mobileNum)).statusCode).toBe(429);
      await windowsEnd(e164, ['1m', '1h']);
    }
    const refused = await sendCode(mobileNum, freshIp(), 'pt');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'SMS_TOO_MANY_REQUESTS' });
    expect(refused.json().message).toMatch(/^Muitas solicitações\. Tente novamente em \d+ /);
    expect(refused.json().value.retryAfterSeconds).toBeLessThanOrEqual(24 * 3600);
    expect(await sentTo(e164)).toBe(10);
  });

  it('tells how long the resend countdown has left, and another number is not held up', async () => {
    // The resend window is a fixed clock minute: run five seconds into one, so a minute
    // boundary between the two sends cannot let the second through.
    const minute = Math.ceil(Date.now() / 60_000) * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: minute + 5_000 });
    onTestFinished(() => void vi.useRealTimers());
    const ip = freshIp();
    expect((await sendCode('11955550002', ip)).statusCode).toBe(200);
    const soon = await sendCode('11955550002', ip);
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(soon.json().message).toMatch(
      /^Too many requests\. Please try again in (\d+ seconds?|1 minute)\.$/,
    );
    expect((await sendCode('11955550003', ip)).statusCode).toBe(200);
  });
});
