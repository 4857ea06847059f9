// A deployment's validation profile in the page (its issues at their fields, its own problems at
// their paths) and the preflight's prediction of each message beside its phone, at 1280x900.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { listedIssues, markedTexts, nextRevision, revisionOf } from './page';
import { RBM_FEATURES } from '@rcs-send/rbm';
import { API_KEY, SCREENSHOTS, usePlaygroundRig, useSharedPage } from './support';

/** Bounded waits of this file: long enough for a loaded 2-core machine. */
const WAIT = { timeout: 25_000 };
/** The example's text, which the profile below refuses. */
const TEXT_PARAM = 'messages[0].contentMessage.text';
const TRACK_URL_PARAM = 'messages[0].contentMessage.suggestions[1].openUrlAction.url';

/** The carousel example's recipient, whose device the emulator answers as unable to show a carousel. */
const NO_CAROUSEL = { '+5511961234567': { kind: 'online', features: RBM_FEATURES.filter((feature) => feature !== 'RICHCARD_CAROUSEL') } } as const;
const sharedPage = useSharedPage(usePlaygroundRig({ delivering: true, recipients: NO_CAROUSEL }), { width: 1280, height: 900 });
let page: Page;
beforeEach(async () => {
  page = await sharedPage();
});

/** Does `act` and waits for the page to validate again. */
async function revised(act: () => Promise<unknown>): Promise<void> {
  const before = await revisionOf(page);
  await act();
  await nextRevision(page, before);
}

/** Opens the shipped example `name`, as a person picks it. */
const openExample = (name: string): Promise<void> => revised(() => page.selectOption('#example', name));

/** Clears the profile: the page validates by the API's rules only again. */
const clearProfile = (): Promise<void> => revised(() => page.locator('#profile-clear').click());

