import type { TenantWebhook } from '@rcs-send/service';

/** The columns of `organizations` that hold its webhook. @internal */
export interface _WebhookColumns {
  /** `{ url, secret }`, JSON; null: no webhook (and every other column null). */
  readonly webhook: string | null;
  /** The secret it replaced, or null. */
  readonly webhook_previous_secret: string | null;
  /** Until when that secret signs too, epoch milliseconds, or null. */
  readonly webhook_previous_until: number | null;
  /** When it was disabled, epoch milliseconds; null: enabled. */
  readonly webhook_disabled_at: number | null;
  /** Why it was disabled, or null. */
  readonly webhook_disabled_reason: string | null;
}

/** The list of {@link _WebhookColumns}, in that order, for a SELECT, an INSERT or an UPDATE. @internal */
export const _WEBHOOK_COLUMNS = 'webhook, webhook_previous_secret, webhook_previous_until, webhook_disabled_at, webhook_disabled_reason';

/** The columns of `webhook` (all null for none): setting a webhook writes every one of them, so what it does not give is cleared. @internal */
export function _webhookColumns(webhook: TenantWebhook | null): _WebhookColumns {
  return {
    webhook: webhook === null ? null : JSON.stringify({ url: webhook.url, secret: webhook.secret }),
    webhook_previous_secret: webhook?.previous?.secret ?? null,
    webhook_previous_until: webhook?.previous?.until ?? null,
    webhook_disabled_at: webhook?.disabled?.at ?? null,
    webhook_disabled_reason: webhook?.disabled?.reason ?? null,
  };
}

/** The webhook the columns hold, with exactly the fields they hold, or null. @internal */
export function _webhookOf(row: _WebhookColumns): TenantWebhook | null {
  if (row.webhook === null) return null;
  const { url, secret } = JSON.parse(row.webhook) as Pick<TenantWebhook, 'url' | 'secret'>;
  const previous = row.webhook_previous_secret === null || row.webhook_previous_until === null ? {} : { previous: { secret: row.webhook_previous_secret, until: row.webhook_previous_until } };
  const disabled = row.webhook_disabled_at === null || row.webhook_disabled_reason === null ? {} : { disabled: { at: row.webhook_disabled_at, reason: row.webhook_disabled_reason } };
  return { url, secret, ...previous, ...disabled };
}
