import { describe, expect, it } from 'vitest';
import { ipInRanges, isLoopback, parseIpRange, type IpRange } from './ip-ranges';

const ranges = (...texts: string[]) => texts.map(parseIpRange) as IpRange[];

describe('ip ranges', () => {
  it('accepts addresses and CIDRs of both families and refuses the rest', () => {
    for (const ok of [
      '10.0.0.0/8',
      '198.51.100.7',
      '2001:db8::/32',
      '::1',
      '::ffff:10.0.0.0/104',
    ]) {
      expect(parseIpRange(ok), ok).not.toBeNull();
    }
    for (const bad of [
      '300.1.1.1',
      '10.0.0.0/33',
      '1.2.3/8',
      'example.com',
      '',
      '2001:db8::/129',
    ]) {
      expect(parseIpRange(bad), bad).toBeNull();
    }
  });

  it('matches by family, including IPv4-mapped IPv6 addresses', () => {
    const list = ranges('203.0.113.0/24', '2001:db8::/32', '198.51.100.7');
    expect(ipInRanges('203.0.113.255', list)).toBe(true);
    expect(ipInRanges('::ffff:203.0.113.1', list)).toBe(true);
    expect(ipInRanges('198.51.100.7', list)).toBe(true);
    expect(ipInRanges('198.51.100.8', list)).toBe(false);
    expect(ipInRanges('2001:db8:ffff::1', list)).toBe(true);
    expect(ipInRanges('2001:db9::1', list)).toBe(false);
    expect(ipInRanges('not-an-ip', list)).toBe(false);
    expect(ipInRanges('10.1.2.3', ranges('::ffff:10.0.0.0/104'))).toBe(true);
  });

  it('knows loopback callers', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('192.168.1.1')).toBe(false);
  });
});
