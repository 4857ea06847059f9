import { validateSendRequest } from '@rcs-send/core';
import { describe, expect, it } from 'vitest';
import { compileProfile } from './compileProfile';

describe('compileProfile', () => {
  it('should compile a good profile that the core then applies', () => {
    const compiled = compileProfile('{ "refusedTerms": ["casino"] }');
    if (!compiled.ok) throw new Error('must compile');
    const body = { organizationId: '2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04', messages: [{ to: '351912345678', from: 'acme', contentMessage: { text: 'Our casino' } }] };
    expect(validateSendRequest(body, { profile: compiled.profile }).issues).toMatchObject([{ code: 'PROFILE_TERM_NOT_ALLOWED', param: 'messages[0].contentMessage.text' }]);
  });

  it('should give every problem of a bad profile at its path, and a text that is not JSON as one problem of the profile itself', () => {
    expect(compileProfile('{ "allowedHosts": ["ok.example.com", 7], "maxMessages": -1 }')).toMatchObject({ ok: false, problems: [{ path: 'allowedHosts[1]' }, { path: 'maxMessages' }] });
    expect(compileProfile('{ "refusedTerms": [')).toMatchObject({ ok: false, problems: [{ path: '', message: expect.stringMatching(/^Not JSON: /) }] });
  });
});
