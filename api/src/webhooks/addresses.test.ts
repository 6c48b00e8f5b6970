import { describe, expect, it } from 'vitest';
import { type AddressKind, addressKind, parseIpv4 } from './addresses.ts';

/*
 * The spellings here are the raw ones a resolver, a socket or a runtime whose URL parser normalises less might
 * hand over; the WHATWG URL parser already turns most IPv4 spellings into dotted decimal (see targets.test.ts).
 */
describe('addressKind', () => {
  const table: [text: string, kind: AddressKind | null][] = [
    // IPv4 loopback in every spelling inet_aton accepts
    ['127.0.0.1', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['0X7F.0.0.1', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['017700000001', 'loopback'],
    ['127.1', 'loopback'],
    ['127.0.1', 'loopback'],
    ['127.0.0.1.', 'loopback'],
    ['127.255.255.254', 'loopback'],
    // the rest of IPv4 that is not the internet
    ['0.0.0.0', 'unspecified'],
    ['0', 'unspecified'],
    ['0x0', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['012.0.0.1', 'private'],
    ['167772161', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['0xc0.0xa8.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'link_local'],
    ['0xa9fea9fe', 'link_local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['203.0.113.7', 'reserved'],
    // public IPv4, including neighbours of the ranges above
    ['8.8.8.8', 'public'],
    ['134744072', 'public'],
    ['172.32.0.1', 'public'],
    ['172.15.255.255', 'public'],
    ['100.128.0.1', 'public'],
    ['11.0.0.1', 'public'],
    ['93.184.215.14', 'public'],
    // IPv6
    ['::', 'unspecified'],
    ['[::]', 'unspecified'],
    ['0:0:0:0:0:0:0:0', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0000:0000:0000:0000:0000:0000:0000:0001', 'loopback'],
    ['::ffff:10.0.0.1', 'ipv4_mapped'],
    ['::ffff:a00:1', 'ipv4_mapped'],
    ['::ffff:127.0.0.1', 'ipv4_mapped'],
    ['::ffff:8.8.8.8', 'ipv4_mapped'],
    ['[::FFFF:7F00:1]', 'ipv4_mapped'],
    ['::127.0.0.1', 'reserved'],
    ['fe80::1', 'link_local'],
    ['fe80::1%eth0', 'link_local'],
    ['febf:ffff::1', 'link_local'],
    ['fec0::1', 'reserved'],
    ['fc00::1', 'unique_local'],
    ['fd00::1', 'unique_local'],
    ['fdff:ffff::1', 'unique_local'],
    ['ff02::1', 'multicast'],
    ['ff05::1:3', 'multicast'],
    ['64:ff9b::a00:1', 'private'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::169.254.169.254', 'link_local'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['64:ff9b:1::1', 'reserved'],
    ['2002:c0a8:101::1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:808:808::1', 'public'],
    ['2001::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['100::1', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
    // not addresses
    ['example.com', null],
    ['localhost', null],
    ['08.0.0.1', null],
    ['1.2.3.4.5', null],
    ['256.1.1.1', null],
    ['1.16777216', null],
    ['4294967296', null],
    ['1..1', null],
    ['', null],
    ['1:2:3:4:5:6:7:8:9', null],
    ['1::2::3', null],
    ['::ffff:1.2.3.256', null],
    ['fe80::g', null],
  ];

  it.each(table)('%s is %s', (text, kind) => {
    expect(addressKind(text)).toBe(kind);
  });

  it('reads the short forms as inet_aton does: the last part fills the bytes that are left', () => {
    expect(parseIpv4('1.2.3')).toBe(parseIpv4('1.2.0.3'));
    expect(parseIpv4('1.65538')).toBe(parseIpv4('1.1.0.2'));
    expect(parseIpv4('4294967295')).toBe(0xffffffff);
  });
});
