// The laws every TenantStore obeys (SQLite, Redis): an organization is created once and credited
// once; access and senders answer as the organization port does; a key is stored once, by its
// digest, and revoked once; and the balance is always the sum of the ledger (its credits) minus
// the messages accepted (its debits, counted per day in the usage), whatever credits and spends
// run at once, never below zero. The laws of an operator's edits (tenantEditLaws) and of the
// validation profiles (validationProfileLaws) run with them.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { NewApiKey, TenantStore } from '@rcs-send/service';
import { withSubject, type Subject } from './subject';
import { tenantEditLaws } from './tenantEditLaws';
import { validationProfileLaws } from './validationProfileLaws';

/** A tenant store, and how to spend its balance as a server does: reserve `count` units and accept that many messages. @public */
export interface TenantSubject {
  /** The tenant store under test. */
  readonly tenants: TenantStore;
  /** Reserves `count` units of `organizationId` and accepts as many messages; resolves to the messages accepted (0 when short). */
  spend(organizationId: string, count: number): Promise<number>;
}

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const OTHER = '00000000-0000-4000-8000-000000000001';
const AT = Date.parse('2026-03-01T10:00:00Z');
const organization = (id: string, balance: number, rcsChannel = true) => ({ id, rcsChannel, webhook: null, balance });
const key = (digest: string, prefix: string, overrides: Partial<NewApiKey> = {}): NewApiKey => ({
  digest,
  prefix,
  principalId: 'acme',
  organizationId: ORG,
  label: null,
  createdAt: AT,
  expiresAt: null,
  revokedAt: null,
  ...overrides,
});
const digestOf = (n: number): string => n.toString(16).padStart(64, '0');
const DAY_MS = 86_400_000;
const dayOf = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

