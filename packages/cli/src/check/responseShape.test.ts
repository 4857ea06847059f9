import { describe, expect, it } from 'vitest';
import { shapeProblems } from './responseShape';

const issue = { code: 'TO_INVALID_LENGTH', param: 'messages[1].to', description: 'to must have 8 to 15 digits.' };
const accepted = (index: number) => ({ index, status: 'ACCEPTED', id: `id-${index}` });
const rejected = (index: number) => ({ index, status: 'REJECTED', error: issue });

describe('shapeProblems', () => {
  it('should find nothing wrong with answers in the schemas, extra properties included', () => {
    expect(shapeProblems(400, { error: issue, messages: null }, 2)).toEqual([]);
    expect(shapeProblems(402, { error: { ...issue, code: 'INSUFFICIENT_BALANCE', param: '' }, messages: null, extra: 1 }, 1)).toEqual([]);
    expect(shapeProblems(202, { error: null, messages: [accepted(0), accepted(1)] }, 2)).toEqual([]);
    expect(shapeProblems(200, { error: null, messages: [accepted(0), rejected(1)] }, 2)).toEqual([]);
  });

  it.each([
    ['a body that is not JSON', 400, undefined, 1, 'the body is not JSON'],
    ['an error without description', 400, { error: { code: 'X', param: '' }, messages: null }, 1, "not an error body: body/error must have required property 'description'"],
    ['an error code not in UPPER_SNAKE_CASE', 400, { error: { ...issue, code: 'bad code' }, messages: null }, 1, 'not an error body: body/error/code must match pattern "^[A-Z][A-Z0-9_]*$"'],
    ['an error body with messages', 404, { error: issue, messages: [] }, 1, 'not an error body: body/messages must be null'],
    ['a success without ids', 202, { error: null, messages: [{ index: 0, status: 'ACCEPTED' }] }, 1, "not a success body: body/messages/0 must have required property 'id'"],
    ['one outcome short', 202, { error: null, messages: [accepted(0)] }, 2, 'body.messages has 1 outcome(s) for 2 message(s)'],
    ['outcomes out of order', 202, { error: null, messages: [accepted(1), accepted(0)] }, 2, 'body.messages[0].index is 1, not 0'],
    ['a 202 with a message rejected', 202, { error: null, messages: [accepted(0), rejected(1)] }, 2, '202 with 1 message(s) rejected (202 means every message accepted)'],
    ['a 200 with every message accepted', 200, { error: null, messages: [accepted(0)] }, 1, '200 with no message rejected (every message accepted is 202)'],
    ['a 200 with no message accepted', 200, { error: null, messages: [rejected(0)] }, 1, '200 with no message accepted (that is an error answer)'],
  ])('should report %s', (_, status, body, count, problem) => {
    expect(shapeProblems(status, body, count).join('\n')).toContain(problem);
  });
});
