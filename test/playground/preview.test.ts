// The preview in a real browser: every content type and suggestion type drawn as clients draw
// them, at their sizes in dp, texts cut as clients cut them, invalid parts outlined with their
// errors, and no media fetched until the viewer asks.
import { SUGGESTION_TYPES, validateSendRequest } from '@rcs-send/core';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { EVERY_CONTENT } from './fixtures';
import { replaceText } from './page';
import { SCREENSHOTS, usePlaygroundRig, useSharedPage } from './support';

const rig = usePlaygroundRig();
const requested: string[] = [];
const sharedPage = useSharedPage(rig);
let page: Page;
let loaded: Promise<void> | undefined;
beforeEach(async () => {
  page = await sharedPage();
  loaded ??= (async () => {
    page.on('request', (request) => requested.push(request.url()));
    expect(validateSendRequest(EVERY_CONTENT, { now: new Date() }).issues).toEqual([]);
    await replaceText(page, JSON.stringify(EVERY_CONTENT, null, 2));
  })();
  await loaded;
});

/** The message frame of `index`. */
const message = (index: number) => page.locator(`.phone[data-message="${index}"]`);
/** Width and height of the first element matched, in CSS pixels (1 dp each). */
const size = async (selector: string, index: number) => {
  const box = await message(index).locator(selector).first().boundingBox();
  return box === null ? null : { width: Math.round(box.width), height: Math.round(box.height) };
};

describe('the preview', () => {
  it('should draw one phone per message with its sender and recipient, and nothing invalid', async () => {
    expect(await page.locator('.phone').count()).toBe(10);
    expect(await message(0).locator('.phone-header').textContent()).toBe('acme-storeto 351912345678');
    expect(await page.locator('#preview .invalid').count()).toBe(0);
    await page.locator('#preview').screenshot({ path: `${SCREENSHOTS}every-content.png` });
  });

  it('should draw a text bubble and one chip per suggestion type, each action with its icon and what it does', async () => {
    expect(await message(0).locator('.bubble-text').textContent()).toBe('Your order #4821 has shipped.');
    const chips = message(0).locator('.chips .chip');
    expect(await chips.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-type')))).toEqual([...SUGGESTION_TYPES]);
    expect(await chips.locator('svg.icon').evaluateAll((icons) => icons.map((icon) => icon.getAttribute('class')))).toEqual(
      SUGGESTION_TYPES.filter((type) => type !== 'reply').map((type) => `icon icon-${type}`),
    );
    expect(await chips.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))).toEqual([
      'Thanks!: Sends this reply',
      'Track parcel: Opens https://track.example.com/4821',
      'Call support: Calls +351211234567',
      'Pickup point: Shows Acme Lisboa (38.7223, -9.1393) on a map',
      'Share location: Asks for your location',
      'Add to calendar: Adds "Delivery" to the calendar, 2031-07-01T09:00:00+01:00 to 2031-07-01T13:00:00+01:00',
    ]);
  });

  it('should draw media files as placeholders of their kind and type', async () => {
    const kinds = [1, 2, 3].map((index) => message(index).locator('.bubble-media .media').evaluate((node) => [node.getAttribute('data-kind'), node.querySelector('.media-type')?.textContent]));
    expect(await Promise.all(kinds)).toEqual([
      ['image', 'image/png'],
      ['video', 'video/mp4'],
      ['pdf', 'application/pdf'],
    ]);
  });

  it('should draw standalone cards vertical (media on top, at its height) and horizontal with the media left or right', async () => {
    expect(await size('.card-vertical > .media', 4)).toMatchObject({ height: 264 });
    expect(await message(4).locator('.card-action').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-type')))).toEqual(['dialAction', 'createCalendarEventAction']);
    for (const [index, side] of [
      [5, 'left'],
      [6, 'right'],
    ] as const) {
      const media = await message(index).locator(`.card-horizontal-${side} > .media`).boundingBox();
      const body = await message(index).locator(`.card-horizontal-${side} > .card-body`).boundingBox();
      expect(media !== null && body !== null && (side === 'left' ? media.x < body.x : media.x > body.x)).toBe(true);
    }
  });

  it('should draw carousels of SMALL (120 dp) and MEDIUM (232 dp) cards, with SHORT (112) and MEDIUM (168) media', async () => {
    expect(await message(7).locator('.carousel .card').count()).toBe(3);
    expect(await size('.carousel-SMALL .card', 7)).toMatchObject({ width: 120 });
    expect(await size('.carousel-SMALL .media', 7)).toMatchObject({ height: 112 });
    expect(await size('.carousel-MEDIUM .card', 8)).toMatchObject({ width: 232 });
    expect(await size('.carousel-MEDIUM .media', 8)).toMatchObject({ height: 168 });
    expect(await message(7).locator('.card').first().locator('.card-action[data-type="reply"]').textContent()).toBe('Thanks!');
  });

  it('should cut a 200-character title to 2 lines and a long description to 5, with an ellipsis', async () => {
    const cut = (selector: string) =>
      message(9)
        .locator(selector)
        .evaluate((node) => {
          const style = getComputedStyle(node);
          return { lines: Math.round(node.clientHeight / parseFloat(style.lineHeight)), overflows: node.scrollHeight > node.clientHeight, clamp: style.webkitLineClamp };
        });
    expect(await cut('.card-title')).toEqual({ lines: 2, overflows: true, clamp: '2' });
    expect(await cut('.card-description')).toEqual({ lines: 5, overflows: true, clamp: '5' });
  });

  it('should fetch no media until "Load media" is on, then load images without a referrer', async () => {
    const { url: playground } = await rig();
    expect(requested.filter((url) => !url.startsWith(playground))).toEqual([]);
    expect(await page.locator('#preview img').count()).toBe(0);
    const referrers: (string | undefined)[] = [];
    await page.route('https://cdn.example.com/**', (route) => {
      referrers.push(route.request().headers()['referer']);
      return route.fulfill({ status: 404, body: '' });
    });
    await page.locator('#load-media').check();
    const images = page.locator('#preview img');
    expect(await images.evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('src'), node.getAttribute('referrerpolicy')]).slice(0, 2))).toEqual([
      ['https://cdn.example.com/receipt.png', 'no-referrer'],
      ['https://cdn.example.com/thumb-unboxing.mp4.png', 'no-referrer'],
    ]);
    await page.locator('#load-media').uncheck();
    expect(referrers.every((referrer) => referrer === undefined)).toBe(true);
    expect(await page.locator('#preview img').count()).toBe(0);
  });
});

