/** A user's choice about an agent, as the platform reports it (`UNSUBSCRIBE` or `SUBSCRIBE`). @public */
export interface SubscriptionChange {
  /** The RBM agent the user unsubscribed from or subscribed to again. */
  readonly agentId: string;
  /** The user's phone number, E.164 with `+`. */
  readonly phoneNumber: string;
  /** False for UNSUBSCRIBE, true for SUBSCRIBE. */
  readonly subscribed: boolean;
  /** When the service learned it, as an RFC 3339 UTC date-time. */
  readonly at: string;
}

/**
 * Where users' opt-outs are kept, per agent and phone number. The last change received wins
 * (the platform may post one twice: recording it again changes nothing). What a send to an
 * unsubscribed user gets is the dispatcher's decision (`isUnsubscribed` of its options).
 *
 * @public
 */
export interface OptOutPort {
  /** Records a change: true when it changed what was recorded, false for a repeat. */
  record(change: SubscriptionChange): Promise<boolean>;
  /** True while `phoneNumber` (E.164 with `+`) is unsubscribed from the agent `agentId`. */
  isUnsubscribed(agentId: string, phoneNumber: string): Promise<boolean>;
}

/** An {@link OptOutPort} in this process's memory (one entry per user who unsubscribed), for tests and a single process without a store. @public */
export function createMemoryOptOutPort(): OptOutPort {
  const unsubscribed = new Set<string>();
  const key = (agentId: string, phoneNumber: string): string => `${agentId}\n${phoneNumber}`;
  return {
    async record({ agentId, phoneNumber, subscribed }) {
      const id = key(agentId, phoneNumber);
      if (unsubscribed.has(id) !== subscribed) return false;
      if (subscribed) unsubscribed.delete(id);
      else unsubscribed.add(id);
      return true;
    },
    isUnsubscribed: async (agentId, phoneNumber) => unsubscribed.has(key(agentId, phoneNumber)),
  };
}
