// The public surface of @rcs-send/sms, named one by one so that a new export shows in a diff.
export { smsTextOf } from './text/smsTextOf';
export { encodeSms, type EncodeSmsOptions, type EncodedSms, type SmsEncoding, type SmsSegment } from './encoding/encodeSms';
export { SMS_LIMITS, type SmsLimits } from './encoding/smsLimits';
export { createSmppSender } from './smpp/createSmppSender';
export type { SmppLinkChange, SmppSender, SmppSenderOptions, Sms, SmsSendOptions, SmsSubmission } from './smpp/smppSenderOptions';
export type { RetryDelay } from './smpp/retryDelay';
export { SmsSendError, type SmsSendErrorCode } from './smpp/smsSendError';
export type { SmsReceipt, SmsReceiptState } from './smpp/deliveryReceipt';
export { startSmscSimulator, type SmscSimulator, type SmscSimulatorOptions, type SmscSimulatorStats } from './simulator/startSmscSimulator';
export type { ReceivedSms } from './simulator/reassembly';
