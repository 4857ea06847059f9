import { readFileSync } from 'node:fs';
import { createValidationProfile, ProfileError, type ValidationProfile } from '@rcs-send/core';
import { _CommandError } from '../commandError';
import type { _OrganizationAction } from './tenantAction';
import { _idArgument, type _TenantArguments } from './tenantArguments';

/** The checked profile of `--file path`, or a TypeError (exit 2) in one line naming the file and the path of its first problem. */
function profileOfFile(path: string): ValidationProfile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new TypeError(`--file ${path}: cannot read (${(error as { code?: string }).code ?? 'error'})`, { cause: error });
  }
  try {
    return createValidationProfile(JSON.parse(text)).data;
  } catch (error) {
    if (error instanceof SyntaxError) throw new TypeError(`--file ${path}: not JSON (${error.message})`, { cause: error });
    if (!(error instanceof ProfileError)) throw error;
    throw new TypeError(`--file ${path}: ${error.summary}`, { cause: error });
  }
}

/**
 * `tenants set-profile --org UUID [--sender ID] (--file p.json | --clear)`: reads its options and
 * the profile file, checked as the core checks one (a TypeError for a fault), and returns the
 * change, which sets the validation profile of an organization or of one of its senders (which
 * then overrides the organization's), or removes it (`--clear`: a sender follows its organization
 * again, an organization has none). The result names the profile set and the one that now applies.
 *
 * @internal
 */
export function _setProfile(values: _TenantArguments['values']): _OrganizationAction {
  const sender = typeof values['sender'] === 'string' ? _idArgument(values['sender'], 'sender') : null;
  const file = typeof values['file'] === 'string' ? values['file'] : undefined;
  if ((file === undefined) === (values['clear'] !== true)) throw new TypeError('tenants set-profile takes one of --file p.json or --clear');
  const profile = file === undefined ? null : profileOfFile(file);
  return async ({ tenants }, organizationId) => {
    if (sender !== null && !(await tenants.isConfigured(organizationId, sender))) throw new _CommandError(`no sender ${sender} in organization ${organizationId} (add it with "tenants add-sender")`);
    await tenants.setValidationProfile(organizationId, sender, profile);
    const applies = (await tenants.validationProfileOf(organizationId, sender)) ?? null;
    return { result: { organizationId, sender, validationProfile: profile, applies }, change: { organizationId, sender, validationProfile: profile === null ? 'cleared' : 'set', file: file ?? null } };
  };
}
