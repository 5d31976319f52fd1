import ipaddr from 'ipaddr.js';

export type IpRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * Parses "203.0.113.0/24", "2001:db8::/32" or a single address (a /32 or /128 range).
 * Returns null for anything else, so callers can refuse bad input with a 400.
 */
export function parseIpRange(text: string): IpRange | null {
  const value = text.trim();
  const [addressText = '', bitsText, ...rest] = value.split('/');
  if (rest.length > 0 || !isStrictAddress(addressText)) return null;
  const address = ipaddr.parse(addressText);
  const max = address.kind() === 'ipv4' ? 32 : 128;
  if (bitsText === undefined)
    return [normalize(address), normalize(address).kind() === 'ipv4' ? 32 : 128];
  if (!/^\d{1,3}$/.test(bitsText) || Number(bitsText) > max) return null;
  const bits = Number(bitsText);
  // "::ffff:10.0.0.0/104" is an IPv4 range written as IPv6; keep it comparable to IPv4.
  if (isMapped(address)) return bits >= 96 ? [normalize(address), bits - 96] : null;
  return [address, bits];
}

/**
 * ipaddr.js also accepts legacy IPv4 forms ("10.1", "1.2.3", hex, octal) that nobody
 * means in a block list; only dotted quads and IPv6 are accepted here.
 */
function isStrictAddress(text: string): boolean {
  return text.includes(':') ? ipaddr.IPv6.isValid(text) : ipaddr.IPv4.isValidFourPartDecimal(text);
}

function isMapped(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress();
}

/** IPv4-mapped IPv6 ("::ffff:1.2.3.4", how dual-stack sockets report IPv4) becomes IPv4. */
function normalize(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return isMapped(address) ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

/** Parses a client address as reported by Fastify; null when it is not an IP. */
export function parseClientIp(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  return ipaddr.isValid(ip) ? normalize(ipaddr.parse(ip)) : null;
}

export function ipInRanges(ip: string, ranges: readonly IpRange[]): boolean {
  const address = parseClientIp(ip);
  if (!address) return false;
  return ranges.some(
    ([network, bits]) => network.kind() === address.kind() && address.match(network, bits),
  );
}

export function isLoopback(ip: string): boolean {
  return parseClientIp(ip)?.range() === 'loopback';
}
