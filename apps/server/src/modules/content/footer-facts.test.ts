import { customerServiceValueSchema, okEnvelopeSchema } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(testDatabaseKinds())("the footer's payment methods and licence on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { app, cli } = useListeningApp(database);

  const shown = async () => {
    const res = await app().inject({ url: '/wps/system/customerService' });
    expect(res.statusCode).toBe(200);
    return okEnvelopeSchema(customerServiceValueSchema).parse(res.json()).value;
  };

  it('lists only the deposit channels members can use now, in their order', async () => {
    expect((await shown()).paymentMethods).toEqual(['PIX']);
    expect((await cli('deposit', 'enable', 'BOLETO')).code).toBe(0);
    expect((await shown()).paymentMethods).toEqual(['PIX', 'BOLETO']);
    expect((await cli('deposit', 'disable', 'PIX')).code).toBe(0);
    expect((await shown()).paymentMethods).toEqual(['BOLETO']);
    await cli('deposit', 'enable', 'PIX');
    await cli('deposit', 'disable', 'BOLETO');
  });

  it('shows the demo licence line until the operator sets, changes or removes it', async () => {
    expect((await shown()).licence).toEqual({
      regulator: 'OpenLobby Demo Gaming Authority',
      licenceNumber: 'DEMO-0001/2026',
      url: null,
    });
    const set = await cli(
      'licence',
      'set',
      '--regulator',
      'Secretaria de Prêmios e Apostas',
      '--number',
      'SPA/MF 123/2025',
      '--url',
      'https://example.gov.br/licences',
    );
    expect(set.code).toBe(0);
    expect(set.out).toContain('licence SPA/MF 123/2025');
    expect((await shown()).licence).toEqual({
      regulator: 'Secretaria de Prêmios e Apostas',
      licenceNumber: 'SPA/MF 123/2025',
      url: 'https://example.gov.br/licences',
    });

    const bad = await cli('licence', 'set', '--regulator', 'X', '--number', '1');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--regulator');
    const badUrl = await cli(
      'licence',
      'set',
      '--regulator',
      'SPA',
      '--number',
      '1',
      '--url',
      'javascript:alert(1)',
    );
    expect(badUrl.code).toBe(2);
    expect((await shown()).licence?.regulator).toBe('Secretaria de Prêmios e Apostas');

    const removed = await cli('licence', 'remove');
    expect(removed.code).toBe(0);
    expect(removed.out).toContain('No licence line');
    expect((await shown()).licence).toBeNull();
  });
});
