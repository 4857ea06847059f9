import type { TenantStore, TenantWebhook } from '@rcs-send/service';
import { _redactedUrl } from '../../config/redactedUrl';
import { _newWebhookSecret, _webhookOf } from '../../config/webhookSetting';
import { _CommandError } from '../commandError';
import type { _OrganizationAction, _TenantResult } from './tenantAction';
import { _required, type _TenantArguments } from './tenantArguments';

/** The names a refusal gives the parts of the webhook: the options they came from. */
const OPTION_NAMES = { url: '--url', secret: '--secret' } as const;

/** How long the secret a rotation replaced still signs every delivery beside the new one: a day for the receiver to roll the new one out. */
const ROTATION_OVERLAP_MS = 86_400_000;

/** `webhook` as stored again once enabled: its URL and secrets, without its `disabled`. */
const enabled = ({ url, secret, previous }: TenantWebhook): TenantWebhook => ({ url, secret, ...(previous === undefined ? {} : { previous }) });

/** Stores `fresh` in place of `current`: at the same URL with a new secret, a rotation whose old secret still signs for {@link ROTATION_OVERLAP_MS}. */
async function replaced(tenants: TenantStore, organizationId: string, current: TenantWebhook | null, fresh: TenantWebhook, generated: boolean, now: number): Promise<_TenantResult> {
  const rotated = current !== null && current.url === fresh.url && current.secret !== fresh.secret;
  const webhook: TenantWebhook = rotated ? { ...fresh, previous: { secret: current.secret, until: now + ROTATION_OVERLAP_MS } } : fresh;
  await tenants.setWebhook(organizationId, webhook);
  const url = _redactedUrl(webhook.url);
  const previousSecretUntil = rotated ? new Date(now + ROTATION_OVERLAP_MS).toISOString() : null;
  return {
    result: { organizationId, webhook: url, secret: generated ? webhook.secret : null, previousSecretUntil },
    change: { organizationId, webhook: url, secretFrom: generated ? 'generated' : 'given', previousSecretUntil },
  };
}

/**
 * `tenants set-webhook --org UUID (--url URL [--secret whsec_...] | --off | --enable)`: reads its
 * options (a TypeError for a fault, the URL and secret among them) and returns the change, which
 * sets the client webhook of an existing organization, its URL checked as the configuration's
 * is, signed with `--secret` or else a new secret of 32 random bytes, which the result holds
 * (`secret`: shown once, null when the operator gave it); at the same URL, a new secret is a
 * rotation: the one it
 * replaces still signs every delivery beside it for {@link ROTATION_OVERLAP_MS}. `--off` removes
 * the webhook (its queued deliveries are dropped; its events stay in the feed); `--enable` turns
 * back on a webhook its endpoint's 410 disabled, for the events written from then on (what was
 * queued while it was disabled is dropped: `replay-webhooks` sends it). The result and the change name the URL redacted
 * (userinfo and query hidden, as `show` does), never a secret; the change says where the secret
 * came from (`secretFrom`: `generated` or `given`).
 *
 * @internal
 */
export function _setWebhook(values: _TenantArguments['values'], now: number): _OrganizationAction {
  const modes = ['url', 'off', 'enable'].filter((mode) => values[mode] !== undefined);
  if (modes.length !== 1) throw new TypeError('tenants set-webhook takes one of --url (webhook on), --off or --enable');
  if (values['secret'] !== undefined && values['url'] === undefined) throw new TypeError('--secret goes with --url');
  const given = values['secret'] === undefined ? undefined : String(values['secret']);
  const fresh = values['url'] === undefined ? undefined : _webhookOf(_required(values, 'url'), given ?? _newWebhookSecret(), OPTION_NAMES);
  return async ({ tenants, webhooks }, organizationId) => {
    const current = (await tenants.organization(organizationId))?.webhook ?? null;
    if (fresh !== undefined) return replaced(tenants, organizationId, current, fresh, given === undefined, now);
    if (values['off'] === true) {
      await tenants.setWebhook(organizationId, null);
      return { result: { organizationId, webhook: null, secret: null }, change: { organizationId, webhook: null, secretFrom: null } };
    }
    if (current === null) throw new _CommandError(`organization ${organizationId} has no webhook to enable (set one with --url)`);
    if (current.disabled === undefined) throw new _CommandError(`the webhook of ${organizationId} is not disabled`);
    await webhooks.drop(organizationId); // what was written while disabled is the feed's, not the webhook's: it gets the events from now on
    await tenants.setWebhook(organizationId, enabled(current));
    const url = _redactedUrl(current.url);
    return { result: { organizationId, webhook: url, enabled: true }, change: { organizationId, webhook: url, enabled: true } };
  };
}
