// The laws every MessageStatePort obeys (memory, Redis, SQLite): it returns and keeps exactly
// what the in-memory reference does for any sequence of changes, and changes made at once
// move a message forward once each.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { createMemoryStatePort, type MessageState, type MessageStatePort, type StateChange } from '@rcs-send/service';
import { CHANGE_IDS, changesAndMarks, stateChanges } from './stateChanges';
import { withSubject, type Subject } from './subject';

/** Registers the laws of a MessageStatePort, each on a fresh port from `open`. @public */
export function statePortLaws(open: () => Promise<Subject<MessageStatePort>>, numRuns = 60): void {
  const opened = (law: (port: MessageStatePort) => Promise<void>): Promise<void> => withSubject(open, undefined, law);

  it('should know nothing of a message no change named', () =>
    opened(async (states) => {
      expect(await states.get('never')).toBeUndefined();
    }));

  it('should return what the in-memory reference returns and end in strictly equal statuses, for any sequence of changes (duplicates, any order)', async () => {
    await fc.assert(
      fc.asyncProperty(stateChanges, (changes) =>
        opened(async (states) => {
          const reference = createMemoryStatePort();
          for (const change of changes) expect(await states.advance(change)).toStrictEqual(await reference.advance(change));
          for (const id of [...CHANGE_IDS, 'never']) expect(await states.get(id)).toStrictEqual(await reference.get(id));
        }),
      ),
      { numRuns },
    );
  });

  it('should mark and clear handovers as the in-memory reference does, mixed with any changes, and keep the same statuses', async () => {
    await fc.assert(
      fc.asyncProperty(changesAndMarks, (operations) =>
        opened(async (states) => {
          const reference = createMemoryStatePort();
          for (const operation of operations) {
            if ('inFlight' in operation) expect(await states.handOver(operation.id, operation.inFlight)).toBe(await reference.handOver(operation.id, operation.inFlight));
            else expect(await states.advance(operation)).toStrictEqual(await reference.advance(operation));
          }
          for (const id of [...CHANGE_IDS, 'never']) expect(await states.get(id)).toStrictEqual(await reference.get(id));
        }),
      ),
      { numRuns },
    );
  });

  it('should let a handover begin only from ACCEPTED, refuse a CANCELLED while it is in flight, and end it with the next change', () =>
    opened(async (states) => {
      expect(await states.handOver('unknown', true)).toBe(true); // nothing known: nothing can cancel it, nothing written
      expect(await states.get('unknown')).toBeUndefined();
      await states.advance({ id: 'm', state: 'ACCEPTED', at: '2026-01-01T00:00:00.000Z', organizationId: 'org-a', to: '351912345678', from: 'acme' });
      expect(await states.handOver('m', true)).toBe(true);
      expect(await states.get('m')).toMatchObject({ state: 'ACCEPTED', handingOver: true, organizationId: 'org-a' });
      expect(await states.advance({ id: 'm', state: 'CANCELLED', at: '2026-01-01T00:00:01.000Z' })).toBeUndefined();
      expect(await states.handOver('m', false)).toBe(true);
      expect(await states.get('m')).not.toHaveProperty('handingOver');
      expect(await states.handOver('m', true)).toBe(true);
      const sent = await states.advance({ id: 'm', state: 'SENT', at: '2026-01-01T00:00:02.000Z', attempts: 1 });
      expect(sent).not.toHaveProperty('handingOver');
      expect(await states.handOver('m', true)).toBe(false); // SENT: its first handover is over
      await states.advance({ id: 'c', state: 'ACCEPTED', at: '2026-01-01T00:00:00.000Z' });
      await states.advance({ id: 'c', state: 'CANCELLED', at: '2026-01-01T00:00:01.000Z' });
      expect(await states.handOver('c', true)).toBe(false); // cancelled first: never handed over
      expect(await states.get('c')).not.toHaveProperty('handingOver');
    }));

  it('should write nothing for a change that does not move the message forward', () =>
    opened(async (states) => {
      const sent: StateChange = { id: 'm', state: 'SENT', at: '2026-01-01T00:00:01.000Z', attempts: 1 };
      await states.advance(sent);
      expect(await states.advance(sent)).toBeUndefined();
      expect(await states.advance({ id: 'm', state: 'ACCEPTED', at: '2026-01-01T00:00:02.000Z' })).toBeUndefined();
      expect(await states.get('m')).toStrictEqual({ id: 'm', state: 'SENT', at: sent.at, attempts: 1, history: [{ state: 'SENT', at: sent.at }] });
    }));

  it('should move a message forward once per state when the same changes are made at once, twice', () =>
    opened(async (states) => {
      const changes = (['ACCEPTED', 'SENT', 'DELIVERED', 'READ', 'FAILED'] as MessageState[]).map((state, second): StateChange => ({ id: 'm', state, at: new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString() }));
      const results = await Promise.all([...changes, ...changes].map((change) => states.advance(change)));
      const status = await states.get('m');
      expect(results.filter((result) => result !== undefined)).toHaveLength(status?.history.length ?? -1);
      expect(status?.history.map((step) => step.state)).toEqual(['ACCEPTED', 'SENT', 'DELIVERED', 'READ']);
    }));
}
