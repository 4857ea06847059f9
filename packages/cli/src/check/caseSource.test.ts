import { validateSendRequest } from '@rcs-send/core';
import { describe, expect, it } from 'vitest';
import { caseSource, VALID_FOR_MS, type CheckCase } from './caseSource';

/** Every expirationDateTime of a request's messages, by message index. */
const expirations = (request: unknown): Array<[number, string]> =>
  ((request as { messages?: unknown[] }).messages ?? []).flatMap((message, index) => {
    const value = (message as { expirationDateTime?: unknown } | null)?.expirationDateTime;
    return typeof value === 'string' ? [[index, value] as [number, string]] : [];
  });

describe('caseSource', () => {
  it('should make valid requests that stay valid for a day after they are made, and expired ones expired from then on, across clock hours', () => {
    const start = Date.UTC(2031, 4, 6, 22, 59, 30, 250);
    let clock = start;
    const source = caseSource(7, { organizationId: undefined, senders: [] }, () => clock);
    const expired: CheckCase[] = [];
    let valid = 0;
    for (let index = 0; expired.length < 4 && index < 3000; index++) {
      clock = start + index * 7_000; // crosses several hours, so the valid clock moves on
      const made = clock;
      const sent = source(index);
      if (sent.expect.ok) {
        valid++;
        expect(validateSendRequest(sent.request, { now: new Date(made + VALID_FOR_MS - 1) }).ok).toBe(true);
      } else if (sent.expect.code === 'EXPIRATION_NOT_IN_FUTURE') {
        expired.push(sent);
        for (const now of [made, made + VALID_FOR_MS - 1]) {
          const { issues } = validateSendRequest(sent.request, { now: new Date(now) });
          expect(issues.map((issue) => [issue.code, issue.param])).toEqual([['EXPIRATION_NOT_IN_FUTURE', sent.expect.param]]);
        }
        for (const [index, value] of expirations(sent.request)) {
          if (!sent.expect.param.startsWith(`messages[${index}]`)) expect(Date.parse(value)).toBeGreaterThanOrEqual(made + VALID_FOR_MS);
        }
      }
    }
    expect(expired).toHaveLength(4);
    expect(valid).toBeGreaterThan(20);
  }, 120_000);

  it('should name the rule of each case and put the tenant in it', () => {
    const source = caseSource(3, { organizationId: '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b', senders: ['a_agent', 'b_agent'] });
    const sent = Array.from({ length: 40 }, (_, index) => source(index)).find((candidate) => candidate.expect.ok && (candidate.request as { messages: unknown[] }).messages.length > 1);
    const request = sent?.request as { organizationId: string; messages: Array<{ from: string }> };
    expect(sent?.rule).toBe('valid');
    expect(request.organizationId).toBe('7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b');
    expect(request.messages.slice(0, 2).map((message) => message.from)).toEqual(['a_agent', 'b_agent']);
  });
});
