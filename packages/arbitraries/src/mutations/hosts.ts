import fc from 'fast-check';
import { publicHost, word } from '../urls';

const octet = fc.integer({ min: 0, max: 255 });
const hex = '0123456789abcdef';
const ipv4 = (first: fc.Arbitrary<number>, second: fc.Arbitrary<number> = octet): fc.Arbitrary<string> =>
  fc.tuple(first, second, octet, octet).map((parts) => parts.join('.'));
const exactly = (value: number): fc.Arbitrary<number> => fc.constant(value);

/** IPv4 addresses of every range the contract calls not public. @internal */
const privateIpv4: fc.Arbitrary<string> = fc.oneof(
  ipv4(exactly(127)),
  ipv4(exactly(10)),
  ipv4(exactly(172), fc.integer({ min: 16, max: 31 })),
  ipv4(exactly(192), exactly(168)),
  ipv4(exactly(169), exactly(254)),
  ipv4(exactly(0)),
  ipv4(exactly(100), fc.integer({ min: 64, max: 127 })),
  ipv4(fc.integer({ min: 224, max: 255 })),
);

/** Two hex pieces holding the IPv4 address `dotted`, as an IPv6 address writes it. */
const asPieces = (dotted: string): string => {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
};

/** IPv6 forms that embed a non-public IPv4: compatible, mapped, translated, NAT64, 6to4. */
const embeddingIpv6: fc.Arbitrary<string> = fc
  .tuple(privateIpv4, fc.constantFrom('::', '::ffff:', '::ffff:0:', '64:ff9b::', '0:0:0:0:0:ffff:'), fc.boolean())
  .map(([address, prefix, dotted]) => `[${prefix}${dotted ? address : asPieces(address)}]`);
const sixToFour: fc.Arbitrary<string> = privateIpv4.map((address) => `[2002:${asPieces(address)}::1]`);

const hextet = word(hex, 1, 4);

/** Hosts (as written in a URL) that are not public: localhost names, non-public IPs in every notation, IPv6 embeddings of them. @internal */
export const nonPublicHost: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: privateIpv4 },
  { weight: 2, arbitrary: fc.constantFrom('localhost', 'LOCALHOST', 'localhost.', 'LocalHost') },
  { weight: 1, arbitrary: fc.tuple(word('abcdefghijklmnopqrstuvwxyz', 1, 8), fc.constantFrom('', '.')).map(([name, dot]) => `${name}.localhost${dot}`) },
  { weight: 1, arbitrary: fc.constantFrom('2130706433', '0x7f.0.0.1', '127.1', '0177.0.0.1', '10.1', '0x0a000001', '0', '192.168.257') },
  { weight: 1, arbitrary: fc.constantFrom('[::1]', '[::]', '[0:0:0:0:0:0:0:1]', '[::ffff:127.0.0.1]', '[::ffff:a00:1]') },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('c', 'd'), word(hex, 2, 2), hextet).map(([c, rest, tail]) => `[f${c}${rest}::${tail}]`) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...'89ab'), word(hex, 1, 1), hextet).map(([c, d, tail]) => `[fe${c}${d}::${tail}]`) },
  { weight: 1, arbitrary: privateIpv4.map((address) => `[::ffff:${address}]`) },
  { weight: 2, arbitrary: fc.oneof(embeddingIpv6, sixToFour) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('fec', 'fed', 'fee', 'fef', 'ff0', 'ff1', 'ff3', 'fff'), word(hex, 1, 1), hextet).map(([head, d, tail]) => `[${head}${d}::${tail}]`) },
);

const user = word('abcdefghijklmnopqrstuvwxyz0123456789', 1, 8);

/** Authorities with user info (even empty) before a public host. @internal */
export const withUserInfo: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(user, publicHost).map(([name, host]) => `${name}@${host}`),
  fc.tuple(user, user, publicHost).map(([name, password, host]) => `${name}:${password}@${host}`),
  publicHost.map((host) => `@${host}`),
  publicHost.map((host) => `:@${host}`),
);
