/** The UTC day of `epochMs`, `YYYY-MM-DD`. */
const utcDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

/** The keys of an organization's balance, ledger and usage: one hash slot per organization (`{id}`), so one script may touch them all. @internal */
export interface _BalanceKeys {
  /** The units left. */
  balance(organizationId: string): string;
  /** The list of credits, JSON `{ at, units, reason }`. */
  ledger(organizationId: string): string;
  /** The usage hash of the UTC day of `epochMs` (`accepted`, `rejected`, `sent`, ...). */
  usage(organizationId: string, epochMs: number): string;
  /** The usage hash of `day` (`YYYY-MM-DD`). */
  usageOn(organizationId: string, day: string): string;
}

/** The balance, ledger and usage keys under `prefix`. @internal */
export function _balanceKeys(prefix: string): _BalanceKeys {
  const tag = (organizationId: string): string => `{${organizationId.toLowerCase()}}`;
  const usageOn = (organizationId: string, day: string): string => `${prefix}usage:${tag(organizationId)}:${day}`;
  return {
    balance: (organizationId) => `${prefix}balance:${tag(organizationId)}`,
    ledger: (organizationId) => `${prefix}ledger:${tag(organizationId)}`,
    usage: (organizationId, epochMs) => usageOn(organizationId, utcDay(epochMs)),
    usageOn,
  };
}
