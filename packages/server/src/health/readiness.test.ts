import { describe, expect, it } from 'vitest';
import { _createReadiness } from './readiness';

/** A store check answering `answer`, counting its runs. */
const check = (answer: () => string) => {
  let runs = 0;
  return { run: () => ((runs += 1), Promise.resolve(answer())), runs: () => runs };
};

describe('readiness', () => {
  it('should check at most once per cache period, however many probes ask', async () => {
    const store = check(() => 'ok');
    const readiness = _createReadiness({ redis: store.run }, 200);
    const reports = await Promise.all(Array.from({ length: 50 }, () => readiness.report()));
    expect(reports.every((report) => report.ready)).toBe(true);
    expect(store.runs()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 220));
    await readiness.report();
    expect(store.runs()).toBe(2);
  });

  it('should be not ready while any check says what is wrong, naming each', async () => {
    const readiness = _createReadiness({ redis: check(() => 'ok').run, tenants: check(() => 'configuration not yet in the store').run }, 0);
    expect(await readiness.report()).toEqual({ ready: false, checks: { redis: 'ok', tenants: 'configuration not yet in the store' } });
  });

  it('should be not ready once draining, at once, whatever the cache', async () => {
    const readiness = _createReadiness({ redis: check(() => 'ok').run }, 60_000);
    expect((await readiness.report()).ready).toBe(true);
    readiness.drain();
    expect(await readiness.report()).toEqual({ ready: false, checks: { redis: 'ok', shutdown: 'draining' } });
  });
});
