import type { TenantWebhook } from '@rcs-send/service';

/** `webhook` with exactly the fields it has, in their order (a script's JSON orders them its own way): as stored, and as read back. */
function webhookOf(webhook: TenantWebhook | null): TenantWebhook | null {
  if (webhook === null) return null;
  const { url, secret, previous, disabled } = webhook;
  return {
    url,
    secret,
    ...(previous === undefined ? {} : { previous: { secret: previous.secret, until: previous.until } }),
    ...(disabled === undefined ? {} : { disabled: { at: disabled.at, reason: disabled.reason } }),
  };
}

/** A webhook as the organization's hash keeps it: its JSON, or '' for none. @internal */
export const _webhookJson = (webhook: TenantWebhook | null): string => (webhook === null ? '' : JSON.stringify(webhookOf(webhook)));

/** The webhook of the hash's `webhook` field. @internal */
export const _storedWebhook = (json: string | undefined): TenantWebhook | null => (json === undefined || json === '' ? null : webhookOf(JSON.parse(json) as TenantWebhook));
