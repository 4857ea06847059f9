// Live validation in a real browser: every issue listed with its code, param and description,
// each marked at its field in the editor, a malformed JSON at its line and column, as typed.
import { validateSendRequest } from '@rcs-send/core';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { listedIssues, markedTexts, nextRevision, replaceText, revisionOf } from './page';
import { SCREENSHOTS, usePlaygroundRig, useSharedPage } from './support';

const BROKEN = {
  organizationId: 'not-a-uuid',
  messages: [
    {
      to: '+351 912 345 678',
      from: 'acme-notifications',
      contentMessage: {
        text: 'Hello',
        suggestions: [
          { reply: { text: 'A reply far longer than 25 chars', postbackData: 'r' } },
          { dialAction: { text: 'Call', phoneNumber: '0800 123', postbackData: 'd' } },
        ],
      },
    },
    { to: '351912345678', contentMessage: { contentInfo: { fileUrl: 'http://cdn.example.com/a.png', mimeType: 'image/webp' } } },
  ],
};

const sharedPage = useSharedPage(usePlaygroundRig());
let page: Page;
beforeEach(async () => {
  page = await sharedPage();
});

describe('live validation', () => {
  it('should list every issue of the core with its code, param and description, and mark each at its field', async () => {
    const text = JSON.stringify(BROKEN, null, 2);
    await replaceText(page, text);
    const expected = validateSendRequest(BROKEN).issues;
    expect(expected.length).toBe(6);
    expect(await listedIssues(page)).toEqual(expected.map(({ code, param, description }) => ({ code, param, description })));
    expect(await page.locator('#issue-count').textContent()).toBe('6 issues, in 2 of 2 messages.');
    expect(await markedTexts(page)).toEqual([
      '"organizationId": "not-a-uuid"',
      '"text": "A reply far longer than 25 chars"',
      '"phoneNumber": "0800 123"',
      '{',
      '"fileUrl": "http://cdn.example.com/a.png"',
      '"mimeType": "image/webp"',
    ]);
    expect(await page.locator('.cm-lint-marker-error').count()).toBeGreaterThanOrEqual(5);
    await page.screenshot({ path: `${SCREENSHOTS}page-with-issues.png` });
  });

  it('should move the cursor to an issue and focus the editor when the issue is selected', async () => {
    await page.locator('#issue-list .issue', { hasText: 'DIAL_PHONE_NUMBER_INVALID' }).click();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(true);
    expect(await page.evaluate(() => document.getSelection()?.toString())).toBe('"phoneNumber": "0800 123"');
  });

  it('should mark malformed JSON at its line and column', async () => {
    await replaceText(page, '{\n  "organizationId": "x",\n  "messages": [,]\n}');
    expect(await page.locator('#issue-count').textContent()).toBe("Not JSON: Expected a value, found ',' at line 3, column 16.");
    expect(await listedIssues(page)).toEqual([{ code: 'MALFORMED_JSON', param: 'line 3, column 16', description: "Expected a value, found ','" }]);
    expect(await markedTexts(page)).toEqual([',']);
    expect(await page.locator('#preview').getAttribute('class')).toContain('stale');
  });

  it('should follow the text as it is typed, key by key', async () => {
    await replaceText(page, JSON.stringify({ organizationId: '2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04', messages: [{ to: '351912345678', from: 'acme', contentMessage: { text: 'Hi' } }] }, null, 2));
    expect(await page.locator('#issue-count').textContent()).toBe('No issues: the request is valid.');
    await page.locator('.cm-line', { hasText: '"to"' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    let before = await revisionOf(page);
    await page.keyboard.type('x');
    await nextRevision(page, before);
    expect(await listedIssues(page)).toMatchObject([{ code: 'TO_INVALID_FORMAT', param: 'messages[0].to' }]);
    expect(await markedTexts(page)).toEqual(['"to": "351912345678x"']);
    before = await revisionOf(page);
    await page.keyboard.press('Backspace');
    await nextRevision(page, before);
    expect(await listedIssues(page)).toEqual([]);
    expect(await markedTexts(page)).toEqual([]);
  });

  it('should show what the core made of the input beside it', async () => {
    await replaceText(page, JSON.stringify({ organizationId: '2F1C7A4E-8B3D-4C6A-9E2F-5D7B1A3C9E04', messages: [{ to: '+351 912 345 678', from: 'acme', contentMessage: { text: 'Hi' } }] }));
    const rows = await page.locator('#canonical table.changes tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent)));
    expect(rows).toEqual([
      ['organizationId', '"2F1C7A4E-8B3D-4C6A-9E2F-5D7B1A3C9E04"', '"2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04"'],
      ['messages[0].to', '"+351 912 345 678"', '"351912345678"'],
    ]);
    expect(JSON.parse((await page.locator('#canonical pre').textContent()) ?? '')).toMatchObject({ messages: [{ to: '351912345678' }] });
  });
});
