import { element } from '../page/element';
import type { Media } from '../preview/types';
import { icon } from './icons';
import { withIssues } from './partIssues';

/** The URL when it is an absolute https URL (the only kind the page ever loads), else undefined. */
function httpsUrl(url: string | undefined): string | undefined {
  if (url === undefined || !URL.canParse(url)) return undefined;
  return new URL(url).protocol === 'https:' ? url : undefined;
}

/** The host a URL points at, for the placeholder. */
const hostOf = (url: string): string => (URL.canParse(url) ? new URL(url).host : url === '' ? 'no URL' : 'unreadable URL');

/**
 * A media box: a placeholder with the kind, mimeType and host of the file, or, when the viewer
 * turned on "Load media", the image (or a video's thumbnail), fetched without a referrer.
 */
export function renderMedia(media: Media, loadMedia: boolean, className: string): HTMLElement {
  const shown = media.kind === 'image' ? media.fileUrl : media.kind === 'video' ? media.thumbnailUrl : undefined;
  const source = loadMedia ? httpsUrl(shown) : undefined;
  const label = `${media.kind === 'other' ? 'file' : media.kind} ${media.mimeType}`.trim();
  const box = element('div', { class: `media ${className}`, 'data-kind': media.kind, role: 'img', 'aria-label': `${label} from ${hostOf(media.fileUrl)}` });
  if (source !== undefined) box.append(element('img', { src: source, alt: '', referrerpolicy: 'no-referrer', loading: 'lazy', decoding: 'async' }));
  else box.append(icon(media.kind === 'video' ? 'video' : media.kind === 'pdf' ? 'pdf' : 'image'), element('span', { class: 'media-type' }, media.mimeType || 'no mimeType'), element('span', { class: 'media-host' }, hostOf(media.fileUrl)));
  if (source !== undefined && media.kind === 'video') box.append(icon('video'));
  return withIssues(box, media);
}
