import { parseSmsFallbackPolicy, SMS_FALLBACK_DEFAULT_TRIGGERS, type SmsFallbackPolicy } from '@rcs-send/service';
import { SMS_LIMITS } from '@rcs-send/sms';

/** An SMS fallback policy as an operator gives it: the SMS sender, and what may be left to the defaults. @internal */
export interface _FallbackSettings {
  /** On unless false. */
  readonly enabled?: unknown;
  /** The SMS sender. */
  readonly smsSender: unknown;
  /** The triggers; default NOT_RCS_CAPABLE and REVOKED. */
  readonly triggers?: unknown;
  /** The segment limit; default `SMS_LIMITS.defaultMaxSegments` of `@rcs-send/sms` (6). */
  readonly maxSegments?: unknown;
}

/**
 * The policy of `settings` with the defaults of a policy turned on (on; triggers
 * NOT_RCS_CAPABLE and REVOKED; 6 segments), checked by `parseSmsFallbackPolicy` of the service:
 * the one place the command and the configuration file make a policy. Throws its TypeError.
 *
 * @internal
 */
export function _fallbackPolicy(settings: _FallbackSettings): SmsFallbackPolicy {
  return parseSmsFallbackPolicy({
    enabled: settings.enabled ?? true,
    smsSender: settings.smsSender,
    triggers: settings.triggers ?? SMS_FALLBACK_DEFAULT_TRIGGERS,
    maxSegments: settings.maxSegments ?? SMS_LIMITS.defaultMaxSegments,
  });
}

/** A policy in one line for a person: `on from ACME (NOT_RCS_CAPABLE, REVOKED; up to 6 segments)`, `off (...)`, or `none`. @internal */
export function _fallbackText(policy: SmsFallbackPolicy | null | undefined): string {
  if (policy === null || policy === undefined) return 'none';
  return `${policy.enabled ? 'on' : 'off'} from ${policy.smsSender} (${policy.triggers.join(', ')}; up to ${policy.maxSegments} segments)`;
}
