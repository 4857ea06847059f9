import { describe, expect, it } from 'vitest';
import type { CheckCase } from './caseSource';
import { environmentProblem } from './environment';

const URL = 'http://127.0.0.1:8080/v1.2/rcs/send';
const ORGANIZATION = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b';

/** A valid case as check sends it, to `url`. */
const validCase = (url = URL): CheckCase & { url: string } => ({
  index: 0,
  rule: 'valid',
  url,
  request: { organizationId: ORGANIZATION, messages: [{ to: '351912345678', from: 'demo_agent', contentMessage: { text: 'Hello' } }] },
  expect: { ok: true },
});
const errorBody = (code: string, param: string) => ({ error: { code, param, description: code }, messages: null });

describe('environmentProblem on a 404', () => {
  it('should name the organization when the 404 is at organizationId', () => {
    const problem = environmentProblem(validCase(), 404, errorBody('ORGANIZATION_NOT_FOUND', 'organizationId'));
    expect(problem).toBe(
      `The organization ${ORGANIZATION} is unknown to the implementation (404 ORGANIZATION_NOT_FOUND): give the tenant's organization with --organization-id (or organizationId in --config).`,
    );
  });

  it.each([
    ['a route not found', errorBody('ROUTE_NOT_FOUND', '')],
    ['a proxy page that is not JSON', undefined],
    ['a JSON body of another shape', { message: 'Not Found' }],
  ])('should point at --url, not blame the organization, for %s', (_, body) => {
    const url = 'http://127.0.0.1:8080/v1.2/rcs/sned';
    const problem = environmentProblem(validCase(url), 404, body);
    expect(problem).toMatch(new RegExp(`^Nothing at ${url.replaceAll('.', '\\.')} answers as POST /v1\\.2/rcs/send \\(404`));
    expect(problem).toMatch(/fix --url/);
    expect(problem).not.toMatch(/is unknown to the implementation/);
  });

  it('should leave a 404 to a request that breaks organizationId to the judge', () => {
    const broken: CheckCase & { url: string } = { ...validCase(), rule: 'ORGANIZATION_ID_INVALID', expect: { ok: false, code: 'ORGANIZATION_ID_INVALID', param: 'organizationId' } };
    expect(environmentProblem(broken, 404, errorBody('ROUTE_NOT_FOUND', ''))).toBeUndefined();
  });
});
