import type { WebhookEvent } from '@rcs-send/service';
import type { _OrganizationAction } from './tenantAction';
import { _instantArgument, _required, type _TenantArguments } from './tenantArguments';

/** The event types a replay may name. */
const EVENT_TYPES: readonly WebhookEvent['type'][] = ['message.status', 'message.reply', 'recipient.subscription'];

/** The types of `--type` (a comma-separated list of event types), or undefined for every type; a TypeError naming a type that is none. */
function typesOf(text: string | undefined): WebhookEvent['type'][] | undefined {
  if (text === undefined) return undefined;
  const types = text.split(',').map((type) => type.trim());
  for (const type of types) if (!(EVENT_TYPES as readonly string[]).includes(type)) throw new TypeError(`--type must list event types among ${EVENT_TYPES.join(', ')}`);
  return [...new Set(types)] as WebhookEvent['type'][];
}

/**
 * `tenants replay-webhooks --org UUID --since TIME [--until TIME] [--type T,T]`: reads its options
 * (a TypeError for a fault) and returns the replay, which queues again, to the webhook in force,
 * every event of the organization written from `--since` (included) to `--until` (excluded;
 * default now), of the types of `--type` (default every type), each with its own id and
 * sequence, as a first attempt. A receiver that drops an id it has seen drops those it already had.
 *
 * @internal
 */
export function _replayWebhooks(values: _TenantArguments['values'], now: number): _OrganizationAction {
  const since = _instantArgument(_required(values, 'since'), 'since');
  const until = values['until'] === undefined ? now : _instantArgument(String(values['until']), 'until');
  if (since >= until) throw new TypeError('--since must be before --until (default now)');
  const types = typesOf(values['type'] as string | undefined);
  return async ({ webhooks }, organizationId) => {
    const queued = await webhooks.replay(organizationId, { since, until, ...(types === undefined ? {} : { types }) });
    const fields = { organizationId, since: new Date(since).toISOString(), until: new Date(until).toISOString(), types: types ?? null, queued };
    return { result: fields, change: { ...fields, types: types?.join(',') ?? null } };
  };
}
