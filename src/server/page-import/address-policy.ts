import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which network addresses page import (recipes, listings) may fetch from. The server fetches what a signed-in
 * person pastes, so without this a URL could make it reach services that only it can see:
 * its own loopback, the private network around it, a cloud metadata endpoint.
 */

export type AddressClass =
  'public' | 'loopback' | 'private' | 'link-local' | 'multicast' | 'reserved';

/** IPv4 ranges that are not the public internet, as [first address, prefix length, class]. */
const IPV4_RANGES: readonly [string, number, AddressClass][] = [
  ['0.0.0.0', 8, 'reserved'], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'], // carrier-grade NAT
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'], // cloud metadata endpoints live here
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // including the broadcast 255.255.255.255
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

const IPV4_TABLE = IPV4_RANGES.map(([first, bits, kind]) => ({
  start: ipv4Number(first),
  size: 2 ** (32 - bits),
  kind,
}));

function classifyIPv4(address: string): AddressClass {
  const value = ipv4Number(address);
  return (
    IPV4_TABLE.find(({ start, size }) => value >= start && value < start + size)?.kind ?? 'public'
  );
}

/** The eight 16-bit groups of an IPv6 address (with or without an IPv4 tail). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const value = ipv4Number(tail[1]!);
    text = `${text.slice(0, tail.index)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = parse(head);
  const back = rest === undefined ? [] : parse(rest);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function ipv4Of(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

function classifyIPv6(address: string): AddressClass {
  const groups = ipv6Groups(address);
  const [first = 0] = groups;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 7) && groups[7] === 1) return 'loopback';
  // IPv4 inside IPv6 reaches that IPv4 address: mapped (::ffff:a.b.c.d), compatible
  // (::a.b.c.d, which covers the unspecified ::), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:…).
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) {
    return classifyIPv4(ipv4Of(groups[6]!, groups[7]!));
  }
  if (first === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) {
    return classifyIPv4(ipv4Of(groups[6]!, groups[7]!));
  }
  if (first === 0x2002) {
    const inner = classifyIPv4(ipv4Of(groups[1]!, groups[2]!));
    if (inner !== 'public') return inner;
  }
  if ((first & 0xfe00) === 0xfc00) return 'private'; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if ((first & 0xffc0) === 0xfec0) return 'private'; // the old site-local fec0::/10
  if ((first & 0xff00) === 0xff00) return 'multicast';
  return 'public';
}

/** What kind of address an IP literal is; anything that is not one counts as reserved. */
export function classifyAddress(address: string): AddressClass {
  // A zone ("fe80::1%eth0") only says which interface; the address is what matters.
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare)) return classifyIPv4(bare);
  if (isIPv6(bare)) return classifyIPv6(bare);
  return 'reserved';
}

/** Whether import may connect to `address`: public ones, and loopback when allowed. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const kind = classifyAddress(address);
  return kind === 'public' || (allowLoopback && kind === 'loopback');
}
