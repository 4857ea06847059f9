import { describe, expect, it } from 'vitest';
import { validateSendRequest } from '../index';
import { M, NOW, ORGANIZATION_ID, textMessage, validRequest } from '../../test-support/testPayloads';

const UPPER_ID = ORGANIZATION_ID.toUpperCase();

describe('the result root', () => {
  it('carries the canonical organizationId of a valid request', () => {
    const result = validateSendRequest({ organizationId: UPPER_ID, messages: [textMessage()] }, { now: NOW });
    expect(result.root).toEqual({ issues: [], organizationId: ORGANIZATION_ID });
  });

  it('carries the canonical organizationId when the messages or other root fields are invalid', () => {
    const broken = { organizationId: UPPER_ID, messages: [textMessage(''), 7], extra: 1 };
    const result = validateSendRequest(broken, { now: NOW });
    expect(result.ok).toBe(false);
    expect(result.root.organizationId).toBe(ORGANIZATION_ID);
    expect(result.root.issues.map((issue) => `${issue.code}@${issue.param}`)).toEqual(['UNKNOWN_FIELD@extra']);
  });

  it('carries the canonical organizationId beside MESSAGES_EMPTY and a missing messages', () => {
    expect(validateSendRequest({ organizationId: UPPER_ID, messages: [] }, { now: NOW }).root.organizationId).toBe(ORGANIZATION_ID);
    expect(validateSendRequest({ organizationId: UPPER_ID }, { now: NOW }).root.organizationId).toBe(ORGANIZATION_ID);
  });

  it('has no organizationId when it is missing, invalid, of the wrong type or unreadable, or the root is no object', () => {
    const unreadable = Object.defineProperty({ messages: [textMessage()] }, 'organizationId', {
      enumerable: true,
      get: () => {
        throw new Error('no');
      },
    });
    for (const input of [{ messages: [] }, { organizationId: 'acme' }, { organizationId: 7 }, { organizationId: '' }, unreadable, [], null]) {
      expect(validateSendRequest(input, { now: NOW }).root.organizationId).toBeUndefined();
    }
  });

  it('holds the root issues only, never a message issue, in document order', () => {
    const result = validateSendRequest({ zz: 1, organizationId: 'acme', messages: [7] }, { now: NOW });
    expect(result.root.issues.map((issue) => issue.param)).toEqual(['zz', 'organizationId']);
    expect(result.issues.map((issue) => issue.param)).toEqual(['zz', 'organizationId', M(0)]);
  });

  it('holds the root issue of a request that is no object', () => {
    expect(validateSendRequest('text').root.issues.map((issue) => issue.code)).toEqual(['REQUEST_NOT_OBJECT']);
    expect(validateSendRequest(validRequest(textMessage())).root.issues).toEqual([]);
  });
});
