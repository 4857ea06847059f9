import type { SmsFallbackTrigger, SubmittedMessage } from '@rcs-send/service';
import { _notSentReason } from './fallbackReasons';
import type { SmsFallbackOptions } from './smsFallbackOptions';
import { _smsFallbackOf } from './smsFallbackOf';
import { _submitRecordedSms, type _FallbackContext } from './submitRecordedSms';

/** What became of a fallback asked for: `declined` (the policy does not allow it: the RCS outcome stands), `refused` (the balance cannot pay for the SMS: nothing recorded) or `taken` (the SMS is recorded and on its way). */
type FallbackAnswer = 'declined' | 'refused' | 'taken';

/** The SMS fallback as the dispatcher runs it. @internal */
export interface _SmsFallbackStep {
  /** Continues the recorded SMS of a message seen again (a retry after a crash, an entry claimed back): true when it has one, false when it has none. */
  resume(submitted: SubmittedMessage): Promise<boolean>;
  /** True when a capability check (or a send's 404) said lately that the recipient of `submitted` cannot receive RCS from its sender. */
  knownUnreachable(submitted: SubmittedMessage): boolean;
  /** Remembers that the platform answered 404 to `submitted`: its recipient cannot receive RCS from its sender. */
  noteNotRcsCapable(submitted: SubmittedMessage): void;
  /** Falls back to SMS when the policy of the message's sender enables `trigger`, with the RCS outcome `fallbackReason`. */
  fallBack(submitted: SubmittedMessage, trigger: SmsFallbackTrigger, fallbackReason: string): Promise<FallbackAnswer>;
  /** Ends unsent, its charge given back, the SMS a message that ended `state` on RCS still has PENDING (a crash left it, and the message expired or its policy went away before it came back). */
  endUnsent(submitted: SubmittedMessage, state: 'FAILED' | 'EXPIRED'): Promise<void>;
}

/**
 * The fallback of `options` for a dispatcher writing through `context`: the policy is read once
 * per trigger, the SMS made and recorded once ({@link SmsFallbackOptions.records}'s `begin`,
 * which also charges one unit per segment instead of the RCS unit), then submitted at most once.
 * A record a crash left PENDING, whose message then ends on RCS, ends FAILED unsent, its charge
 * given back.
 *
 * @internal
 */
export function _smsFallbackStep(options: SmsFallbackOptions, context: _FallbackContext): _SmsFallbackStep {
  return {
    async resume(submitted) {
      const record = await options.records.get(submitted.id);
      if (record === undefined) return false;
      await _submitRecordedSms(record, submitted, options, context);
      return true;
    },
    knownUnreachable: ({ message: { from, to } }) => options.knownReachability?.knownUnreachable(from, to) ?? false,
    noteNotRcsCapable: ({ message: { from, to } }) => options.knownReachability?.note(from, to, false),
    async fallBack(submitted, trigger, fallbackReason) {
      const policy = await options.policies.policyOf(submitted.organizationId, submitted.message.from);
      if (policy?.enabled !== true || !policy.triggers.includes(trigger)) return 'declined';
      const begun = await options.records.begin(_smsFallbackOf(submitted, policy, trigger, fallbackReason, new Date(context.now()).toISOString()));
      if ('refused' in begun) return 'refused';
      await _submitRecordedSms(begun.record, submitted, options, context);
      return 'taken';
    },
    async endUnsent({ id }, state) {
      if ((await options.records.get(id))?.stage === 'PENDING') await options.records.fail(id, _notSentReason(state));
    },
  };
}
