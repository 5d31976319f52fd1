import { identityPaths } from '@openlobby/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { smsOutbox } from '../../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { identityClient, type IdentityClient } from '../../../test/identity-client';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';

describe.each(testDatabaseKinds())('SMS codes in the site language on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let c: IdentityClient;
  beforeAll(async () => {
    app = await buildTestApp(database());
    c = identityClient(app);
  });
  afterAll(async () => app?.close());

  async function registrationSms(mobileNum: string, language: 'en' | 'pt') {
    const ip = language === 'pt' ? '198.18.1.1' : '198.18.1.2';
    const res = await c.call(
      'POST',
      identityPaths.smsRegister,
      { mobileNum, countryDialingCode: '+55', sliderToken: await c.sliderToken('sms', ip) },
      { ip, language },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await app.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(eq(smsOutbox.to, `+55${mobileNum}`))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    return row?.body ?? '';
  }

  it('writes a registration code in Portuguese to a player on the Portuguese site', async () => {
    expect(await registrationSms('11955551001', 'pt')).toMatch(
      /^OpenLobby: seu código é \d{6}\. Ele expira em 5 minutos\.$/,
    );
  });

  it('and in English to one on the English site', async () => {
    expect(await registrationSms('11955551002', 'en')).toMatch(
      /^OpenLobby: your code is \d{6}\. It expires in 5 minutes\.$/,
    );
  });
});
