import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createValidationProfile } from '@rcs-send/core';
import { analyse } from './analyse';

const NOW = new Date('2030-01-01T00:00:00Z');

describe('analyse', () => {
  it('should give the line and column of a malformed text', () => {
    expect(analyse('{\n  "messages": [,]\n}', NOW)).toEqual({ kind: 'syntax', error: { offset: 17, line: 2, column: 16, message: "Expected a value, found ','" } });
  });

  it('should mark each issue at its field and list changes of the valid messages only', () => {
    const text = JSON.stringify(
      {
        organizationId: 'nope',
        messages: [
          { to: '+351 912 345 678', from: 'a', contentMessage: { text: 'Hi' } },
          { to: '351912345678', from: 'a', contentMessage: { text: 'Hi', suggestions: [{ dialAction: { text: 'Call', phoneNumber: '12', postbackData: 'p' } }] } },
        ],
      },
      null,
      2,
    );
    const analysis = analyse(text, NOW);
    if (analysis.kind !== 'validated') throw new Error('must parse');
    expect(analysis.issues.map((issue) => [issue.code, text.slice(issue.from, issue.to)])).toEqual([
      ['ORGANIZATION_ID_INVALID', '"organizationId": "nope"'],
      ['DIAL_PHONE_NUMBER_INVALID', '"phoneNumber": "12"'],
    ]);
    expect(analysis.changes).toEqual([{ param: 'messages[0].to', written: '+351 912 345 678', canonical: '351912345678' }]);
    expect(analysis.preview.rootIssues.map((issue) => issue.code)).toEqual(['ORGANIZATION_ID_INVALID']);
  });

  it('should validate with the clock given', () => {
    const text = JSON.stringify({ organizationId: '2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04', messages: [{ to: '351912345678', from: 'a', expirationDateTime: '2031-01-01T00:00:00Z', contentMessage: { text: 'Hi' } }] });
    expect(analyse(text, NOW)).toMatchObject({ kind: 'validated', issues: [] });
    expect(analyse(text, new Date('2032-01-01T00:00:00Z'))).toMatchObject({ issues: [{ code: 'EXPIRATION_NOT_IN_FUTURE' }] });
  });

  it('should mark a profile\'s issues at their fields after the API\'s, as the API\'s', () => {
    const request = { organizationId: 'nope', messages: [{ to: '351912345678', from: 'a', contentMessage: { text: 'Free money' } }] };
    const text = JSON.stringify(request, null, 2);
    const analysis = analyse(text, NOW, createValidationProfile({ refusedTerms: ['free money'] }));
    if (analysis.kind !== 'validated') throw new Error('must parse');
    expect(analysis.issues.map((issue) => [issue.code, text.slice(issue.from, issue.to)])).toEqual([
      ['ORGANIZATION_ID_INVALID', '"organizationId": "nope"'],
      ['PROFILE_TERM_NOT_ALLOWED', '"text": "Free money"'],
    ]);
    expect(analysis.preview.messages[0]).toMatchObject({ ok: false, bubble: { issues: [{ code: 'PROFILE_TERM_NOT_ALLOWED' }] } });
  });

  it('should never throw, on any text or any JSON value', () => {
    const text = fc.oneof(fc.string(), fc.jsonValue().map((value) => JSON.stringify(value)), fc.jsonValue().map((value) => JSON.stringify({ messages: [value, { contentMessage: value }] })));
    fc.assert(fc.property(text, (input) => ['syntax', 'validated'].includes(analyse(input, NOW).kind)));
    expect(analyse('null', NOW)).toMatchObject({ kind: 'validated', issues: [{ code: 'REQUEST_NOT_OBJECT', from: 0, to: 4 }], changes: [] });
  });
});
