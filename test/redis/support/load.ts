// Steady load on a fleet during an outage: clients that keep sending, and a watch on their answers.
import { waitUntil } from '../../support/waitUntil';
import { send, type Answer, type Instance } from './fleet';

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` clients sending one message at a time to alternate instances of `fleet` until stopped; every answer kept, in order. */
export function clients(fleet: readonly Instance[], count: number): { answers: Answer[]; stop: () => Promise<void> } {
  const answers: Answer[] = [];
  let running = true;
  const loops = Array.from({ length: count }, async (_, client) => {
    for (let i = 0; running; i += 1) {
      const answer = await send(fleet[(client + i) % fleet.length]!.url, [`client ${client} message ${i}`]);
      answers.push(answer);
      if (answer.status !== 202) await sleep(20);
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Waits (at most 20 s) until an answer after the first `from` of `answers` has `status`; past that, fails naming `what`. */
export function answered(what: string, answers: readonly Answer[], from: number, status: number): Promise<void> {
  return waitUntil(`${what} (an answer ${status} after the first ${from})`, 20_000, () => answers.slice(from).some((answer) => answer.status === status));
}

/** Waits (at most 20 s) until more than `count` answers of `answers` were 202: the fleet serves before an outage begins. */
export function servingMoreThan(count: number, answers: readonly Answer[]): Promise<void> {
  return waitUntil(`more than ${count} answers 202 before the outage`, 20_000, () => answers.filter((answer) => answer.status === 202).length > count);
}
