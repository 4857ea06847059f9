import { describe, expect, it } from 'vitest';
import { CM, M, NOW, codes, set, textMessage, validRequest } from '../../test-support/testPayloads';
import { createValidationProfile, validateMessage, validateSendRequest, type MessageRules } from '../index';

const withRules = (rules: MessageRules, body: unknown = validRequest(textMessage(), textMessage('second'))) => validateSendRequest(body, { now: NOW, rules });

describe('message rules hook', () => {
  it('should report its issues at params relative to the message, after nothing else', () => {
    const rules: MessageRules = (message, { index, param, nowMs }) => {
      expect(param).toBe(M(index));
      expect(nowMs).toBe(NOW.getTime());
      return 'text' in message.contentMessage && message.contentMessage.text === 'second'
        ? [{ code: 'TEXT_NOT_APPROVED', param: 'contentMessage.text', description: 'This text is not approved.' }, { code: 'ACME_HOLD', param: '', description: 'On hold.' }]
        : [];
    };
    const result = withRules(rules);
    expect(codes(result)).toEqual([`TEXT_NOT_APPROVED@${CM(1)}.text`, `ACME_HOLD@${M(1)}`]);
    expect(result.messages[0]?.ok).toBe(true);
    expect(result.messages[1]?.issues[0]?.description).toBe('This text is not approved.');
  });

  it('should run only on messages valid under the API and the profile', () => {
    const seen: number[] = [];
    const rules: MessageRules = (_message, { index }) => {
      seen.push(index);
      return [];
    };
    const body = validRequest(set(textMessage(), 'to', 'x'), textMessage('casino'), textMessage());
    validateSendRequest(body, { now: NOW, profile: createValidationProfile({ refusedTerms: ['casino'] }), rules });
    expect(seen).toEqual([2]);
  });

  describe('PROFILE_RULE_FAILED', () => {
    it('should turn a hook that throws into one issue at the message, never an exception', () => {
      const result = withRules((message) => {
        if (message.contentMessage && 'text' in message.contentMessage && message.contentMessage.text === 'second') throw new Error('boom');
        return [];
      });
      expect(codes(result)).toEqual([`PROFILE_RULE_FAILED@${M(1)}`]);
    });

    it('should turn an answer whose reading throws into the same issue', () => {
      const hostile = [Object.defineProperty({}, 'code', { get: () => { throw new Error('boom'); } })];
      expect(codes(withRules(() => hostile as never, validRequest()))).toEqual([`PROFILE_RULE_FAILED@${M(0)}`]);
    });
  });

  describe('PROFILE_RULE_RESULT_INVALID', () => {
    const invalidAnswers: [string, unknown][] = [
      ['not an array', { code: 'A', param: '', description: 'x' }],
      ['undefined', undefined],
      ['an element that is not an object', ['A']],
      ['a lower-case code', [{ code: 'my_rule', param: '', description: 'x' }]],
      ['a code with a double underscore', [{ code: 'MY__RULE', param: '', description: 'x' }]],
      ['a code of the API', [{ code: 'TEXT_TOO_LONG', param: '', description: 'x' }]],
      ['a code of the profile', [{ code: 'PROFILE_TERM_NOT_ALLOWED', param: '', description: 'x' }]],
      ['an absolute param', [{ code: 'MY_RULE', param: 'messages[0].to', description: 'x' }]],
      ['a param starting with a dot', [{ code: 'MY_RULE', param: '.to', description: 'x' }]],
      ['a param that is not a string', [{ code: 'MY_RULE', param: 3, description: 'x' }]],
      ['an empty description', [{ code: 'MY_RULE', param: 'to', description: '' }]],
    ];
    for (const [what, answer] of invalidAnswers) {
      it(`should report ${what} as one issue at the message`, () => {
        expect(codes(withRules(() => answer as never, validRequest()))).toEqual([`PROFILE_RULE_RESULT_INVALID@${M(0)}`]);
      });
    }

    it('should accept a valid code with digits and an empty list', () => {
      expect(codes(withRules(() => [{ code: 'RULE_2', param: 'from', description: 'Sender on hold.' }], validRequest()))).toEqual([`RULE_2@${M(0)}.from`]);
      expect(withRules(() => [], validRequest()).ok).toBe(true);
    });
  });

  describe('PROFILE_OPTIONS_INVALID', () => {
    it('should report rules that are not a function as one root issue, and at the message with validateMessage', () => {
      expect(codes(validateSendRequest(validRequest(), { now: NOW, rules: 'nope' as never }))).toEqual(['PROFILE_OPTIONS_INVALID@']);
      expect(codes(validateMessage(textMessage(), { now: NOW, index: 4, rules: 'nope' as never }))).toEqual([`PROFILE_OPTIONS_INVALID@${M(4)}`]);
    });
  });

  it('should judge a message alone with validateMessage as inside a request', () => {
    const profile = createValidationProfile({ refusedTerms: ['casino'], maxMessages: 1 });
    const alone = validateMessage(textMessage('casino'), { now: NOW, index: 3, profile });
    expect(codes(alone)).toEqual([`PROFILE_TERM_NOT_ALLOWED@${CM(3)}.text`]);
    expect(validateMessage(textMessage(), { now: NOW, profile }).ok).toBe(true);
  });
});
