// The laws of the validation profiles a TenantStore holds (memory, SQLite, Redis): an
// organization's and a sender's own set, replaced and cleared, a sender without its own following
// its organization's, a sender removed taking its own with it; each edit moves the revision (so
// that running servers choose again), and a profile that is not one, or an organization or a
// sender that does not exist, is refused with nothing written.
import { expect, it } from 'vitest';
import type { TenantStore } from '@rcs-send/service';
import { withSubject, type Subject } from './subject';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const OTHER = '00000000-0000-4000-8000-000000000001';
const MISSING = '11111111-1111-4111-8111-111111111111';
const AT = Date.parse('2026-03-01T10:00:00Z');
const STRICT = { allowedCallingCodes: ['351'], maxMessages: 10, refusedTerms: ['sale'] };
const LOOSE = { expirationRequired: true };
const OWN = { allowedContentKinds: ['text' as const] };

/** Registers the laws of the validation profiles, each on a fresh store from `open`. @public */
export function validationProfileLaws(open: () => Promise<Subject<{ readonly tenants: TenantStore }>>): void {
  const opened = (law: (tenants: TenantStore) => Promise<void>): Promise<void> =>
    withSubject(open, undefined, async ({ tenants }) => {
      for (const id of [ORG, OTHER]) await tenants.addOrganization({ id, rcsChannel: true, webhook: null, balance: 0, senders: [{ id: 'acme_agent', useCase: 'TRANSACTIONAL', smsFallback: null }, { id: 'acme_news', useCase: 'PROMOTIONAL', smsFallback: null }] }, AT);
      await law(tenants);
    });

  it("should set, replace and clear an organization's profile, moving the revision each time and leaving others alone", () =>
    opened(async (tenants) => {
      expect(await tenants.validationProfiles(ORG)).toEqual({ organization: null, senders: {} });
      const revisions = [await tenants.revision()];
      for (const profile of [STRICT, LOOSE, null]) {
        await tenants.setValidationProfile(ORG, null, profile);
        expect(await tenants.validationProfileOf(ORG, null)).toEqual(profile ?? undefined);
        expect((await tenants.validationProfiles(ORG))?.organization).toEqual(profile);
        revisions.push(await tenants.revision());
      }
      expect(new Set(revisions).size).toBe(4);
      expect(await tenants.validationProfiles(OTHER)).toEqual({ organization: null, senders: {} });
    }));

  it("should give a sender its own profile, else its organization's, and none when neither has one", () =>
    opened(async (tenants) => {
      expect(await tenants.validationProfileOf(ORG, 'acme_agent')).toBeUndefined();
      await tenants.setValidationProfile(ORG, null, STRICT);
      await tenants.setValidationProfile(ORG, 'acme_news', OWN);
      expect(await tenants.validationProfileOf(ORG, 'acme_news')).toEqual(OWN);
      expect(await tenants.validationProfileOf(ORG, 'acme_agent')).toEqual(STRICT);
      expect(await tenants.validationProfileOf(ORG, 'unknown_sender')).toEqual(STRICT);
      expect(await tenants.validationProfiles(ORG)).toEqual({ organization: STRICT, senders: { acme_news: OWN } });
      expect(await tenants.validationProfileOf(OTHER, 'acme_news')).toBeUndefined();
      await tenants.setValidationProfile(ORG, 'acme_news', LOOSE); // replaced
      expect(await tenants.validationProfileOf(ORG, 'acme_news')).toEqual(LOOSE);
      await tenants.setValidationProfile(ORG, 'acme_news', null); // cleared: its organization's again
      expect(await tenants.validationProfileOf(ORG, 'acme_news')).toEqual(STRICT);
      expect(await tenants.validationProfiles(ORG)).toEqual({ organization: STRICT, senders: {} });
    }));

  it('should keep a sender\'s own profile when its use case is set again, and remove it with the sender', () =>
    opened(async (tenants) => {
      await tenants.setValidationProfile(ORG, 'acme_news', OWN);
      await tenants.addSender(ORG, { id: 'acme_news', useCase: 'OTP' });
      expect(await tenants.validationProfileOf(ORG, 'acme_news')).toEqual(OWN);
      expect(await tenants.removeSender(ORG, 'acme_news')).toBe(true);
      expect(await tenants.validationProfiles(ORG)).toEqual({ organization: null, senders: {} });
      await tenants.addSender(ORG, { id: 'acme_news', useCase: 'OTP' }); // added again: a new sender, without the old profile
      expect(await tenants.validationProfileOf(ORG, 'acme_news')).toBeUndefined();
    }));

  it('should refuse a profile that is not one, an organization or a sender that does not exist, writing nothing', () =>
    opened(async (tenants) => {
      await tenants.setValidationProfile(ORG, null, STRICT);
      const before = { revision: await tenants.revision(), profiles: await tenants.validationProfiles(ORG) };
      await expect(tenants.setValidationProfile(ORG, null, { maxMessages: 0 })).rejects.toMatchObject({ name: 'ProfileError' });
      await expect(tenants.setValidationProfile(ORG, 'acme_news', { allowedHosts: 'cdn.example' } as never)).rejects.toMatchObject({ name: 'ProfileError' });
      await expect(tenants.setValidationProfile(MISSING, null, LOOSE)).rejects.toThrow(`no organization ${MISSING}`);
      await expect(tenants.setValidationProfile(ORG, 'nobody', LOOSE)).rejects.toThrow(RangeError);
      expect({ revision: await tenants.revision(), profiles: await tenants.validationProfiles(ORG) }).toEqual(before);
      expect(await tenants.validationProfiles(MISSING)).toBeUndefined();
      expect(await tenants.validationProfileOf(MISSING, 'acme_news')).toBeUndefined();
    }));
}
