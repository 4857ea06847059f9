// The public surface of @rcs-send/store-laws, named one by one so that a new export shows in a
// diff: the laws every store obeys, for vitest and fast-check.
export type { ClockKind, ExpiringOptions, Subject } from './subject';
export { storeLaws } from './storeLaws';
export type { BalanceReader, LawfulStore, OpenStore } from './lawfulStore';
export { balancePortLaws, type Ledger } from './balancePortLaws';
export { HANDOVER_ORGANIZATION, handoverPortLaws, submittedMessage, type HandoverStore } from './handoverPortLaws';
export { idempotencyPortLaws } from './idempotencyPortLaws';
export { optOutPortLaws } from './optOutPortLaws';
export { seenPortLaws } from './seenPortLaws';
export { fallbackOf, smsFallbackPortLaws, type FallbackLedger } from './smsFallbackPortLaws';
export { statePortLaws } from './statePortLaws';
export { tenantEditLaws } from './tenantEditLaws';
export { validationProfileLaws } from './validationProfileLaws';
export { tenantStoreLaws, type TenantSubject } from './tenantStoreLaws';
export { eventLogLaws, OTHER_ORGANIZATION } from './eventLogLaws';
export { webhookOutboxLaws } from './webhookOutboxLaws';
export { messageListLaws } from './messageListLaws';
