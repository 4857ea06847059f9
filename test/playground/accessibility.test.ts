// The page for keyboard and screen-reader users, and on a narrow window.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCREENSHOTS, usePlaygroundRig, type PlaygroundRig } from './support';

const startedRig = usePlaygroundRig();
let rig: PlaygroundRig;
beforeEach(async () => {
  rig = await startedRig();
});

/** The WCAG contrast ratio of each text element matched, against the first opaque background behind it. */
function contrasts(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((nodes) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((value) => (value / 255 <= 0.03928 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4)) as [number, number, number];
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    return nodes.map((node) => {
      let behind: Element | null = node;
      while (behind !== null && (rgb(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0) behind = behind.parentElement;
      const [light, dark] = [luminance(rgb(getComputedStyle(node).color)), luminance(rgb(behind === null ? 'rgb(255,255,255)' : getComputedStyle(behind).backgroundColor))].sort((a, b) => b - a) as [number, number];
      return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
    });
  });
}

describe('accessibility', () => {
  it('should have landmarks, a labelled control for every input and a live region for the issue count', async () => {
    const page = await rig.open();
    expect(await page.locator('header.site').count()).toBe(1);
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.locator('main > section[aria-labelledby]').count()).toBe(4);
    const unlabelled = await page.locator('select, input').evaluateAll((controls) => controls.filter((control) => (control as HTMLInputElement).labels?.length === 0).map((control) => control.id));
    expect(unlabelled).toEqual([]);
    expect(await page.locator('.cm-content').getAttribute('aria-label')).toBe('Send request (JSON)');
    expect(await page.locator('#issue-count').getAttribute('aria-live')).toBe('polite');
    expect(await page.locator('#send-status').getAttribute('aria-live')).toBe('polite');
  });

  it('should reach every control with the keyboard, in reading order, through the editor', async () => {
    const page = await rig.open();
    const reached: string[] = [];
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.id || document.activeElement?.className || ''));
    }
    const order = ['example', 'generate-valid', 'rule', 'generate-invalid', 'cm-content', 'api-key', 'send', 'load-media']; // as the panes read: the request, Send beside it, then the preview
    expect(reached.map((id) => (id.includes('cm-content') ? 'cm-content' : id)).filter((id) => order.includes(id))).toEqual(order);
  });

  it('should keep text at a contrast of 4.5:1 or more', async () => {
    const page = await rig.open();
    await page.selectOption('#example', 'carousel');
    await page.locator('.carousel').waitFor();
    const selectors = ['header.site p', '.note', '.pane h2', 'label', '#send', '.phone-from', '.phone-to', '.chip-text', '.card-title', '.card-description', '.card-action', '.media-type', '.media-host', '.phone-expiry'];
    for (const selector of selectors) {
      const ratios = await contrasts(page, selector);
      expect(ratios.length, selector).toBeGreaterThan(0);
      expect(Math.min(...ratios), selector).toBeGreaterThanOrEqual(4.5);
    }
    await page.locator('.cm-content').click();
    await page.keyboard.insertText(' x');
    await page.locator('.issue').first().waitFor();
    for (const selector of ['.issue-code', '.issue-description', '.issue-param']) expect(Math.min(...(await contrasts(page, selector))), selector).toBeGreaterThanOrEqual(4.5);
  });
});

describe('on a narrow window', () => {
  it('should stack the panes and scroll nothing sideways', async () => {
    const page = await rig.open({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const boxes = await Promise.all(['.request', '.send', '.preview', '.canonical'].map((selector) => page.locator(selector).boundingBox()));
    for (let index = 1; index < boxes.length; index += 1) expect(boxes[index]!.y).toBeGreaterThanOrEqual(boxes[index - 1]!.y + boxes[index - 1]!.height);
    expect(boxes.every((box) => box!.width <= 390)).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}narrow.png`, fullPage: true });
  });
});
