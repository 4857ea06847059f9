// The requests whose cost is measured against the work they carry (see README.md), built
// deterministically: n messages of one kind, one message of a chosen size, n invalid elements.
import { LIMITS } from '@rcs-send/core';

/** The organization every request is for (the in-process bridge's demo organization). */
export const ORGANIZATION_ID = '6f1c2a9e-3b7d-4e58-9a41-0c2d8e7f5b13';
/** The sender (agent) of every message. */
export const SENDER = 'acme_retail_rcs_agent';

type Json = Record<string, unknown>;

const CDN = 'https://cdn.acme-retail.com/rcs/2026/01';
/** Japanese delivery prose: 3 UTF-8 bytes a code point, so one message can reach the 250 KB limit within the field limits. */
const PROSE = 'お届け予定日は明日の午前中です。配達状況はアプリでご確認ください。住所の変更はこのメッセージに返信してください。';

/** Deterministic text of exactly `length` code points (all 3-byte characters). */
const prose = (length: number, seed: number): string => {
  const start = seed % PROSE.length;
  return (PROSE.slice(start) + PROSE.repeat(Math.ceil(length / PROSE.length) + 1)).slice(0, length);
};

/** A valid Portuguese mobile number, different for each `n` below 1,000. */
const recipient = (n: number): string => `351912345${String(n).padStart(3, '0')}`;

/** A message to recipient `n`, its content being `content`. */
const message = (n: number, content: Json): Json => ({ to: recipient(n), from: SENDER, expirationDateTime: '2030-06-30T18:30:00Z', contentMessage: content });

/** The four suggestions of card `n`, their variable fields `fill` (0 to 1) of their limits. */
function suggestions(n: number, fill: number): Json[] {
  const postbackData = (i: number): string => prose(Math.max(1, Math.round(fill * LIMITS.postbackDataMaxChars)), n + i);
  return [
    { reply: { text: 'Confirmar entrega', postbackData: postbackData(0) } },
    { openUrlAction: { text: 'Seguir a encomenda', url: `https://www.acme-retail.com/track?order=A${1000 + n}`, postbackData: postbackData(1) } },
    { dialAction: { text: 'Ligar ao apoio', phoneNumber: '+351212345678', postbackData: postbackData(2) } },
    { viewLocationAction: { text: 'Ver a loja', latitude: 38.7223, longitude: -9.1393, label: `Loja ${n}`, postbackData: postbackData(3) } },
  ];
}

/** A card with title, description, media with thumbnail and four suggestions; text fields `fill` of their limits. */
function card(n: number, fill: number): Json {
  return {
    title: prose(Math.max(1, Math.round(fill * LIMITS.cardTitleMaxChars)), n),
    description: prose(Math.max(1, Math.round(fill * LIMITS.cardDescriptionMaxChars)), n + 1),
    media: { height: 'MEDIUM', contentInfo: { fileUrl: `${CDN}/media/item-${n}.jpg`, thumbnailUrl: `${CDN}/thumbs/item-${n}.jpg`, mimeType: 'image/jpeg' } },
    suggestions: suggestions(n, fill),
  };
}

/** A request body as it arrives: compact JSON. */
const body = (messages: unknown[]): string => JSON.stringify({ organizationId: ORGANIZATION_ID, messages });

/** `count` messages to `count` different recipients, each a standalone card of about 1.4 KB (its text fields at 2% of their limits). */
export function messagesRequest(count: number): string {
  return body(Array.from({ length: count }, (_, n) => message(n, { richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent: card(n, 0.02) } } })));
}

/** One 10-card carousel message whose text fields are `fill` (0 to 1) of their limits. */
const carousel = (fill: number): Json =>
  message(0, { richCard: { carouselCard: { cardWidth: 'MEDIUM', cardContents: Array.from({ length: LIMITS.carouselCardsMax }, (_, n) => card(n, fill)) } } });

/** The UTF-8 bytes of a value's compact JSON. */
const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value), 'utf8');

/**
 * One message, a 10-card carousel (4 suggestions a card), grown to at most `targetBytes` of
 * compact JSON by lengthening its text fields (titles, descriptions, postbackData) together;
 * the request body and the message's own size in bytes.
 */
export function sizedRequest(targetBytes: number): { body: string; messageBytes: number } {
  let [low, high] = [0, 1];
  if (jsonBytes(carousel(0)) > targetBytes) throw new RangeError(`no carousel is as small as ${targetBytes} bytes`);
  for (let step = 0; step < 30; step++) {
    const middle = (low + high) / 2;
    if (jsonBytes(carousel(middle)) <= targetBytes) low = middle;
    else high = middle;
  }
  const grown = carousel(low);
  return { body: body([grown]), messageBytes: jsonBytes(grown) };
}

/** The smallest message {@link sizedRequest} builds, in bytes. */
export const smallestSizedMessage = (): number => jsonBytes(carousel(0));

/** `messages` holding `count` times the number 1: one issue a message, at most 10 allowed. */
export const invalidElementsRequest = (count: number): string => body(new Array<number>(count).fill(1));
