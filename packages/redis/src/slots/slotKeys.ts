/**
 * A hash tag's content, made exact: `}` would end the tag early (and `%` would make the escape
 * ambiguous), so both are written as `%7D` and `%25`. Every other character stands as it is.
 */
const tagged = (text: string): string => text.replace(/[%}]/g, (character) => (character === '%' ? '%25' : '%7D'));

/** The keys of one organization's slot, `<prefix>{o:<org>}...`: its messages' states, event log, webhook queue and message index. */
interface OrganizationKeys {
  /** The status of message `id`, JSON. */
  state(id: string): string;
  /** The start of every state key (the list and sweep scripts add the id). */
  readonly statePrefix: string;
  /** The event log: a stream, entry ids `<sequence>-<written at>`. */
  readonly events: string;
  /** The last sequence given (never expires, so that a sequence is never given twice). */
  readonly sequence: string;
  /** The keys of keyed events: hash key to sequence. */
  readonly eventKeys: string;
  /** The deliveries queued: sorted set of padded sequences by due time. */
  readonly due: string;
  /** The same deliveries by their event's time, for the backlog's oldest. */
  readonly queued: string;
  /** The attempt of each delivery past its first: hash padded sequence to attempt. */
  readonly attempts: string;
  /** The message index: sorted set of `<acceptance, 15 digits><id>`, all at score 0. */
  readonly messages: string;
  /** Where the sweep of the message index stopped. */
  readonly sweep: string;
}

/** The keys of one message's own slot, `<prefix>{m:<id>}...`. */
interface MessageKeys {
  /** The organization whose slot holds the message (its home), written once. */
  readonly home: string;
  /** The status of a message without a home (no change named an organization yet). */
  readonly state: string;
}

/** The key builders under `prefix` (which holds no braces). @internal */
export interface _SlotKeys {
  /** The keys of organization `organizationId`. */
  organization(organizationId: string): OrganizationKeys;
  /** The keys of message `id`'s own slot. */
  message(id: string): MessageKeys;
}

/** {@link _SlotKeys} under `prefix`. @internal */
export function _slotKeys(prefix: string): _SlotKeys {
  return {
    organization(organizationId) {
      const slot = `${prefix}{o:${tagged(organizationId)}}`;
      return {
        state: (id) => `${slot}state:${id}`,
        statePrefix: `${slot}state:`,
        events: `${slot}events`,
        sequence: `${slot}sequence`,
        eventKeys: `${slot}event-keys`,
        due: `${slot}due`,
        queued: `${slot}queued`,
        attempts: `${slot}attempts`,
        messages: `${slot}messages`,
        sweep: `${slot}sweep`,
      };
    },
    message(id) {
      const slot = `${prefix}{m:${tagged(id)}}`;
      return { home: `${slot}home`, state: `${slot}state` };
    },
  };
}
