import type { SupportedMimeType } from '@rcs-send/core';

/** File extensions and the media type each one stands for. */
const EXTENSIONS: ReadonlyMap<string, SupportedMimeType> = new Map(
  Object.entries({
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  h263: 'video/h263',
  m4v: 'video/m4v',
  mp4: 'video/mp4',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  webm: 'video/webm',
  pdf: 'application/pdf',
  } as const),
);

/**
 * The media type a file URL's extension stands for (the last segment of its path, any case:
 * jpg, jpeg, gif, png, h263, m4v, mp4, mpg, mpeg, webm, pdf), or undefined.
 *
 * @public
 */
export function mimeTypeFromUrl(fileUrl: string): SupportedMimeType | undefined {
  let pathname: string;
  try {
    pathname = new URL(fileUrl).pathname;
  } catch {
    return undefined;
  }
  const segment = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = segment.lastIndexOf('.');
  return dot < 0 ? undefined : EXTENSIONS.get(segment.slice(dot + 1).toLowerCase());
}
