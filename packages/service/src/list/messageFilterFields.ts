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

/** A filter being built. */
type Filter = { -readonly [Key in keyof MessageFilter]: MessageFilter[Key] };

const STATES: ReadonlySet<string> = new Set(MESSAGE_STATES);
const CHANNELS: ReadonlySet<string> = new Set<MessageChannel>(['RCS', 'SMS']);

/** An instant of `since` or `until`: an RFC 3339 date-time, read by the core's one date reader. */
const instant = (name: 'since' | 'until') => (text: string, filter: Filter): ResponseIssue | undefined => {
  const at = dateTimeToEpochMs(text);
  if (at === undefined) return _coreIssue('DATETIME_INVALID', name);
  filter[name] = at;
  return undefined;
};

/** How each filter is read into `filter`: undefined once it is, else its issue. */
const READERS: Readonly<Record<_FilterParameter, (text: string, filter: Filter) => ResponseIssue | undefined>> = {
  state: (text, filter) => (STATES.has(text) ? void (filter.state = text as MessageState) : _serviceIssue('STATE_INVALID', 'state')),
  channel: (text, filter) => (CHANNELS.has(text) ? void (filter.channel = text as MessageChannel) : _serviceIssue('CHANNEL_INVALID', 'channel')),
  to: (text, filter) => {
    const digits = _msisdnOf(text, 'to');
    return digits.ok ? void (filter.to = digits.value) : digits.issue;
  },
  from: (text, filter) => (text === '' ? _coreIssue('FIELD_EMPTY', 'from') : void (filter.from = text)),
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
  const filter: Filter = {};
  for (const name of _FILTER_PARAMETERS) {
    const text = fields[name];
    const issue = text === undefined ? undefined : READERS[name](text, filter);
    if (issue !== undefined) return { ok: false, issue };
  }
  if (filter.since !== undefined && filter.until !== undefined && filter.until < filter.since) return { ok: false, issue: _serviceIssue('TIME_RANGE_INVALID', 'until') };
  return { ok: true, value: filter };
}