/** Loads `profile` through the file input, as a person picks a file, and waits for the issue list to follow. */
async function loadProfileFile(profile: unknown): Promise<void> {
  if ((await page.locator('#profile').getAttribute('open')) === null) await page.locator('#profile summary').click();
  await revised(() => page.locator('#profile-file').setInputFiles({ name: 'profile.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(profile)) }));
}

describe('a validation profile', () => {
  it('should show the issues of a profile that refuses a term and a host at their fields, as the API\'s', async () => {
    await openExample('text-with-suggestions');
    await loadProfileFile({ refusedTerms: ['shipped'], allowedHosts: ['cdn.example.com'] });
    expect(await page.locator('#profile-state').textContent()).toBe('applied');
    expect((await listedIssues(page)).map((issue) => [issue.code, issue.param])).toEqual([
      ['PROFILE_TERM_NOT_ALLOWED', TEXT_PARAM],
      ['PROFILE_HOST_NOT_ALLOWED', TRACK_URL_PARAM],
    ]);
    expect(await markedTexts(page)).toEqual(['"text": "Your order #4821 has shipped and arrives tomorrow between 9:00 and 13:00."', '"url": "https://track.example.com/4821"']);
    expect(await page.locator('.phone[data-message="0"] .invalid[data-param]').evaluateAll((parts) => parts.map((part) => part.getAttribute('data-param')))).toEqual(expect.arrayContaining([TEXT_PARAM]));
    await page.screenshot({ path: `${SCREENSHOTS}profile-issues.png` });

    await clearProfile();
    expect([await page.locator('#profile-state').textContent(), await listedIssues(page)]).toEqual(['none', []]);
  });

  it('should list the problems of a bad profile at their paths, and validate by the API\'s rules only', async () => {
    await loadProfileFile({ allowedHosts: ['cdn.example.com', 7], maxMessages: 0 });
    expect(await page.locator('#profile-state').textContent()).toBe('not applied');
    const problems = await page.locator('#profile-problems .issue-param').allTextContents();
    expect(problems).toEqual(['allowedHosts[1]', 'maxMessages']);
    expect(await listedIssues(page)).toEqual([]);
    await page.locator('#profile-problems').screenshot({ path: `${SCREENSHOTS}profile-problems.png` });
    await clearProfile();
  });
});

describe('the preflight', () => {
  it('should draw each message\'s prediction beside its phone, with the totals, and the exact AgentMessage on demand', async () => {
    await openExample('text-with-suggestions');
    await loadProfileFile({ refusedTerms: ['shipped'] }); // the page's own rules: the server's preflight does not know them
    await page.locator('#api-key').fill(API_KEY);
    await page.locator('#preflight').click();
    await page.locator('#send-status[data-operation="preflight"][data-status]').waitFor(WAIT);
    expect(await page.locator('#send-status').textContent()).toBe('Preflight: 1 of 1 messages valid, 1 unit; balance 1000, after the send 999.');
    const row = page.locator('.phone-row', { has: page.locator('.phone[data-message="0"]') });
    const prediction = row.locator('.prediction');
    await prediction.waitFor(WAIT);
    expect(await prediction.getAttribute('data-channel')).toBe('RCS');
    const terms = await prediction.locator('dt').allTextContents();
    const values = await prediction.locator('dd').allTextContents();
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toMatchObject({ Units: '1', Channel: 'RCS', Traffic: 'TRANSACTION' });
    const [phoneBox, predictionBox] = [await row.locator('.phone').boundingBox(), await prediction.boundingBox()];
    expect(predictionBox?.x).toBeGreaterThanOrEqual((phoneBox?.x ?? 0) + (phoneBox?.width ?? 0)); // beside it at 1280x900, not under
    expect(await page.locator('#issue-list .issue-code').allTextContents()).toEqual(['PROFILE_TERM_NOT_ALLOWED']);
    await page.screenshot({ path: `${SCREENSHOTS}preflight-prediction.png` });

    await prediction.locator('.agent-message summary').click();
    const agentMessage = JSON.parse((await prediction.locator('.agent-message pre').textContent()) ?? '') as { contentMessage: { text: string } };
    expect(agentMessage.contentMessage.text).toContain('has shipped');
    await page.locator('#preview').screenshot({ path: `${SCREENSHOTS}preflight-agent-message.png` });
  });

  it("should ask each recipient's device when its box is ticked, and say what it cannot show", async () => {
    await openExample('carousel');
    await page.locator('#api-key').fill(API_KEY);
    const recipientRow = async (): Promise<string | undefined> => {
      await page.locator('#send-status[data-operation="preflight"][data-status="200"]').waitFor(WAIT);
      const prediction = page.locator('.phone-row', { has: page.locator('.phone[data-message="0"]') }).locator('.prediction');
      await prediction.waitFor(WAIT);
      const terms = await prediction.locator('dt').allTextContents();
      return (await prediction.locator('dd').allTextContents())[terms.indexOf('Recipient')];
    };
    await page.locator('#preflight').click();
    expect(await recipientRow()).toBeUndefined(); // not asked: nothing said of the device
    await page.locator('#send-status').evaluate((status) => delete (status as HTMLElement).dataset['status']);
    await page.locator('#preflight-capabilities').check();
    await page.locator('#preflight').click();
    expect(await recipientRow()).toBe('reachable, lacks RICHCARD_CAROUSEL');
    await page.locator('#preview').screenshot({ path: `${SCREENSHOTS}preflight-capabilities.png` });
    await page.locator('#preflight-capabilities').uncheck();
    await openExample('text-with-suggestions');
  });

  it('should drop the predictions once the text changes, and show an error answer clearly', async () => {
    await openExample('carousel');
    expect(await page.locator('.prediction').count()).toBe(0);
    await page.locator('#api-key').fill('rcs_wrong_key');
    await page.locator('#preflight').click();
    await page.waitForFunction(() => document.querySelector('#send-status')?.getAttribute('data-status') === '401', undefined, WAIT);
    expect(await page.locator('#send-status').textContent()).toBe('Preflight: HTTP 401');
    expect(JSON.parse((await page.locator('#send-answer').textContent()) ?? '')).toMatchObject({ error: { code: 'UNAUTHENTICATED' }, messages: null });
    await clearProfile();
  });
});