/** Registers the laws of a TenantStore, each on a fresh store from `open`. @public */
export function tenantStoreLaws(open: () => Promise<Subject<TenantSubject>>, numRuns = 25): void {
  const opened = (law: (subject: TenantSubject) => Promise<void>): Promise<void> => withSubject(open, undefined, law);

  it('should create an organization once, credited once, whatever its id case', () =>
    opened(async ({ tenants }) => {
      expect(await tenants.addOrganization(organization(ORG.toUpperCase(), 5), AT)).toBe(true);
      expect(await tenants.addOrganization(organization(ORG, 50, false), AT)).toBe(false);
      expect(await tenants.balanceOf(ORG)).toBe(5);
      expect(await tenants.ledgerTail(ORG, 10)).toEqual([{ at: AT, units: 5, reason: 'starting balance' }]);
      expect(await tenants.organization(ORG)).toEqual({ id: ORG, rcsChannel: true, members: [], senders: [], webhook: null, smsFallback: null });
      expect(await tenants.organization(OTHER)).toBeUndefined();
    }));

  it('should create an organization whole, its members, senders and policies in the same step, and nothing of it with a policy that is not one', () =>
    opened(async ({ tenants }) => {
      const policy = { enabled: true, smsSender: 'ACME', triggers: ['NOT_RCS_CAPABLE'] as const, maxSegments: 3 };
      const own = { enabled: false, smsSender: '351912345678', triggers: ['REVOKED', 'FAILED'] as const, maxSegments: 1 };
      const broken = { ...policy, maxSegments: 0 };
      await expect(tenants.addOrganization({ ...organization(ORG, 7), senders: [{ id: 'acme_agent', useCase: 'OTP', smsFallback: broken }] }, AT)).rejects.toThrow(TypeError);
      await expect(tenants.addOrganization({ ...organization(ORG, 7), smsFallback: broken }, AT)).rejects.toThrow(TypeError);
      expect(await tenants.organization(ORG)).toBeUndefined();
      const senders = [
        { id: 'acme_agent', useCase: 'OTP', smsFallback: own },
        { id: 'acme_news', useCase: 'PROMOTIONAL', smsFallback: null },
      ];
      expect(await tenants.addOrganization({ ...organization(ORG, 7), members: ['acme', 'billing'], senders, smsFallback: policy }, AT)).toBe(true);
      expect(await tenants.organization(ORG)).toEqual({ id: ORG, rcsChannel: true, members: ['acme', 'billing'], senders, webhook: null, smsFallback: policy });
      expect(await tenants.access({ id: 'billing' }, ORG)).toBe('allowed');
      expect(await tenants.policyOf(ORG, 'acme_agent')).toEqual(own);
      expect(await tenants.policyOf(ORG, 'acme_news')).toEqual(policy);
      expect(await tenants.balanceOf(ORG)).toBe(7);
      expect(await tenants.addOrganization({ ...organization(ORG, 9), members: ['stranger'] }, AT)).toBe(false);
      expect((await tenants.organization(ORG))?.members).toEqual(['acme', 'billing']);
    }));

  it('should answer access as the organization port does: not-found, forbidden, no-rcs-channel, allowed', () =>
    opened(async ({ tenants }) => {
      await tenants.addOrganization(organization(ORG, 0), AT);
      await tenants.addOrganization(organization(OTHER, 0, false), AT);
      await tenants.addMember(ORG, 'acme');
      await tenants.addMember(OTHER, 'acme');
      expect(await tenants.access({ id: 'acme' }, '11111111-1111-4111-8111-111111111111')).toBe('not-found');
      expect(await tenants.access({ id: 'stranger' }, ORG)).toBe('forbidden');
      expect(await tenants.access({ id: 'acme' }, OTHER)).toBe('no-rcs-channel');
      expect(await tenants.access({ id: 'acme' }, ORG)).toBe('allowed');
    }));

  it('should know a sender only of its own organization, and keep the use case last set', () =>
    opened(async ({ tenants }) => {
      await tenants.addOrganization(organization(ORG, 0), AT);
      await tenants.addOrganization(organization(OTHER, 0), AT);
      await tenants.addSender(ORG, { id: 'acme_agent', useCase: 'TRANSACTIONAL' });
      await tenants.addSender(ORG, { id: 'acme_agent', useCase: 'OTP' });
      expect(await tenants.isConfigured(ORG, 'acme_agent')).toBe(true);
      expect(await tenants.isConfigured(OTHER, 'acme_agent')).toBe(false);
      expect((await tenants.organization(ORG))?.senders).toEqual([{ id: 'acme_agent', useCase: 'OTP', smsFallback: null }]);
      expect((await tenants.organizations()).map((found) => found.id)).toEqual([OTHER, ORG].sort());
    }));

  it('should move its revision with each organization, member and sender written, and not with a credit', () =>
    opened(async ({ tenants }) => {
      const revisions = [await tenants.revision()];
      await tenants.addOrganization(organization(ORG, 0), AT);
      revisions.push(await tenants.revision());
      await tenants.addMember(ORG, 'acme');
      revisions.push(await tenants.revision());
      await tenants.addSender(ORG, { id: 'acme_agent', useCase: 'OTP' });
      revisions.push(await tenants.revision());
      await tenants.credit(ORG, 5, 'top-up', AT);
      expect(new Set(revisions).size).toBe(4);
      expect(await tenants.revision()).toBe(revisions[3]);
    }));

  it("should answer a sender's own SMS fallback policy, else its organization's, else none, a disabled one as it is", () =>
    opened(async ({ tenants }) => {
      const on = { enabled: true, smsSender: '+351912000000', triggers: ['NOT_RCS_CAPABLE', 'REVOKED'], maxSegments: 6 } as const;
      const off = { enabled: false, smsSender: 'ACME', triggers: ['FAILED'], maxSegments: 1 } as const;
      await tenants.addOrganization(organization(ORG, 0), AT);
      await tenants.addSender(ORG, { id: 'acme_agent', useCase: 'OTP' });
      await tenants.addSender(ORG, { id: 'acme_news', useCase: 'PROMOTIONAL' });
      expect(await tenants.policyOf(ORG, 'acme_agent')).toBeUndefined();
      const before = await tenants.revision();
      await tenants.setSmsFallback(ORG, null, on);
      expect(await tenants.revision()).not.toBe(before);
      await tenants.setSmsFallback(ORG, 'acme_news', off);
      await tenants.addSender(ORG, { id: 'acme_news', useCase: 'MULTI_USE' }); // a use case set again keeps the policy
      expect(await tenants.policyOf(ORG, 'acme_agent')).toEqual(on);
      expect(await tenants.policyOf(ORG, 'acme_news')).toEqual(off);
      expect(await tenants.policyOf(ORG, 'unknown_sender')).toEqual(on);
      expect(await tenants.policyOf(OTHER, 'acme_agent')).toBeUndefined();
      expect(await tenants.organization(ORG)).toMatchObject({ smsFallback: on, senders: [{ id: 'acme_agent', smsFallback: null }, { id: 'acme_news', useCase: 'MULTI_USE', smsFallback: off }] });
      await tenants.setSmsFallback(ORG, 'acme_news', null);
      expect(await tenants.policyOf(ORG, 'acme_news')).toEqual(on);
      await tenants.setSmsFallback(ORG, null, null);
      expect(await tenants.policyOf(ORG, 'acme_news')).toBeUndefined();
    }));

  it('should refuse a policy that is not one, and one for an organization or a sender that does not exist, writing nothing', () =>
    opened(async ({ tenants }) => {
      const policy = { enabled: true, smsSender: '12345', triggers: ['REVOKED'], maxSegments: 255 } as const;
      await tenants.addOrganization(organization(ORG, 0), AT);
      await expect(tenants.setSmsFallback(OTHER, null, policy)).rejects.toThrow(RangeError);
      await expect(tenants.setSmsFallback(ORG, 'nobody', policy)).rejects.toThrow(RangeError);
      for (const wrong of [{ ...policy, maxSegments: 256 }, { ...policy, triggers: [] }, { ...policy, smsSender: '12' }, { ...policy, smsSender: 'ACME_SENDERS' }]) await expect(tenants.setSmsFallback(ORG, null, wrong)).rejects.toThrow(TypeError);
      expect((await tenants.organization(ORG))?.smsFallback).toBeNull();
      await tenants.setSmsFallback(ORG, null, policy);
      expect(await tenants.policyOf(ORG, 'any')).toEqual(policy);
    }));

  it('should store a key once by its digest, make its principal a member, and revoke it once', () =>
    opened(async ({ tenants }) => {
      await tenants.addOrganization(organization(ORG, 0), AT);
      expect(await tenants.addKey(key(digestOf(1), 'rcs_live_00000001', { label: 'ci' }))).toBe(true);
      expect(await tenants.addKey(key(digestOf(1), 'rcs_live_00000001', { principalId: 'thief' }))).toBe(false);
      const stored = await tenants.keyOf(digestOf(1));
      expect(stored).toEqual({ prefix: 'rcs_live_00000001', principalId: 'acme', organizationId: ORG, label: 'ci', createdAt: AT, expiresAt: null, revokedAt: null });
      expect(await tenants.keyOf(digestOf(2))).toBeUndefined();
      expect(await tenants.access({ id: 'acme' }, ORG)).toBe('allowed');
      expect((await tenants.revokeKeys({ digest: digestOf(1) }, AT + 1)).map((revoked) => revoked.revokedAt)).toEqual([AT + 1]);
      expect(await tenants.revokeKeys({ digest: digestOf(1) }, AT + 2)).toEqual([]);
      expect((await tenants.keyOf(digestOf(1)))?.revokedAt).toBe(AT + 1);
    }));

  it('should revoke every active key of a prefix and none of another, listing keys oldest first', () =>
    opened(async ({ tenants }) => {
      await tenants.addOrganization(organization(ORG, 0), AT);
      await tenants.addKey(key(digestOf(1), 'config_aaaaaaaa'));
      await tenants.addKey(key(digestOf(2), 'config_aaaaaaaa', { createdAt: AT + 1 }));
      await tenants.addKey(key(digestOf(3), 'rcs_live_bbbbbbbb', { createdAt: AT + 2 }));
      expect((await tenants.revokeKeys({ prefix: 'config_aaaaaaaa' }, AT + 5)).length).toBe(2);
      expect((await tenants.keysOf(ORG)).map((listed) => [listed.prefix, listed.revokedAt])).toEqual([
        ['config_aaaaaaaa', AT + 5],
        ['config_aaaaaaaa', AT + 5],
        ['rcs_live_bbbbbbbb', null],
      ]);
    }));

  it('should count usage per day and read a range with both ends included', () =>
    opened(async ({ tenants }) => {
      await tenants.addOrganization(organization(ORG, 0), AT);
      await tenants.count(ORG, '2026-03-01', 'sent', 2);
      await tenants.count(ORG, '2026-03-01', 'sent', 3);
      await tenants.count(ORG, '2026-03-02', 'failed', 1);
      await tenants.count(ORG, '2026-03-03', 'expired', 1);
      await tenants.count(OTHER, '2026-03-02', 'sent', 9);
      const zero = { accepted: 0, rejected: 0, sent: 0, delivered: 0, failed: 0, expired: 0, smsFallbacks: 0, smsSegments: 0 };
      expect(await tenants.usage(ORG, '2026-03-01', '2026-03-02')).toEqual([
        { ...zero, day: '2026-03-01', sent: 5 },
        { ...zero, day: '2026-03-02', failed: 1 },
      ]);
      expect(await tenants.usage(ORG, '2026-03-04', '2026-03-09')).toEqual([]);
    }));

  it('should keep the balance the sum of the ledger minus the messages accepted, never below zero, whatever credits and spends run at once', async () => {
    const step = fc.oneof(fc.record({ credit: fc.integer({ min: 1, max: 5 }) }), fc.record({ spend: fc.integer({ min: 1, max: 4 }) }));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 10 }), fc.array(step, { maxLength: 25 }), (start, steps) =>
        opened(async ({ tenants, spend }) => {
          await tenants.addOrganization(organization(ORG, start), AT);
          const results = await Promise.all(steps.map((change) => ('credit' in change ? tenants.credit(ORG, change.credit, 'top-up', AT).then(() => 0) : spend(ORG, change.spend))));
          const credited = start + steps.reduce((sum, change) => sum + ('credit' in change ? change.credit : 0), 0);
          const accepted = results.reduce((sum, messages) => sum + messages, 0);
          const ledger = await tenants.ledgerTail(ORG, 1000);
          const usage = await tenants.usage(ORG, dayOf(Date.now() - DAY_MS), dayOf(Date.now() + DAY_MS)); // debits count on the day they happen
          expect(ledger.reduce((sum, entry) => sum + entry.units, 0)).toBe(credited);
          expect(usage.reduce((sum, day) => sum + day.accepted, 0)).toBe(accepted);
          expect(await tenants.balanceOf(ORG)).toBe(credited - accepted);
          expect(credited - accepted).toBeGreaterThanOrEqual(0);
        }),
      ),
      { numRuns },
    );
  });

  tenantEditLaws(open);
  validationProfileLaws(open);
}
