import { Buffer } from 'node:buffer';
import { encodeSms } from '../encoding/encodeSms';
import { toSmppAbsoluteTime } from './absoluteTime';
import { deliveryReceiptOf } from './deliveryReceipt';
import { openSmppLink } from './smppLink';
import type { Sms, SmppSender, SmppSenderOptions, SmsSendOptions, SmsSubmission } from './smppSenderOptions';
import { recipientAddress, senderAddress } from './smsAddress';
import { SmsSendError } from './smsSendError';
import { commandStatusName } from './commandStatus';
import { type PendingSegment, type SubmitGate, SubmitWindow } from './submitWindow';

const UDH_INDICATOR = 0x40;
const optionalString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const optionalNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** A promise settled from outside, its rejection observed only by whoever awaits it. */
function settledOnce(): { settled: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const settled = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  settled.catch(() => undefined);
  return { settled, resolve, reject };
}

/**
 * An SMPP 3.4 sender on the `smpp` library: binds as transceiver and stays bound
 * (enquire_link, reconnects with backoff), keeps a window of outstanding submit_sm, retries
 * ESME_RTHROTTLED and ESME_RMSGQFUL with backoff, fails on permanent errors, puts unanswered
 * segments back after a lost connection (at least once), sets validity_period from the SMS's
 * validUntil, asks for delivery receipts and reports the final ones to `onReceipt`. A send's
 * `beforeSubmit` runs only once its first segment can be written at once (bound, with room in
 * the window, kept for it while it runs), and its `signal` gives up an SMS nothing of which was
 * written nor claimed yet (ABORTED): a sender that cannot reach its SMSC never holds a send.
 *
 * @throws RangeError when the source address is neither a number, a short code nor an alphanumeric id, or window or maxAttempts is not a positive integer.
 * @public
 */
