export { _exceedsCodePoints } from './codePointLength';
