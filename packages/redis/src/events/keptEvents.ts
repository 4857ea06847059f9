import { statusEvent, type KeptEvent, type MessageStatus, type WebhookEvent } from '@rcs-send/service';
import { _smsOf } from '../states/stateJson';

/** A log entry's fields as Redis gives them (`i`, `a`, `t`, `d`, `k`, each followed by its value). */
type EntryFields = readonly unknown[];

/**
 * The event of a log entry: its type and data. A `message.status` entry holds the status the
 * event tells (written by the state change's script, without what a client is never told), of
 * which {@link @rcs-send/service#statusEvent} makes the event, as the memory store makes it.
 */
function eventOf(type: string, data: string): WebhookEvent {
  const parsed: unknown = JSON.parse(data);
  if (type !== 'message.status') return { type, data: parsed } as WebhookEvent;
  const status = parsed as MessageStatus;
  return statusEvent({ ...status, ...(status.sms === undefined ? {} : { sms: _smsOf(status.sms) }) }) ?? ({ type, data: parsed } as WebhookEvent);
}

/** The event of organization `organizationId` at `sequence`, from its log entry's `fields`. @internal */
export function _keptEvent(organizationId: string, sequence: number, fields: EntryFields): KeptEvent {
  const named = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) named.set(String(fields[i]), String(fields[i + 1]));
  return { organizationId, sequence, id: named.get('i') ?? '', at: Number(named.get('a')), event: eventOf(named.get('t') ?? '', named.get('d') ?? 'null') };
}

/** The sequence of a log entry id, `<sequence>-<written at>`. @internal */
export const _sequenceOf = (entryId: string): number => Number(entryId.slice(0, entryId.indexOf('-')));
