// How long a person waits, in the browser, from a keystroke to the updated issue list, on the
// core benchmark's payload M (10 mixed messages, about 17 KB). Figures are printed.
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPayloads } from '../../benchmarks/core/src/payloads';
import { nextRevision, replaceText, revisionOf } from './page';
import { usePlaygroundRig, type PlaygroundRig } from './support';

const startedRig = usePlaygroundRig();
let rig: PlaygroundRig;
beforeEach(async () => {
  rig = await startedRig();
});

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe('responsiveness', () => {
  it('should update the issue list within 300 ms of a keystroke on payload M', async () => {
    const m = buildPayloads().find((payload) => payload.name === 'M');
    if (m === undefined) throw new Error('the core benchmark has no payload M');
    const page = await rig.open();
    await replaceText(page, JSON.stringify(JSON.parse(m.body), null, 2));
    await page.evaluate(() => {
      const timing: { keyAt: number; listAt: number[] } = { keyAt: 0, listAt: [] };
      (window as unknown as { timing: typeof timing }).timing = timing;
      document.addEventListener('keydown', (event) => void (timing.keyAt = event.timeStamp), true);
      new MutationObserver(() => timing.listAt.push(performance.now())).observe(document.querySelector('#issue-list') as Node, { attributes: true, attributeFilter: ['data-revision'] });
    });
    await page.locator('.cm-line', { hasText: '"from"' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const waits: number[] = [];
    const analyses: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      const before = await revisionOf(page);
      await page.keyboard.press(round % 2 === 0 ? 'x' : 'Backspace');
      await nextRevision(page, before);
      waits.push(await page.evaluate(() => {
        const { timing } = window as unknown as { timing: { keyAt: number; listAt: number[] } };
        return (timing.listAt.at(-1) ?? NaN) - timing.keyAt;
      }));
      analyses.push(Number(await page.locator('#issue-count').getAttribute('data-analysis-ms')));
    }
    const bytes = Buffer.byteLength(m.body);
    console.log(`payload M (${bytes} B compact): keystroke to updated issue list median ${median(waits).toFixed(1)} ms (max ${Math.max(...waits).toFixed(1)}), of which validation and location median ${median(analyses).toFixed(1)} ms`);
    expect(bytes).toBeGreaterThan(15_000);
    expect(median(waits)).toBeLessThan(300);
  });
});
