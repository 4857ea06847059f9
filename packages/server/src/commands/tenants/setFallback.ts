import type { SmsFallbackPolicy, TenantStore } from '@rcs-send/service';
import { _integerText } from '../../config/check';
import { _fallbackPolicy } from '../../tenants/fallbackPolicy';
import { _CommandError } from '../commandError';
import type { _OrganizationAction } from './tenantAction';
import { _idArgument, type _TenantArguments } from './tenantArguments';

/** The options a policy's fields come from, by field, to name the option a refusal is about. */
const OPTION_OF: Readonly<Record<string, string>> = { smsSender: '--sms-sender', triggers: '--triggers', maxSegments: '--max-segments' };

/** The policy of `--sms-sender`, `--triggers` (comma-separated) and `--max-segments`, the rest defaulted; a TypeError names the option. */
function policyOf(values: _TenantArguments['values']): SmsFallbackPolicy {
  const triggers = typeof values['triggers'] === 'string' ? values['triggers'].split(',').map((trigger) => trigger.trim()) : undefined;
  const maxSegments = typeof values['max-segments'] === 'string' ? _integerText(values['max-segments'], '--max-segments', 1, 255) : undefined;
  try {
    return _fallbackPolicy({ smsSender: values['sms-sender'], triggers, maxSegments });
  } catch (error) {
    const message = (error as Error).message;
    const field = message.split(' ')[0] ?? '';
    throw new TypeError(OPTION_OF[field] === undefined ? message : `${OPTION_OF[field]}${message.slice(field.length)}`, { cause: error });
  }
}

/** The policy `--off` stores: the one at that level (else, for a sender, its organization's) turned off; a CommandError when there is none. */
async function turnedOff(tenants: TenantStore, organizationId: string, sender: string | null): Promise<SmsFallbackPolicy> {
  const organization = await tenants.organization(organizationId);
  const own = sender === null ? organization?.smsFallback : organization?.senders.find((found) => found.id === sender)?.smsFallback;
  const base = own ?? (sender === null ? null : organization?.smsFallback) ?? null;
  if (base === null) throw new _CommandError(`no SMS fallback to turn off for ${sender === null ? 'organization' : `sender ${sender} of`} ${organizationId}`);
  return { ...base, enabled: false };
}

/**
 * `tenants set-fallback --org UUID [--sender ID] (--sms-sender X [--triggers A,B]
 * [--max-segments N] | --off | --clear)`: reads its options (a TypeError for a fault) and returns
 * the change, which sets the SMS fallback of an organization or of one of its senders (on, with
 * the defaults of a policy turned on for what is not given), turns it off at that level (`--off`:
 * the policy kept, disabled; a sender so stays off while its organization is on), or removes it
 * (`--clear`: a sender follows its organization again, an organization has none). The result
 * names the policy set and the one that now applies to the sender.
 *
 * @internal
 */
export function _setFallback(values: _TenantArguments['values']): _OrganizationAction {
  const sender = typeof values['sender'] === 'string' ? _idArgument(values['sender'], 'sender') : null;
  const modes = ['sms-sender', 'off', 'clear'].filter((mode) => values[mode] !== undefined);
  if (modes.length !== 1) throw new TypeError('tenants set-fallback takes one of --sms-sender (fallback on), --off or --clear');
  if (modes[0] !== 'sms-sender' && (values['triggers'] !== undefined || values['max-segments'] !== undefined)) throw new TypeError('--triggers and --max-segments go with --sms-sender');
  const given = modes[0] === 'sms-sender' ? policyOf(values) : null;
  return async ({ tenants }, organizationId) => {
    const policy = values['off'] === true ? await turnedOff(tenants, organizationId, sender) : given;
    if (sender !== null && !(await tenants.isConfigured(organizationId, sender))) throw new _CommandError(`no sender ${sender} in organization ${organizationId} (add it with "tenants add-sender")`);
    await tenants.setSmsFallback(organizationId, sender, policy);
    const applies = sender === null ? policy : ((await tenants.policyOf(organizationId, sender)) ?? null);
    const change = { organizationId, sender, smsFallback: policy === null ? 'cleared' : policy.enabled ? 'on' : 'off', smsSender: policy?.smsSender ?? null, triggers: policy?.triggers.join(',') ?? null, maxSegments: policy?.maxSegments ?? null };
    return { result: { organizationId, sender, smsFallback: policy, applies }, change };
  };
}