describe('invalid parts', () => {
  it('should stay visible, outlined, each with its own errors', async () => {
    const broken = JSON.parse(JSON.stringify(EVERY_CONTENT)) as { messages: { contentMessage: any }[] };
    broken.messages[0]!.contentMessage.suggestions[2].dialAction.phoneNumber = '12';
    broken.messages[8]!.contentMessage.richCard.carouselCard.cardContents[1].title = 'x'.repeat(201);
    broken.messages[5]!.contentMessage.richCard.standaloneCard.cardContent.media.height = 'HUGE';
    broken.messages[3]!.contentMessage.contentInfo.mimeType = 'image/webp';
    (broken.messages[1] as Record<string, unknown>)['unknown'.repeat(30)] = true; // an issue at a long field, wrapped inside the phone
    await replaceText(page, JSON.stringify(broken, null, 2));
    const outlined = await page.locator('#preview .invalid').evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('data-param'), node.querySelector('.part-issues code')?.textContent]));
    expect(outlined).toEqual([
      ['messages[0].contentMessage.suggestions[2]', 'DIAL_PHONE_NUMBER_INVALID'],
      ['messages[1]', 'UNKNOWN_FIELD'],
      ['messages[3].contentMessage.contentInfo', 'MIME_TYPE_UNSUPPORTED'],
      ['messages[5].contentMessage.richCard.standaloneCard.cardContent.media', 'MEDIA_HEIGHT_INVALID'],
      ['messages[8].contentMessage.richCard.carouselCard.cardContents[1]', 'CARD_TITLE_TOO_LONG'],
    ]);
    expect(await page.locator('.phone-invalid').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-message')))).toEqual(['0', '1', '3', '5', '8']);
    expect(await page.locator('#preview .part-issues li').evaluateAll((items) => items.filter((item) => item.scrollWidth > item.clientWidth).length)).toBe(0);
    expect(await message(8).locator('.card').nth(1).locator('.card-title').textContent()).toBe('x'.repeat(201));
    await page.locator('#preview').screenshot({ path: `${SCREENSHOTS}invalid-parts.png` });
  });
});
