import { describe, expect, it } from 'vitest';
import { concatenationOf, createReassembly, type ReceivedSegment, type ReceivedSms } from './reassembly';

const sms = { from: 'ACME', to: '351912345678', encoding: 'GSM7' as const, validUntil: undefined };
const part = (text: string, index: number, count = 3, reference = 7): ReceivedSegment => ({ sms, text, smscMessageId: `id-${index}`, part: { reference, count, index } });

describe('createReassembly', () => {
  it('should complete a concatenated SMS once every part arrived, in any order, its ids in part order', () => {
    const complete: ReceivedSms[] = [];
    const reassemble = createReassembly((received) => complete.push(received));
    reassemble(part('c', 3));
    reassemble(part('a', 1));
    reassemble(part('x', 1, 2, 8));
    expect(complete).toEqual([]);
    reassemble(part('b', 2));
    expect(complete).toEqual([{ ...sms, text: 'abc', segments: 3, reference: 7, smscMessageIds: ['id-1', 'id-2', 'id-3'] }]);
  });

  it('should pass a single segment straight through', () => {
    const complete: ReceivedSms[] = [];
    createReassembly((received) => complete.push(received))({ sms, text: 'hi', smscMessageId: 'one', part: undefined });
    expect(complete).toEqual([{ ...sms, text: 'hi', segments: 1, reference: undefined, smscMessageIds: ['one'] }]);
  });
});

describe('concatenationOf', () => {
  it('should read the 8-bit concatenation element and ignore others, malformed ones and indexes out of range', () => {
    expect(concatenationOf([Uint8Array.from([0x00, 3, 9, 2, 2])])).toEqual({ reference: 9, count: 2, index: 2 });
    expect(concatenationOf([Uint8Array.from([0x24, 1, 1]), Uint8Array.from([0x00, 3, 9, 2, 1])])).toEqual({ reference: 9, count: 2, index: 1 });
    for (const elements of [undefined, [], [Uint8Array.from([0x08, 4, 0, 9, 2, 1])], [Uint8Array.from([0x00, 3, 9, 2, 3])], [Uint8Array.from([0x00, 3, 9, 2, 0])], [Uint8Array.from([0x00, 3, 9])]])
      expect(concatenationOf(elements)).toBeUndefined();
  });
});
