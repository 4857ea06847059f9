/** What one change of the tenants names: ids, prefixes, units, never a key or a webhook secret. @internal */
export type _ChangeFields = Readonly<Record<string, string | number | boolean | null>>;

/**
 * The one JSON log line of a change of the tenants: when, who made it (`actor`: the operator,
 * or `configuration` for what a configuration file brought into the store), what (`change`:
 * `add-org`, `add-sender`, `remove-sender`, `set-webhook`, `set-rcs`, `set-fallback`, `add-key`,
 * `revoke-key`, `top-up`) and `fields` naming it.
 *
 * @internal
 */
export function _changeLine(actor: string, change: string, fields: _ChangeFields, at: number = Date.now()): string {
  return JSON.stringify({ time: new Date(at).toISOString(), event: 'tenant-change', actor, change, ...fields });
}
