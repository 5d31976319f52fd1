import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('fills the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      TRUST_PROXY: false,
      PUBLIC_IMAGE_BASE: '/img',
      MAIN_DOMAIN: 'localhost',
      OPERATOR_ALLOW_REMOTE: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(path.resolve('data'));
    expect(env.WEB_DIST.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.1, 192.168.0.0/16', ['10.0.0.1', '192.168.0.0/16']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('lower-cases the country header name and ignores empty values', () => {
    expect(loadEnv({ COUNTRY_HEADER: 'CF-IPCountry' }).COUNTRY_HEADER).toBe('cf-ipcountry');
    const blank = loadEnv({ DATABASE_URL: '', COUNTRY_HEADER: ' ' });
    expect(blank.DATABASE_URL).toBeUndefined();
    expect(blank.COUNTRY_HEADER).toBeUndefined();
  });

  it('refuses bad values naming the variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ OPERATOR_TOKEN: 'short' })).toThrow(/OPERATOR_TOKEN/);
    expect(() => loadEnv({ PUBLIC_URL: 'example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadEnv({ GOOGLE_OIDC_ISSUER: 'accounts' })).toThrow(/GOOGLE_OIDC_ISSUER/);
  });

  it('defaults PUBLIC_URL to the local port and the social issuers to the real ones', () => {
    const env = loadEnv({ PORT: '8080' });
    expect(env.PUBLIC_URL).toBe('http://localhost:8080');
    expect(env.GOOGLE_OIDC_ISSUER).toBe('https://accounts.google.com');
    expect(env.FACEBOOK_OIDC_ISSUER).toBe('https://www.facebook.com');
    expect(loadEnv({ PUBLIC_URL: 'https://bet.example/' }).PUBLIC_URL).toBe('https://bet.example');
  });

  it('wants a client secret with every client id', () => {
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(
      loadEnv({ FACEBOOK_CLIENT_ID: 'id', FACEBOOK_CLIENT_SECRET: 's' }).FACEBOOK_CLIENT_ID,
    ).toBe('id');
  });

  it('takes session lifetimes, password age and the default weak password', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      SESSION_IDLE_MINUTES: 30,
      SESSION_MAX_HOURS: 12,
      PASSWORD_MAX_AGE_DAYS: 90,
      DEFAULT_WEAK_PASSWORD: 'Aa123456',
    });
    expect(loadEnv({ SESSION_IDLE_MINUTES: '0.5' }).SESSION_IDLE_MINUTES).toBe(0.5);
    expect(() => loadEnv({ SESSION_MAX_HOURS: '0' })).toThrow(/SESSION_MAX_HOURS/);
    expect(() => loadEnv({ SESSION_IDLE_MINUTES: 'soon' })).toThrow(/SESSION_IDLE_MINUTES/);
  });
});
