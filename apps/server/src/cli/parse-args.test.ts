import { describe, expect, it } from 'vitest';
import { parseOperatorArgs } from './parse-args';

const now = new Date('2030-01-01T00:00:00Z');
const parse = (line: string) => parseOperatorArgs(line.split(' ').filter(Boolean), now);

describe('operator CLI arguments', () => {
  it.each([
    ['', { kind: 'help' }],
    ['help', { kind: 'help' }],
    ['status', { kind: 'status' }],
    ['maintenance on', { kind: 'maintenance', enabled: true, endsAt: null }],
    [
      'maintenance on --until 2030-01-02T10:00:00+02:00',
      { kind: 'maintenance', enabled: true, endsAt: '2030-01-02T08:00:00.000Z' },
    ],
    [
      'maintenance on --until=2030-01-02T10:00:00Z',
      { kind: 'maintenance', enabled: true, endsAt: '2030-01-02T10:00:00.000Z' },
    ],
    ['maintenance off', { kind: 'maintenance', enabled: false, endsAt: null }],
    // After "--" a word may begin with dashes: a base64url challenge id can.
    [
      'human-check -- --UQin0AFGmhPABg5CzlUg',
      { kind: 'human-check', id: '--UQin0AFGmhPABg5CzlUg' },
    ],
    [
      'region set --countries us,CN --ips 203.0.113.0/24,198.51.100.7,2001:db8::/32',
      {
        kind: 'region-set',
        countries: ['US', 'CN'],
        ipRanges: ['203.0.113.0/24', '198.51.100.7', '2001:db8::/32'],
      },
    ],
    ['region set --ips 10.0.0.1', { kind: 'region-set', countries: [], ipRanges: ['10.0.0.1'] }],
    ['region off', { kind: 'region-off' }],
    ['profile-rules list', { kind: 'profile-rules-list' }],
    [
      'profile-rules set zalo --shown on --editable off',
      { kind: 'profile-rules-set', field: 'zalo', enabled: true, editable: false },
    ],
    ['whitelabel list', { kind: 'whitelabel-list' }],
    ['whitelabel set FREEPLAY3 off', { kind: 'whitelabel-set', id: 'FREEPLAY3', enabled: false }],
    ['whitelabel set enablect ON', { kind: 'whitelabel-set', id: 'enableCt', enabled: true }],
    ['category disable sports', { kind: 'category', gameCategory: 'SPORTS', enabled: false }],
    ['category enable LOTTERY', { kind: 'category', gameCategory: 'LOTTERY', enabled: true }],
    ['login-verification set email', { kind: 'login-verification', method: 'EMAIL' }],
    [
      'login-verification set BANK_NAME --prefer-totp off',
      { kind: 'login-verification', method: 'BANK_NAME', preferTotp: false },
    ],
    ['login-verification set OFF', { kind: 'login-verification', method: 'OFF' }],
    ['points accrue', { kind: 'points-accrue' }],
    ['points reject 3 --reason Sold', { kind: 'points-reject', id: 3, reason: 'Sold' }],
    ['points config --exchange 0.5', { kind: 'points-config', set: { exchange: 50 } }],
  ])('reads "%s"', (line, command) => {
    expect(parse(line)).toEqual({ ok: true, command });
  });

  it.each([
    ['launch', /Unknown command "launch"/],
    ['maintenance maybe', /maintenance on" or "maintenance off/],
    ['maintenance on --until', /--until needs a value/],
    ['maintenance on --until yesterday', /ISO date-time/],
    ['maintenance on --until 2029-12-31T23:59:59Z', /not in the future/],
    ['maintenance off --until 2031-01-01T00:00:00Z', /Unknown option --until/],
    ['region set', /Give --countries and\/or --ips/],
    ['profile-rules set zalo', /profile-rules set <FIELD>/],
    ['profile-rules set nosuch --shown on', /fields: nickname, fullName/],
    ['profile-rules set zalo --shown maybe', /profile-rules set <FIELD>/],
    ['region set --countries USA', /"USA" is not a two-letter country code/],
    ['region set --ips 10.0.0.0/33', /"10.0.0.0\/33" is not an IP address or CIDR/],
    ['region set --ips 10.1', /not an IP address/],
    ['region set --regions EU', /Unknown option --regions/],
    ['whitelabel set NOPE3 on', /Unknown module "NOPE3"\. Known: REGISTER/],
    ['whitelabel set FREEPLAY3 maybe', /whitelabel set <MODULE> on\|off/],
    ['category hide SPORTS', /category enable\|disable/],
    ['category disable CASINO', /Unknown category "CASINO"/],
    ['status now', /Unexpected "now"/],
    ['login-verification set SMS', /MOBILE\|EMAIL\|BANK_NAME\|TOTP/],
    ['login-verification set TOTP --prefer-totp maybe', /--prefer-totp takes on or off/],
    ['points config --exchange 1.234', /--exchange takes .* at most 2 decimals/],
    ['points rewards set 3 --stock 1.5', /--stock takes a whole number/],
    ['points reject 3', /points reject needs --reason/],
    ['points approve 3 --reason x', /Unknown option --reason for "points approve"/],
  ])('refuses "%s" clearly', (line, message) => {
    const result = parse(line);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});
