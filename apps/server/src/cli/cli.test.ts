import { okEnvelopeSchema, operatorSettingsSchema } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { feedback } from '../db/schema';
import { memberSession } from '../test/games-kit';
import { operatorHeaders } from '../test/build-test-app';
import { operatorCli } from '../test/operator-cli';
import { useListeningApp } from '../test/listening-app';
import { useTestDatabase } from '../test/suite';
import type { OperatorClientConfig } from './operator-client';

// The CLI is an HTTP client, so one database kind covers it; the API it calls is tested on both.
describe('operator CLI against a listening server', () => {
  const database = useTestDatabase('pglite');
  const { app, baseUrl } = useListeningApp(database);

  const cli = (line: string, config: Partial<OperatorClientConfig> = {}) =>
    operatorCli(baseUrl(), line.split(' '), config);
  const settings = async () =>
    okEnvelopeSchema(operatorSettingsSchema).parse(
      (await app().inject({ url: '/operator/settings', headers: operatorHeaders })).json(),
    ).value;

  it('changes settings on the running server', async () => {
    const on = await cli('maintenance on --until 2099-01-01T00:00:00Z');
    expect(on).toMatchObject({ code: 0, err: '' });
    expect(on.out).toBe('Maintenance is on until 2099-01-01T00:00:00.000Z.');
    expect((await app().inject('/wps/system/status')).json().value.status).toBe(1);

    expect((await cli('maintenance off')).code).toBe(0);
    expect((await cli('region set --countries us --ips 203.0.113.0/24')).code).toBe(0);
    expect((await cli('region off')).code).toBe(0);
    expect((await cli('whitelabel set FREEPLAY3 off')).out).toBe('FREEPLAY3 is off.');
    expect((await cli('category disable COCKFIGHT')).code).toBe(0);
    expect((await cli('login-verification set EMAIL --prefer-totp off')).out).toBe(
      'New-IP login verification: EMAIL, authenticator first: off.',
    );

    const s = await settings();
    expect(s.maintenance.enabled).toBe(false);
    expect(s.region).toEqual({ enabled: false, countries: ['US'], ipRanges: ['203.0.113.0/24'] });
    expect(s.whitelabel.FREEPLAY3).toBe(false);
    expect(s.categories.find((c) => c.gameCategory === 'COCKFIGHT')?.enabled).toBe(false);
    expect(s.loginVerification).toEqual({ method: 'EMAIL', preferTotp: false });

    const status = await cli('status');
    expect(status.out).toMatch(
      /Region block: off \(countries: US; addresses: 203\.0\.113\.0\/24\)/,
    );
    expect(status.out).toMatch(/COCKFIGHT\s+hidden/);
    expect(status.out).toMatch(/New-IP login verification: EMAIL/);
    // Without --prefer-totp the current choice is kept.
    expect((await cli('login-verification set OFF')).out).toBe('New-IP login verification: OFF.');
    expect((await settings()).loginVerification).toEqual({ method: 'OFF', preferTotp: false });
    expect(status.out).toMatch(/FREEPLAY3\s+off/);
  });

  it('exits non-zero with a clear message on bad input, a wrong token or no server', async () => {
    const bad = await cli('whitelabel set NOPE3 on');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/Unknown module "NOPE3"/);

    const wrongToken = await cli('status', {
      token: 'wrong-token-wrong-token',
      tokenSource: '/x/operator.token',
    });
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.err).toBe('The server refused the operator token from /x/operator.token.');

    const gone = await cli('status', { baseUrl: 'http://127.0.0.1:9' });
    expect(gone.code).toBe(1);
    expect(gone.err).toBe(
      'Cannot reach the OpenLobby server at http://127.0.0.1:9; is it running (npm start)?',
    );
  });

  it('prints stored text with its control characters escaped, never raw (issue 12, 7)', async () => {
    // Written to the table directly: a row stored before inputs refused control characters,
    // or text a remote party sent, must still not drive the operator's terminal.
    const { memberId } = await memberSession(app());
    const clear = 'Hello\u001b[2J\u001b[H';
    const clipboard = '\u001b]52;c;ZWNobyBvd25lZA==\u0007 and a bare\rCR';
    await app()
      .db.insert(feedback)
      .values({ memberId, content: `${clear} ${clipboard}` });
    const list = await cli('feedback list');
    expect(list.code).toBe(0);
    // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
    expect(list.out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(list.out).toContain(
      'Hello\\x1b[2J\\x1b[H \\x1b]52;c;ZWNobyBvd25lZA==\\x07 and a bare\\x0dCR',
    );
  });
});
