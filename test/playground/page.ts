// What the browser tests do on the page, as a person would.
import type { Page } from 'playwright-core';

/** The revision of the issue list: it grows by one each time the text is validated again. */
export async function revisionOf(page: Page): Promise<number> {
  return Number(await page.locator('#issue-list').getAttribute('data-revision'));
}

/** Waits until the issue list is redrawn after `previous`. */
export async function nextRevision(page: Page, previous: number): Promise<void> {
  await page.waitForFunction((before) => Number(document.querySelector('#issue-list')?.getAttribute('data-revision')) > before, previous);
}

/**
 * Replaces the editor's text as a paste over a selection would (one change: a Delete first made
 * an empty text whose redraw a slow machine could take for the new text's), and waits for the
 * issue list to follow.
 */
export async function replaceText(page: Page, text: string): Promise<void> {
  const before = await revisionOf(page);
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
  await nextRevision(page, before);
}

/** The issues listed: code, param and description of each. */
export async function listedIssues(page: Page): Promise<{ code: string; param: string; description: string }[]> {
  return page.locator('#issue-list .issue').evaluateAll((buttons) =>
    buttons.map((button) => ({
      code: button.querySelector('.issue-code')?.textContent ?? '',
      param: button.querySelector('.issue-param')?.textContent ?? '',
      description: button.querySelector('.issue-description')?.textContent ?? '',
    })),
  );
}

/** The texts underlined by the editor's error markers, in document order. */
export async function markedTexts(page: Page): Promise<string[]> {
  return page.locator('.cm-lintRange-error').allTextContents();
}
