// The laws of an operator's edits of a TenantStore (SQLite, Redis): a webhook set, replaced (with
// the secret it replaced) or removed, disabled after a 410 only while still at that URL, the RCS channel turned off and on, a sender removed with its own SMS fallback policy;
// each moves the revision (so that running servers reread the organizations), each is refused
// for an organization that does not exist with a RangeError and nothing written, and any
// sequence of them leaves the organization as a plain model of the same edits says.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { TenantOrganization, TenantStore, TenantWebhook } from '@rcs-send/service';
import { withSubject, type Subject } from './subject';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const OTHER = '00000000-0000-4000-8000-000000000001';
const MISSING = '11111111-1111-4111-8111-111111111111';
const AT = Date.parse('2026-03-01T10:00:00Z');
const HOOK: TenantWebhook = { url: 'https://hooks.example/rcs?token=t', secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}` };
const ROTATED: TenantWebhook = { ...HOOK, secret: `whsec_${Buffer.alloc(32, 2).toString('base64')}`, previous: { secret: HOOK.secret, until: AT + 86_400_000 } };
const POLICY = { enabled: true, smsSender: 'ACME', triggers: ['REVOKED'], maxSegments: 2 } as const;
const SENDERS = ['acme_agent', 'acme_news', 'acme_otp'] as const;

/** One edit of the model-based law. */
type Edit = { readonly webhook: TenantWebhook | null } | { readonly rcs: boolean } | { readonly add: string } | { readonly remove: string };

/** The organization `edits` leave, from one created with RCS on, no webhook and no sender. */
function modelOf(edits: readonly Edit[]): Pick<TenantOrganization, 'rcsChannel' | 'webhook'> & { readonly senders: readonly string[] } {
  let model = { rcsChannel: true, webhook: null as TenantWebhook | null, senders: new Set<string>() };
  for (const edit of edits) {
    if ('webhook' in edit) model = { ...model, webhook: edit.webhook };
    if ('rcs' in edit) model = { ...model, rcsChannel: edit.rcs };
    if ('add' in edit) model.senders.add(edit.add);
    if ('remove' in edit) model.senders.delete(edit.remove);
  }
  return { rcsChannel: model.rcsChannel, webhook: model.webhook, senders: [...model.senders].sort() };
}

/** Applies `edit` to `ORG` of `tenants`. */
async function apply(tenants: TenantStore, edit: Edit): Promise<void> {
  if ('webhook' in edit) await tenants.setWebhook(ORG, edit.webhook);
  if ('rcs' in edit) await tenants.setRcsChannel(ORG, edit.rcs);
  if ('add' in edit) await tenants.addSender(ORG, { id: edit.add, useCase: 'TRANSACTIONAL' });
  if ('remove' in edit) await tenants.removeSender(ORG, edit.remove);
}

/** Registers the laws of the edits, each on a fresh store from `open`. @public */
export function tenantEditLaws(open: () => Promise<Subject<{ readonly tenants: TenantStore }>>, numRuns = 15): void {
  const opened = (law: (tenants: TenantStore) => Promise<void>): Promise<void> => withSubject(open, undefined, ({ tenants }) => law(tenants));
  const created = async (tenants: TenantStore): Promise<void> => {
    await tenants.addOrganization({ id: ORG, rcsChannel: true, webhook: null, balance: 0 }, AT);
    await tenants.addOrganization({ id: OTHER, rcsChannel: true, webhook: HOOK, balance: 0 }, AT);
  };

  it("should set, replace and remove an organization's webhook, moving the revision each time and leaving others alone", () =>
    opened(async (tenants) => {
      await created(tenants);
      const revisions = [await tenants.revision()];
      for (const webhook of [HOOK, ROTATED, null]) {
        await tenants.setWebhook(ORG, webhook);
        expect((await tenants.organization(ORG))?.webhook).toEqual(webhook);
        revisions.push(await tenants.revision());
      }
      expect(new Set(revisions).size).toBe(4);
      expect((await tenants.organization(OTHER))?.webhook).toEqual(HOOK);
    }));

  it('should disable a webhook still at the URL that answered 410, once, and leave one moved since alone; setting it again enables it', () =>
    opened(async (tenants) => {
      await created(tenants);
      await tenants.setWebhook(ORG, HOOK);
      const before = await tenants.revision();
      expect(await tenants.disableWebhook(ORG, 'https://hooks.example/elsewhere', AT, 'HTTP 410')).toBe(false);
      expect((await tenants.organization(ORG))?.webhook).toEqual(HOOK);
      expect(await tenants.disableWebhook(ORG, HOOK.url, AT, 'HTTP 410')).toBe(true);
      expect(await tenants.disableWebhook(ORG, HOOK.url, AT + 1, 'HTTP 410')).toBe(false);
      expect((await tenants.organization(ORG))?.webhook).toEqual({ ...HOOK, disabled: { at: AT, reason: 'HTTP 410' } });
      expect(await tenants.revision()).not.toBe(before);
      expect((await tenants.organization(OTHER))?.webhook).toEqual(HOOK);
      await tenants.setWebhook(ORG, HOOK);
      expect((await tenants.organization(ORG))?.webhook).toEqual(HOOK);
      await tenants.setWebhook(ORG, null);
      expect(await tenants.disableWebhook(ORG, HOOK.url, AT, 'HTTP 410')).toBe(false);
      await expect(tenants.disableWebhook(MISSING, HOOK.url, AT, 'HTTP 410')).rejects.toThrow(RangeError);
    }));

  it('should turn the RCS channel off (access no-rcs-channel) and on again (allowed), moving the revision', () =>
    opened(async (tenants) => {
      await created(tenants);
      await tenants.addMember(ORG, 'acme');
      const before = await tenants.revision();
      await tenants.setRcsChannel(ORG, false);
      expect(await tenants.access({ id: 'acme' }, ORG)).toBe('no-rcs-channel');
      expect((await tenants.organization(ORG))?.rcsChannel).toBe(false);
      const off = await tenants.revision();
      expect(off).not.toBe(before);
      await tenants.setRcsChannel(ORG, true);
      expect(await tenants.access({ id: 'acme' }, ORG)).toBe('allowed');
      expect(await tenants.revision()).not.toBe(off);
    }));

  it('should remove a sender once, its own SMS fallback policy with it, and no sender of the same id elsewhere', () =>
    opened(async (tenants) => {
      await created(tenants);
      for (const organizationId of [ORG, OTHER]) await tenants.addSender(organizationId, { id: 'acme_news', useCase: 'PROMOTIONAL' });
      await tenants.setSmsFallback(ORG, 'acme_news', POLICY);
      const before = await tenants.revision();
      expect(await tenants.removeSender(ORG, 'acme_news')).toBe(true);
      expect(await tenants.revision()).not.toBe(before);
      expect(await tenants.isConfigured(ORG, 'acme_news')).toBe(false);
      expect(await tenants.policyOf(ORG, 'acme_news')).toBeUndefined();
      expect(await tenants.removeSender(ORG, 'acme_news')).toBe(false);
      expect(await tenants.isConfigured(OTHER, 'acme_news')).toBe(true);
      await tenants.addSender(ORG, { id: 'acme_news', useCase: 'OTP' }); // added again: a new sender, without the old policy
      expect((await tenants.organization(ORG))?.senders).toEqual([{ id: 'acme_news', useCase: 'OTP', smsFallback: null }]);
    }));

  it('should refuse each edit of an organization that does not exist with a RangeError, writing nothing', () =>
    opened(async (tenants) => {
      await created(tenants);
      const before = { revision: await tenants.revision(), organizations: await tenants.organizations() };
      await expect(tenants.setWebhook(MISSING, HOOK)).rejects.toThrow(RangeError);
      await expect(tenants.setWebhook(MISSING, null)).rejects.toThrow(`no organization ${MISSING}`);
      await expect(tenants.setRcsChannel(MISSING, false)).rejects.toThrow(RangeError);
      await expect(tenants.removeSender(MISSING, 'acme_news')).rejects.toThrow(RangeError);
      expect({ revision: await tenants.revision(), organizations: await tenants.organizations() }).toEqual(before);
      expect(await tenants.organization(MISSING)).toBeUndefined();
    }));

  it('should leave an organization as a model of the same edits says, whatever their order', async () => {
    const sender = fc.constantFrom(...SENDERS);
    const edit: fc.Arbitrary<Edit> = fc.oneof(
      fc.record({ webhook: fc.constantFrom(HOOK, ROTATED, null) }),
      fc.record({ rcs: fc.boolean() }),
      fc.record({ add: sender }),
      fc.record({ remove: sender }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { maxLength: 12 }), (edits) =>
        opened(async (tenants) => {
          await created(tenants);
          for (const one of edits) await apply(tenants, one);
          const found = await tenants.organization(ORG);
          expect({ rcsChannel: found?.rcsChannel, webhook: found?.webhook, senders: found?.senders.map((kept) => kept.id) }).toEqual(modelOf(edits));
        }),
      ),
      { numRuns },
    );
  });
}
