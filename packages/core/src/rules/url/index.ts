export { _checkMediaUrl, type MediaUrlError } from './mediaUrl';
export { _isValidOpenUrl } from './openUrl';
