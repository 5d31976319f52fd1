import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { OidcClients } from './clients';

describe('OpenID provider configurations', () => {
  it('fills a token endpoint the discovery document lacks (Facebook) and retries failures', async () => {
    let fail = true;
    const server = createServer((req, res) => {
      if (fail) return void res.writeHead(500).end();
      const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/dialog/oauth` }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const provider = { issuer, clientId: 'app', clientSecret: 'secret' };
      const clients = new OidcClients({
        google: { ...provider, scope: 'openid' },
        facebook: { ...provider, scope: 'openid', tokenEndpoint: 'https://graph.example/token' },
      });
      await expect(clients.get('facebook')).rejects.toThrow();
      fail = false;
      const config = await clients.get('facebook');
      expect(config.serverMetadata().token_endpoint).toBe('https://graph.example/token');
      expect(config.serverMetadata().authorization_endpoint).toBe(`${issuer}/dialog/oauth`);
      expect((await clients.get('google')).serverMetadata().token_endpoint).toBeUndefined();
    } finally {
      server.close();
    }
  });
});
