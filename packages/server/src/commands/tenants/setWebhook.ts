import type { TenantStore } from '@rcs-send/service';
import { _redactedUrl } from '../../config/redactedUrl';
import { _newWebhookSecret, _webhookOf } from '../../config/webhookSetting';
import type { _ChangeFields } from '../../tenants/changeLog';
import { _required, type _TenantArguments } from './tenantArguments';

/** The names a refusal gives the parts of the webhook: the options they came from. */
const OPTION_NAMES = { url: '--url', secret: '--secret' } as const;

/**
 * `tenants set-webhook --org UUID (--url URL [--secret whsec_...] | --off)`: sets the client
 * webhook of an existing organization, its URL checked as the configuration's is, signed with
 * `--secret` or else a new secret of 32 random bytes, which the result holds (`secret`: shown
 * once, null when the operator gave it); or removes it (`--off`). The result and the change name
 * the URL redacted (userinfo and query hidden, as `show` does), never a secret; the change says
 * where the secret came from (`secretFrom`: `generated` or `given`).
 *
 * @internal
 */
export async function _setWebhook(tenants: TenantStore, organizationId: string, values: _TenantArguments['values']): Promise<{ readonly result: Readonly<Record<string, unknown>>; readonly change: _ChangeFields }> {
  const modes = ['url', 'off'].filter((mode) => values[mode] !== undefined);
  if (modes.length !== 1) throw new TypeError('tenants set-webhook takes one of --url (webhook on) or --off');
  if (values['off'] === true) {
    if (values['secret'] !== undefined) throw new TypeError('--secret goes with --url');
    await tenants.setWebhook(organizationId, null);
    return { result: { organizationId, webhook: null, secret: null }, change: { organizationId, webhook: null, secretFrom: null } };
  }
  const given = values['secret'] === undefined ? undefined : String(values['secret']);
  const webhook = _webhookOf(_required(values, 'url'), given ?? _newWebhookSecret(), OPTION_NAMES);
  await tenants.setWebhook(organizationId, webhook);
  const url = _redactedUrl(webhook.url);
  return { result: { organizationId, webhook: url, secret: given === undefined ? webhook.secret : null }, change: { organizationId, webhook: url, secretFrom: given === undefined ? 'generated' : 'given' } };
}
