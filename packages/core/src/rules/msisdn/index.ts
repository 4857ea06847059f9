export { _isValidMsisdn } from './isValidMsisdn';
