// Requests that show every content type and every suggestion type the preview draws.
import { EXAMPLE_ORGANIZATION } from './support';

const info = (mimeType: string, name: string, thumbnail = false) => ({
  fileUrl: `https://cdn.example.com/${name}`,
  mimeType,
  ...(thumbnail ? { thumbnailUrl: `https://cdn.example.com/thumb-${name}.png` } : {}),
});
const card = (title: string, height: string, suggestions: unknown[] = []) => ({
  title,
  description: 'Light, waterproof and 20% off this week only.',
  media: { height, contentInfo: info('image/jpeg', `${title}.jpg`) },
  ...(suggestions.length === 0 ? {} : { suggestions }),
});
/** One suggestion of every type, in documented order. */
const EVERY_SUGGESTION = [
  { reply: { text: 'Thanks!', postbackData: 'ack' } },
  { openUrlAction: { text: 'Track parcel', url: 'https://track.example.com/4821', postbackData: 'track' } },
  { dialAction: { text: 'Call support', phoneNumber: '+351211234567', postbackData: 'call' } },
  { viewLocationAction: { text: 'Pickup point', latitude: 38.7223, longitude: -9.1393, label: 'Acme Lisboa', postbackData: 'map' } },
  { shareLocationAction: { text: 'Share location', postbackData: 'share' } },
  { createCalendarEventAction: { text: 'Add to calendar', title: 'Delivery', startTime: '2031-07-01T09:00:00+01:00', endTime: '2031-07-01T13:00:00+01:00', postbackData: 'cal' } },
];
const standalone = (cardOrientation: string, thumbnailImageAlignment: string | undefined, cardContent: unknown) => ({
  richCard: { standaloneCard: { cardOrientation, ...(thumbnailImageAlignment === undefined ? {} : { thumbnailImageAlignment }), cardContent } },
});
const carousel = (cardWidth: string, height: string) => ({
  richCard: { carouselCard: { cardWidth, cardContents: [card(`${cardWidth} one`, height, [EVERY_SUGGESTION[0]]), card(`${cardWidth} two`, height), card(`${cardWidth} three`, height)] } },
});

/** The content of each message of {@link EVERY_CONTENT}, in order. */
const CONTENTS = [
  { text: 'Your order #4821 has shipped.', suggestions: EVERY_SUGGESTION },
  { contentInfo: info('image/png', 'receipt.png') },
  { contentInfo: info('video/mp4', 'unboxing.mp4', true) },
  { contentInfo: info('application/pdf', 'invoice.pdf') },
  standalone('VERTICAL', undefined, card('Vertical', 'TALL', [EVERY_SUGGESTION[2], EVERY_SUGGESTION[5]])),
  standalone('HORIZONTAL', 'LEFT', card('Left', 'MEDIUM', [EVERY_SUGGESTION[1]])),
  standalone('HORIZONTAL', 'RIGHT', card('Right', 'SHORT', [EVERY_SUGGESTION[3], EVERY_SUGGESTION[4]])),
  carousel('SMALL', 'SHORT'),
  carousel('MEDIUM', 'MEDIUM'),
  standalone('VERTICAL', undefined, { title: 'T'.repeat(200), description: 'word '.repeat(400).trim() }),
];

/** A valid request of ten messages: every content type, card layout, width and media height. */
export const EVERY_CONTENT = {
  organizationId: EXAMPLE_ORGANIZATION,
  messages: CONTENTS.map((contentMessage) => ({ to: '351912345678', from: 'acme-store', contentMessage })),
};
