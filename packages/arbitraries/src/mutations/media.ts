import { MIME_TYPES } from '@rcs-send/core';
import fc from 'fast-check';
import type { Settings } from '../options';
import { withKey } from '../path';
import { keysOf } from '../schema';
import { word } from '../urls';
import { mediaUrl, pathSegment, urlWithScheme } from '../urls';
import { nonPublicHost, withUserInfo } from './hosts';
import { atNode, ofKind } from './place';
import { messageWithContentInfo } from './shapes';
import type { Located, MutationDefinition } from './types';

/** Strings that are not absolute URLs, or that the WHATWG parser would silently repair. @internal */
export function invalidUrl(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    fc.tuple(valid, fc.constantFrom(' ', '\u0000', '\u001f', '\n')).map(([url, char]) => `${char}${url}`),
    fc.tuple(valid, fc.constantFrom(' ', '\u0000', '\u001f', '\r\n')).map(([url, char]) => `${url}${char}`),
    fc.tuple(valid, fc.nat(), fc.constantFrom('\t', '\n', '\r')).map(([url, at, char]) => {
      const index = at % (url.length + 1);
      return `${url.slice(0, index)}${char}${url.slice(index)}`;
    }),
    valid.map((url) => url.replace(/^[a-z]+:\/\//, '').replace(/^([^/[]*?):\d+/, '$1')),
    valid.map((url) => url.replace(/^[a-z]+:/, '')),
    valid.map((url) => url.replace('://', '//')),
    pathSegment.map((segment) => `/${segment}/image.png`),
    fc.constantFrom('https://', 'https://exa mple.com/a.png', 'https://[::1/a.png', 'https://cdn.example.com:99999/a', 'not a url', 'https://cdn.example.com%2F/a'),
  );
}

const mediaUrlKey = fc.constantFrom('fileUrl', 'thumbnailUrl');

const setMediaUrl = (settings: Settings, urls: fc.Arbitrary<string>, keys = mediaUrlKey): fc.Arbitrary<Located> =>
  atNode(settings, messageWithContentInfo(settings), ofKind('contentInfo'), fc.tuple(keys, urls), (node, [key, url]) => ({
    param: key,
    value: withKey(node.value, key, url, keysOf('contentInfo')),
  }));

/** Media types no client may send, none equal to a supported one in any case. @internal */
const UNSUPPORTED_MIME_TYPES = [
  'image/webp', 'image/svg+xml', 'image/bmp', 'image/tiff', 'image/heic', 'audio/mpeg', 'audio/ogg', 'video/quicktime',
  'video/x-msvideo', 'video/3gpp', 'application/octet-stream', 'application/zip', 'text/plain', 'text/html',
  'image/jpeg2', 'image', 'jpeg', 'image/ jpeg', ' image/png', 'image/png ', 'image/jpeg; charset=binary', 'image/*',
] as const;

/** Mutations of media URLs and types. @internal */
export const MEDIA_MUTATIONS = {
  MEDIA_URL_INVALID: {
    description: 'fileUrl or thumbnailUrl is relative, unparsable, or needs a silent repair (spaces, controls, tabs, line breaks).',
    build: (settings) => setMediaUrl(settings, invalidUrl(mediaUrl())),
  },
  MEDIA_URL_NOT_HTTPS: {
    description: 'fileUrl or thumbnailUrl is an absolute http, ftp, ws or wss URL of a public host.',
    build: (settings) => setMediaUrl(settings, urlWithScheme(fc.constantFrom('http', 'ftp', 'ws', 'wss'))),
  },
  MEDIA_URL_NOT_PUBLIC: {
    description: 'fileUrl or thumbnailUrl is https at localhost, a private, loopback, link-local, site-local or multicast IP (any notation: IPv4-mapped, -compatible, NAT64, 6to4), or has user info.',
    build: (settings) => setMediaUrl(settings, urlWithScheme(fc.constant('https'), fc.oneof(nonPublicHost, withUserInfo))),
  },
  MIME_TYPE_UNSUPPORTED: {
    description: 'mimeType is an unsupported or misspelt media type (webp, svg, audio, text, parameters, spaces...).',
    build: (settings) => {
      const supported = new Set<string>(MIME_TYPES);
      const invented = word('abcdefghijklmnopqrstuvwxyz', 1, 10).map((name) => `application/x-${name}`);
      const types = fc.oneof(fc.constantFrom(...UNSUPPORTED_MIME_TYPES.filter((type) => !supported.has(type.toLowerCase()))), invented);
      return atNode(settings, messageWithContentInfo(settings), ofKind('contentInfo'), types, (node, type) => {
        node.value['mimeType'] = type;
        return { param: 'mimeType' };
      });
    },
  },
} as const satisfies Record<string, MutationDefinition>;
