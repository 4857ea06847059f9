// The public surface of @rcs-send/sms, named one by one so that a new export shows in a diff.
export { smsTextOf } from './text/smsTextOf';
export { encodeSms, type EncodeSmsOptions, type EncodedSms, type SmsEncoding, type SmsSegment } from './encoding/encodeSms';
export { SMS_LIMITS, type SmsLimits } from './encoding/smsLimits';
