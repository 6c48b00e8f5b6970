/*
 * What kind of IP address a text is, in every spelling a URL, a resolver or a socket may take: the one classifier
 * that both the webhook registration rules and the connect-time check ask. An address a webhook may post to is
 * `public`; every other kind reaches this machine or a network behind it.
 */

export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link_local'
  | 'unique_local'
  | 'multicast'
  | 'ipv4_mapped'
  | 'reserved';

/**
 * An IPv4 address as inet_aton and the WHATWG URL parser read it: one to four parts, each decimal, `0x` hex or
 * `0` octal, the last filling the bytes that are left (`2130706433`, `0x7f.1`, `0177.0.0.1` and `127.1` are all
 * 127.0.0.1), one trailing dot allowed; the address as a number, or null.
 */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length > 1 && parts.at(-1) === '') parts.pop();
  if (parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = Number.parseInt(part, 8);
    else if (/^(0|[1-9][0-9]*)$/.test(part)) value = Number(part);
    else return null;
    values.push(value);
  }
  const last = values.pop()!;
  if (values.some((value) => value > 255) || last >= 256 ** (4 - values.length)) return null;
  return values.reduce((address, value, index) => address + value * 256 ** (3 - index), 0) + last;
}

/** An IPv6 address (brackets, a zone `%…` and an embedded dotted IPv4 tail allowed) as 16 bytes, or null. */
export function parseIpv6(text: string): Uint8Array | null {
  let address = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  address = address.replace(/%.*$/, '');
  if (!address.includes(':')) return null;
  const groups: number[] = [];
  const dotted = address.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const octets = dotted[2]!.split('.').map(Number);
    if (dotted[2]!.split('.').some((octet) => !/^(0|[1-9][0-9]{0,2})$/.test(octet))) return null;
    if (octets.some((octet) => octet > 255)) return null;
    address = `${dotted[1]}${((octets[0]! << 8) | octets[1]!).toString(16)}:${((octets[2]! << 8) | octets[3]!).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const read = (half: string) => (half === '' ? [] : half.split(':'));
  const head = read(halves[0]!);
  const tail = halves.length === 2 ? read(halves[1]!) : [];
  if ([...head, ...tail].some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  groups.push(
    ...head.map((group) => Number.parseInt(group, 16)),
    ...Array<number>(halves.length === 2 ? missing : 0).fill(0),
    ...tail.map((group) => Number.parseInt(group, 16)),
  );
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  return bytes;
}

/** `address` (a number) within `base/bits`. */
function inIpv4(address: number, base: string, bits: number): boolean {
  const size = 2 ** (32 - bits);
  const start = parseIpv4(base)!;
  return address >= start && address < start + size;
}

/**
 * The IPv4 ranges that are not the public internet (IANA's special-purpose registry): a webhook never goes there.
 * Documentation, benchmarking and the rest of the reserved space are refused too, since no receiver lives there.
 */
const ipv4Ranges: [base: string, bits: number, kind: AddressKind][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link_local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

function ipv4Kind(address: number): AddressKind {
  return ipv4Ranges.find(([base, bits]) => inIpv4(address, base, bits))?.[2] ?? 'public';
}

const embeddedIpv4 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;

const startsWith = (bytes: Uint8Array, prefix: number[], bits = prefix.length * 8) =>
  prefix.every((byte, index) => {
    const width = Math.min(8, bits - index * 8);
    if (width <= 0) return true;
    const mask = (0xff << (8 - width)) & 0xff;
    return (bytes[index]! & mask) === (byte & mask);
  });

/**
 * IPv6: only global unicast (2000::/3) is public, less its special-purpose blocks; NAT64 (64:ff9b::/96) and 6to4
 * (2002::/16) carry an IPv4 address that decides for them. IPv4-mapped addresses (::ffff:0:0/96) are refused
 * whatever they carry: a socket would reach that IPv4 address, and a public one has its own spelling.
 */
function ipv6Kind(bytes: Uint8Array): AddressKind {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  if (zeros(0, 15) && bytes[15] === 0) return 'unspecified';
  if (zeros(0, 15) && bytes[15] === 1) return 'loopback';
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return 'ipv4_mapped';
  if (zeros(0, 12)) return 'reserved';
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b]) && zeros(4, 12)) return ipv4Kind(embeddedIpv4(bytes, 12));
  if (startsWith(bytes, [0xff])) return 'multicast';
  if (startsWith(bytes, [0xfe, 0x80], 10)) return 'link_local';
  if (startsWith(bytes, [0xfc], 7)) return 'unique_local';
  if (!startsWith(bytes, [0x20], 3)) return 'reserved';
  if (startsWith(bytes, [0x20, 0x02])) return ipv4Kind(embeddedIpv4(bytes, 2));
  // 2001::/23 (IETF protocol assignments, Teredo among them), 2001:db8::/32 and 3fff::/20 (documentation).
  if (startsWith(bytes, [0x20, 0x01, 0x00], 23)) return 'reserved';
  if (startsWith(bytes, [0x20, 0x01, 0x0d, 0xb8])) return 'reserved';
  if (startsWith(bytes, [0x3f, 0xff, 0x00], 20)) return 'reserved';
  return 'public';
}

/** The kind of the IP address `text` (IPv4 in any spelling, IPv6 with or without brackets); null if it is none. */
export function addressKind(text: string): AddressKind | null {
  const ipv4 = parseIpv4(text);
  if (ipv4 !== null) return ipv4Kind(ipv4);
  const ipv6 = parseIpv6(text);
  return ipv6 ? ipv6Kind(ipv6) : null;
}

export const isPublicAddress = (text: string): boolean => addressKind(text) === 'public';
