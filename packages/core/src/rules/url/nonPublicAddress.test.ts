import { describe, expect, it } from 'vitest';
import { _checkMediaUrl } from './mediaUrl';

/** Every textual form of an address the media-URL rule refuses, with what it names. */
const refused: readonly (readonly [form: string, names: string])[] = [
  ['127.0.0.1', 'loopback, dotted'],
  ['2130706433', 'loopback, one decimal number'],
  ['0x7f000001', 'loopback, one hex number'],
  ['017700000001', 'loopback, one octal number'],
  ['0x7f.1', 'loopback, short hex form'],
  ['127.1', 'loopback, short form'],
  ['0177.0.0.01', 'loopback, octal parts'],
  ['[::1]', 'IPv6 loopback'],
  ['[0:0:0:0:0:0:0:1]', 'IPv6 loopback, written out'],
  ['[::]', 'IPv6 unspecified'],
  ['[::127.0.0.1]', 'IPv4-compatible loopback, dotted'],
  ['[::7f00:1]', 'IPv4-compatible loopback, hex'],
  ['[0:0:0:0:0:0:127.0.0.1]', 'IPv4-compatible loopback, written out'],
  ['[::2]', 'IPv4-compatible 0.0.0.2'],
  ['[::a00:1]', 'IPv4-compatible 10.0.0.1'],
  ['[::ffff:127.0.0.1]', 'IPv4-mapped loopback, dotted'],
  ['[::FFFF:7F00:1]', 'IPv4-mapped loopback, upper-case hex'],
  ['[0::ffff:007f:0001]', 'IPv4-mapped loopback, padded'],
  ['[0:0:0:0:0:ffff:7f00:1]', 'IPv4-mapped loopback, written out'],
  ['[::ffff:169.254.169.254]', 'IPv4-mapped link-local (cloud metadata)'],
  ['[::ffff:0:127.0.0.1]', 'IPv4-translated loopback'],
  ['[::ffff:0:a00:1]', 'IPv4-translated 10.0.0.1'],
  ['[64:ff9b::7f00:1]', 'NAT64 loopback'],
  ['[64:ff9b::192.168.0.1]', 'NAT64 192.168.0.1, dotted'],
  ['[64:ff9b:1::8.8.8.8]', 'NAT64 local-use prefix'],
  ['[2002:7f00:1::]', '6to4 of loopback'],
  ['[2002:a9fe:a9fe::1]', '6to4 of 169.254.169.254'],
  ['[2002:c0a8:101:1::1]', '6to4 of 192.168.1.1'],
  ['[2001:0:4136:e378:8000:63bf:80ff:fffe]', 'Teredo with client 127.0.0.1'],
  ['[fc00::1]', 'unique local'],
  ['[fd12:3456::1]', 'unique local'],
  ['[fe80::1]', 'link-local'],
  ['[febf:ffff::1]', 'link-local, last of the range'],
  ['[fec0::]', 'site-local'],
  ['[feff:ffff::1]', 'site-local, last of the range'],
  ['[ff02::1]', 'multicast, link scope'],
  ['[ff0e::101]', 'multicast, global scope'],
  ['[ff00::]', 'multicast, first of the range'],
  ['224.0.0.1', 'IPv4 multicast'],
  ['0xe0000001', 'IPv4 multicast, hex'],
  ['239.255.255.255', 'IPv4 multicast, last of the range'],
  ['240.0.0.1', 'IPv4 reserved'],
  ['255.255.255.255', 'IPv4 broadcast'],
  ['[::ffff:224.0.0.1]', 'IPv4-mapped multicast'],
  ['[2002:e000:1::]', '6to4 of IPv4 multicast'],
];

/** Public addresses in the same forms, next to the refused ones. */
const accepted: readonly (readonly [form: string, names: string])[] = [
  ['8.8.8.8', 'public IPv4'],
  ['134744072', 'public IPv4, one decimal number'],
  ['0x8.8.8.8', 'public IPv4, hex part'],
  ['223.255.255.255', 'last public address below multicast'],
  ['[2606:4700::1111]', 'public IPv6'],
  ['[::8.8.8.8]', 'IPv4-compatible public IPv4'],
  ['[::ffff:8.8.8.8]', 'IPv4-mapped public IPv4'],
  ['[::ffff:0:8.8.8.8]', 'IPv4-translated public IPv4'],
  ['[64:ff9b::8.8.8.8]', 'NAT64 of a public IPv4'],
  ['[64:ff9b:2::7f00:1]', 'just past the NAT64 local-use prefix'],
  ['[2002:808:808::1]', '6to4 of a public IPv4'],
  ['[2001:0:4136:e378:8000:63bf:f7f7:f7f7]', 'Teredo with client 8.8.8.8'],
  ['[2001:db8::7f00:1]', 'documentation prefix, not an embedding'],
  ['[2003::7f00:1]', 'just past 6to4'],
  ['[fbff:ffff::1]', 'just below unique local'],
  ['[fe7f:ffff::1]', 'just below link-local'],
  ['[fe00::]', 'unassigned fe00::/9, below link-local'],
  ['[1::7f00:1]', 'not ::/96'],
  ['[::1:0:7f00:1]', 'not an IPv4-mapped or -translated prefix'],
];

describe('media URL hosts in every textual form', () => {
  it.each(refused)('refuses https://%s/ (%s)', (form) => expect(_checkMediaUrl(`https://${form}/a.png`)).toBe('MEDIA_URL_NOT_PUBLIC'));
  it.each(accepted)('accepts https://%s/ (%s)', (form) => expect(_checkMediaUrl(`https://${form}/a.png`)).toBeUndefined());
});
