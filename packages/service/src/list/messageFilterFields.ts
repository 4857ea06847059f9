import { dateTimeToEpochMs } from '@rcs-send/core';
import { _msisdnOf, type _Field } from '../capabilities/capabilityFields';
import type { MessageFilter } from '../events/messageListPort';
import { MESSAGE_STATES, type MessageChannel, type MessageState } from '../lifecycle/messageStates';
import { _coreIssue, _serviceIssue } from '../response/errorResponse';
import type { ResponseIssue } from '../response/types';

/** The filters of the message list, in the order they are read (and documented). @internal */
export const _FILTER_PARAMETERS = ['state', 'channel', 'to', 'from', 'since', 'until'] as const;

/** A filter parameter of the message list. @internal */
export type _FilterParameter = (typeof _FILTER_PARAMETERS)[number];

const STATES: ReadonlySet<string> = new Set(MESSAGE_STATES);
const CHANNELS: ReadonlySet<string> = new Set<MessageChannel>(['RCS', 'SMS']);
const refused = (issue: ResponseIssue): _Field<never> => ({ ok: false, issue });

/** An instant of `since` or `until`: an RFC 3339 date-time, read by the core's one date reader, in epoch milliseconds. */
const instant = (name: 'since' | 'until') => (text: string): _Field<number> => {
  const at = dateTimeToEpochMs(text);
  return at === undefined ? refused(_coreIssue('DATETIME_INVALID', name)) : { ok: true, value: at };
};

/** How each filter is read from its text: its value in the filter, or its issue. */
const READERS: { readonly [Name in _FilterParameter]: (text: string) => _Field<NonNullable<MessageFilter[Name]>> } = {
  state: (text) => (STATES.has(text) ? { ok: true, value: text as MessageState } : refused(_serviceIssue('STATE_INVALID', 'state'))),
  channel: (text) => (CHANNELS.has(text) ? { ok: true, value: text as MessageChannel } : refused(_serviceIssue('CHANNEL_INVALID', 'channel'))),
  to: (text) => _msisdnOf(text, 'to'),
  from: (text) => (text === '' ? refused(_coreIssue('FIELD_EMPTY', 'from')) : { ok: true, value: text }),
  since: instant('since'),
  until: instant('until'),
};

/**
 * The filter of the message list's query, each parameter given read as written (`state` and
 * `channel` exact and upper-case; `to` as `messages[].to` is read, to its canonical digits; a
 * non-empty `from`; `since` and `until` RFC 3339 date-times, as instants in epoch milliseconds),
 * or the first issue in {@link _FILTER_PARAMETERS} order (STATE_INVALID, CHANNEL_INVALID,
 * MSISDN_INVALID, FIELD_EMPTY, DATETIME_INVALID at the parameter), then TIME_RANGE_INVALID at
 * `until` when it is earlier than `since`.
 *
 * @internal
 */
export function _messageFilterOf(fields: Partial<Record<_FilterParameter, string>>): _Field<MessageFilter> {
  const filter: Record<string, string | number> = {};
  for (const name of _FILTER_PARAMETERS) {
    const text = fields[name];
    const read = text === undefined ? undefined : READERS[name](text);
    if (read?.ok === false) return read;
    if (read !== undefined) filter[name] = read.value;
  }
  const { since, until } = filter as MessageFilter;
  if (since !== undefined && until !== undefined && until < since) return refused(_serviceIssue('TIME_RANGE_INVALID', 'until'));
  return { ok: true, value: filter as MessageFilter };
}
