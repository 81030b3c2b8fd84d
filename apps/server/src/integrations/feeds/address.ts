/**
 * Which addresses the feed fetcher may connect to: public unicast only. Private, loopback,
 * link-local, shared, documentation, multicast and reserved ranges are refused, in IPv4 and
 * IPv6, including IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4).
 */
import net from 'node:net';

const v4Blocked = new net.BlockList();
for (const [a, p] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  v4Blocked.addSubnet(a, p, 'ipv4');
}

const v6Blocked = new net.BlockList();
for (const [a, p] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  v6Blocked.addSubnet(a, p, 'ipv6');
}

/** The 16 bytes of an IPv6 address (net.isIPv6 must hold). */
export function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    tail.push(
      ...text
        .slice(lastColon + 1)
        .split('.')
        .map(Number),
    );
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const [head = '', rest] = text.split('::');
  const h = head ? head.split(':') : [];
  const r = rest !== undefined && rest !== '' ? rest.split(':') : [];
  const groups = rest === undefined ? h : [...h, ...Array<string>(8 - h.length - r.length).fill('0'), ...r];
  const bytes = groups.flatMap((g) => {
    const n = parseInt(g || '0', 16);
    return [n >> 8, n & 255];
  });
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** The IPv4 address an IPv6 one embeds (mapped, compatible, NAT64, 6to4), if any. */
function embeddedV4(bytes: number[]): string | undefined {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const mapped = zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff;
  const compatible = zeros(0, 12);
  const nat64 = bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b;
  if (mapped || compatible || nat64) return bytes.slice(12, 16).join('.');
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6).join('.');
  return undefined;
}

/** True when the address is public unicast (safe to connect to). Anything unparsable is not. */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '');
  const kind = net.isIP(plain);
  if (kind === 4) return !v4Blocked.check(plain, 'ipv4');
  if (kind !== 6) return false;
  const bytes = ipv6Bytes(plain);
  const v4 = embeddedV4(bytes);
  if (v4 !== undefined && v4Blocked.check(v4, 'ipv4')) return false;
  return !v6Blocked.check(plain, 'ipv6');
}