export function createSmppSender(options: SmppSenderOptions): SmppSender {
  const source = senderAddress(options.sourceAddress);
  if (source === undefined) throw new RangeError('sourceAddress must be a number, a short code or an alphanumeric id of up to 11 characters');
  const retryDelay = options.retryDelay ?? { initial: 250, max: 30_000 };
  const responseTimeoutMs = options.responseTimeoutMs ?? 10_000;
  const { window: windowSize = 10, maxAttempts = 10 } = options;
  if (!Number.isInteger(windowSize) || windowSize < 1) throw new RangeError('window must be an integer of at least 1');
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError('maxAttempts must be an integer of at least 1');
  const window = new SubmitWindow({ window: windowSize, responseTimeoutMs, retryDelay, maxAttempts });
  let refusal: SmsSendError | undefined;
  let closed = false;
  let lastReference = 0;
  const firstBind = settledOnce();

  const link = openSmppLink(
    { ...options, systemType: options.systemType ?? '', enquireLinkMs: options.enquireLinkMs ?? 30_000, responseTimeoutMs, reconnectDelay: retryDelay },
    {
      bound: (session) => {
        firstBind.resolve();
        window.attach(session);
        options.onLink?.({ state: 'BOUND' });
      },
      lost: () => {
        window.detach();
        options.onLink?.({ state: 'LOST' });
      },
      failed: () => options.onLink?.({ state: 'UNREACHABLE' }),
      refused: (status) => {
        refusal = new SmsSendError('BIND_REFUSED', status, true);
        firstBind.reject(refusal);
        window.failAll(refusal);
        options.onLink?.({ state: 'REFUSED', status: commandStatusName(status) });
      },
      delivered: (pdu) => {
        const fields = { esmClass: Number(pdu['esm_class'] ?? 0), text: optionalString((pdu['short_message'] as { message?: unknown } | undefined)?.message) ?? '' };
        const receiptedMessageId = optionalString(pdu['receipted_message_id']);
        const messageState = optionalNumber(pdu['message_state']);
        const receipt = deliveryReceiptOf(
          { ...fields, ...(receiptedMessageId === undefined ? {} : { receiptedMessageId }), ...(messageState === undefined ? {} : { messageState }) },
          new Date(),
        );
        if (receipt !== undefined) options.onReceipt?.(receipt);
      },
    },
  );

  async function send(sms: Sms, sending: SmsSendOptions = {}): Promise<SmsSubmission> {
    const { signal, beforeSubmit } = sending;
    if (closed) throw new SmsSendError('CLOSED', undefined, true);
    if (refusal !== undefined) throw refusal;
    if (signal?.aborted === true) throw new SmsSendError('ABORTED', undefined, true);
    const recipient = recipientAddress(sms.to);
    if (recipient === undefined) throw new SmsSendError('INVALID_RECIPIENT', undefined, true);
    const from = sms.from === undefined ? source : senderAddress(sms.from);
    if (from === undefined) throw new SmsSendError('INVALID_SENDER', undefined, true);
    const validUntilMs = sms.validUntil?.getTime();
    if (validUntilMs !== undefined && !(validUntilMs > Date.now())) throw new SmsSendError('EXPIRED', undefined, true);
    if (sms.reference === undefined) lastReference = (lastReference + 1) % 256;
    const maxSegments = sms.maxSegments ?? options.maxSegments;
    const encoded = encodeSms(sms.text, { reference: sms.reference ?? lastReference, ...(maxSegments === undefined ? {} : { maxSegments }) });
    const common = {
      source_addr_ton: from.ton,
      source_addr_npi: from.npi,
      source_addr: from.addr,
      dest_addr_ton: recipient.ton,
      dest_addr_npi: recipient.npi,
      destination_addr: recipient.addr,
      esm_class: encoded.segments.length > 1 ? UDH_INDICATOR : 0,
      data_coding: encoded.dataCoding,
      registered_delivery: 1,
      validity_period: sms.validUntil === undefined ? '' : toSmppAbsoluteTime(sms.validUntil),
    };
    return await new Promise((resolve, reject) => {
      const ids: string[] = [];
      let accepted = 0;
      let failed = false;
      let written = false; // a segment went out on a session: the SMSC may have it
      let claimError: unknown;
      const gate: SubmitGate | undefined = beforeSubmit === undefined ? undefined : { state: 'closed', claim: () => beforeSubmit().catch((error: unknown) => ((claimError = error), false)) };
      const finish = (outcome: () => void): void => {
        signal?.removeEventListener('abort', onAbort);
        outcome();
      };
      const fail = (error: SmsSendError): void => {
        if (failed) return;
        failed = true;
        if (claimError !== undefined) return finish(() => reject(claimError)); // its claim failed: nothing submitted
        // Nothing written is nothing sent; one segment that failed is the whole SMS (a closed sender's may have left).
        const unsent = !written || (segments.length === 1 && error.code !== 'CLOSED');
        finish(() => reject(unsent && !error.unsent ? new SmsSendError(error.code, error.commandStatus, true) : error));
      };
      // Given up while nothing is written nor being claimed; once claimed, it is submitted.
      const onAbort = (): void => {
        if (!written && (gate === undefined || gate.state === 'closed')) fail(new SmsSendError('ABORTED', undefined, true));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const segments = encoded.segments.map(
        (segment, index): PendingSegment => ({
          fields: { ...common, short_message: Buffer.from(segment.userData) },
          validUntilMs,
          attempts: 0,
          ...(gate === undefined ? {} : { gate }),
          abandoned: () => failed,
          submitted: () => void (written = true),
          accept: (messageId) => {
            ids[index] = messageId;
            accepted += 1;
            if (accepted === segments.length) finish(() => resolve({ smscMessageId: ids[0] ?? '', smscMessageIds: ids, segments: segments.length, encoding: encoded.encoding, truncated: encoded.truncated }));
          },
          fail,
        }),
      );
      window.add(segments);
    });
  }

  return {
    send,
    ready: () => firstBind.settled,
    close: async () => {
      closed = true;
      window.failAll(new SmsSendError('CLOSED'));
      await link.close();
    },
  };
}
