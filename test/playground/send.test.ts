// Sending from the page, and starting from an example or a generated request.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { listedIssues, nextRevision, replaceText, revisionOf } from './page';
import { API_KEY, EXAMPLE_ORGANIZATION, SCREENSHOTS, usePlaygroundRig, useSharedPage } from './support';

const sharedPage = useSharedPage(usePlaygroundRig());
let page: Page;
beforeEach(async () => {
  page = await sharedPage();
});

describe('the shipped examples', () => {
  it('should load each example, valid, and write a screenshot of its preview', async () => {
    const names = await page.locator('#example option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ''));
    expect(names).toEqual(['text-with-suggestions', 'carousel', 'media-only', 'standalone-card']);
    for (const name of names) {
      const before = await revisionOf(page);
      await page.selectOption('#example', name);
      await nextRevision(page, before);
      expect(await page.locator('#issue-count').textContent()).toBe('No issues: the request is valid.');
      expect(await page.locator('.phone').count()).toBeGreaterThan(0);
      await page.locator('#preview').screenshot({ path: `${SCREENSHOTS}example-${name}.png` });
    }
  });
});

describe('Send', () => {
  it('should post the text with the key typed, show 202 and the answer, and store the key nowhere', async () => {
    const before = await revisionOf(page);
    await page.selectOption('#example', 'text-with-suggestions');
    await nextRevision(page, before);
    await page.locator('#api-key').fill(API_KEY);
    await page.locator('#send').click();
    await page.locator('#send-status[data-status]').waitFor();
    expect(await page.locator('#send-status').textContent()).toBe('HTTP 202: every message accepted');
    expect(JSON.parse((await page.locator('#send-answer').textContent()) ?? '')).toMatchObject({ error: null, messages: [{ index: 0, status: 'ACCEPTED' }] });
    const stored = await page.evaluate(() => JSON.stringify([localStorage, sessionStorage, document.cookie]));
    expect(stored).not.toContain(API_KEY);
    expect(await page.context().cookies()).toEqual([]);
  });

  it('should say what to change when the request names an organization the server lacks, and that the examples name their own', async () => {
    expect(await page.locator('#send-tenant').textContent()).toContain('set organizationId and each from to those of this server'); // this server names no demo tenant
    await page.selectOption('#example', 'text-with-suggestions');
    const text = await page.evaluate(() => Array.from(document.querySelectorAll('.cm-line'), (line) => line.textContent).join('\n'));
    await replaceText(page, text.replace(EXAMPLE_ORGANIZATION, '6f1d7e3c-9b52-4a4f-8c8e-2d3f4a516273'));
    await page.locator('#api-key').fill(API_KEY);
    await page.locator('#send').click();
    await page.waitForFunction(() => document.querySelector('#send-status')?.getAttribute('data-status') === '404');
    expect(await page.locator('#send-status').textContent()).toBe('HTTP 404 (this server has no such organization: set organizationId to one of its own)');
  });

  it('should show the error answer of a wrong key', async () => {
    await page.locator('#api-key').fill('rcs_wrong_key');
    await page.locator('#send').click();
    await page.waitForFunction(() => document.querySelector('#send-status')?.getAttribute('data-status') === '401');
    expect(JSON.parse((await page.locator('#send-answer').textContent()) ?? '')).toMatchObject({ error: { code: 'UNAUTHENTICATED' }, messages: null });
  });
});

describe('generation', () => {
  it('should generate a valid request in one click', async () => {
    const before = await revisionOf(page);
    await page.locator('#generate-valid').click();
    await nextRevision(page, before);
    expect(await page.locator('#generated').textContent()).toMatch(/^A valid request \(seed \d+\)\.$/);
    expect(await page.locator('#issue-count').textContent()).toBe('No issues: the request is valid.');
    expect(await page.locator('.phone').count()).toBeGreaterThan(0);
    expect(await page.locator('#preview .invalid').count()).toBe(0);
  });

  it('should generate a request that breaks the chosen rule, reported at the param the note names', async () => {
    for (const code of ['TO_INVALID_NUMBER', 'CARD_TITLE_TOO_LONG', 'DIAL_PHONE_NUMBER_INVALID', 'UNKNOWN_FIELD', 'MESSAGES_EMPTY']) {
      await page.selectOption('#rule', code);
      const before = await revisionOf(page);
      await page.locator('#generate-invalid').click();
      await nextRevision(page, before);
      const note = (await page.locator('#generated').textContent()) ?? '';
      const param = new RegExp(`^Breaks ${code} at (.*) \\(seed \\d+\\)\\.$`).exec(note)?.[1];
      expect(param, note).toBeDefined();
      expect((await listedIssues(page)).map((issue) => [issue.code, issue.param]), note).toEqual([[code, param]]);
    }
  });
});
