// Steady load on a fleet during an outage: clients that keep sending, and a watch on their answers.
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

/** Waits (at most `ms`) until an answer after `from` has `status`; true when one came. */
export async function observed(answers: Answer[], from: number, status: number, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(50)) {
    if (answers.slice(from).some((answer) => answer.status === status)) return true;
  }
  return false;
}
