/**
 * The addresses a media URL may not name, in every form the WHATWG parser serialises: dotted
 * IPv4 (decimal, octal, hex and short forms are already normalised to it) and `[v6]` with hex
 * pieces (an embedded dotted IPv4 is already rewritten to two pieces).
 */

/** True iff the IPv4 address `v` (an unsigned 32-bit number) is internal, loopback, link-local, shared, multicast or reserved. @internal */
export function _isNonPublicIpv4(v: number): boolean {
  const a = v >>> 24;
  const b = (v >>> 16) & 0xff;
  return (
    a === 0 || // 0/8 "this network"
    a === 10 || // 10/8 private
    a === 127 || // 127/8 loopback
    a >= 224 || // 224/4 multicast, 240/4 reserved and the broadcast address
    (a === 100 && (b & 0xc0) === 64) || // 100.64/10 shared (carrier-grade NAT)
    (a === 169 && b === 254) || // 169.254/16 link-local
    (a === 172 && (b & 0xf0) === 16) || // 172.16/12 private
    (a === 192 && b === 168) // 192.168/16 private
  );
}

/** The IPv4 address in two 16-bit pieces. */
const ipv4Of = (high: number, low: number): number => high * 0x10000 + low;

/**
 * True iff the IPv6 address of eight 16-bit `pieces` is not public: ::/96 (unspecified, loopback
 * and IPv4-compatible, judged as IPv4), IPv4-mapped ::ffff:0:0/96 and IPv4-translated
 * ::ffff:0:0:0/96, NAT64 64:ff9b::/96 (judged as the embedded IPv4) and its local-use 64:ff9b:1::/48,
 * 6to4 2002::/16 and Teredo 2001::/32 (judged as the IPv4 they embed), unique local fc00::/7,
 * link-local fe80::/10, site-local fec0::/10 and multicast ff00::/8. @internal
 */
export function _isNonPublicIpv6(pieces: readonly number[]): boolean {
  const [p0 = 0, p1 = 0, p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0] = pieces;
  if ((p0 & 0xfe00) === 0xfc00 || (p0 & 0xff80) === 0xfe80 || (p0 & 0xff00) === 0xff00) return true;
  if (p0 === 0x2002) return _isNonPublicIpv4(ipv4Of(p1, p2));
  if (p0 === 0x2001 && p1 === 0) return _isNonPublicIpv4(~ipv4Of(p6, p7) >>> 0);
  const embedded = _isNonPublicIpv4(ipv4Of(p6, p7));
  if (p0 === 0x64 && p1 === 0xff9b) return p2 === 1 || ((p2 | p3 | p4 | p5) === 0 && embedded);
  if ((p0 | p1 | p2 | p3) !== 0) return false;
  if (p4 === 0) return (p5 === 0 || p5 === 0xffff) && embedded;
  return p4 === 0xffff && p5 === 0 && embedded;
}
