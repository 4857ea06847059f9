// The benchmark payloads S, M, L and X (see README.md), built deterministically, plus P
// (10 single-text messages) which isolates the core's cost per recipient number.
// Every request has its own, all different recipients: real valid mobile numbers of several
// countries, taken from libphonenumber-js's example numbers (no verdict cache can help).
import { getExampleNumber, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';

/** One benchmark payload: its name, what it is, its JSON text and whether the core must accept it. */
export interface Payload {
  /** Short name: S, M, L, X or P. */
  name: string;
  /** One line describing the payload. */
  description: string;
  /** The request body exactly as it arrives: compact JSON. */
  body: string;
  /** UTF-8 byte length of `body`. */
  bytes: number;
  /** True when every rule holds (the core must say ok). */
  valid: boolean;
  /** For an invalid payload, the `param` at which the core must report its violation. */
  violationParam?: string;
}

/** The clock every validation runs with: well before every expirationDateTime below. */
export const NOW = new Date('2026-01-15T09:00:00Z');

/** The param of the single violation of X: a 26-character reply text in card 7 of message 3. */
const X_VIOLATION_PARAM =
  'messages[3].contentMessage.richCard.carouselCard.cardContents[7].suggestions[0].reply.text';

const ORGANIZATION_ID = '6f1c2a9e-3b7d-4e58-9a41-0c2d8e7f5b13';
const FROM = 'acme_retail_rcs_agent';

/** Recipients per payload: one country each, so every number of a request differs. */
const COUNTRIES = {
  S: ['PT'],
  M: ['GB', 'DE', 'FR', 'ES', 'IT', 'BR', 'IN', 'US', 'JP', 'AU'],
  L: ['NL', 'BE', 'MX', 'ZA', 'NG', 'AR', 'SE', 'PL', 'CH', 'TR'],
  P: ['IE', 'AT', 'DK', 'NO', 'FI', 'GR', 'AE', 'SG', 'ID', 'KE'],
} as const satisfies Record<string, readonly CountryCode[]>;

/** The example mobile number of `country`, as canonical MSISDN digits (no plus sign). */
function msisdn(country: CountryCode): string {
  const number = getExampleNumber(country, examples);
  if (number === undefined) throw new Error(`no example mobile number for ${country}`);
  return number.number.slice(1);
}

const WORDS = (
  'a sua encomenda foi enviada hoje e chega amanhã entre as nove e as treze horas ' +
  'your order has shipped and will arrive tomorrow between nine and one o’clock ' +
  'ihre bestellung wurde versandt und kommt morgen früh an votre commande arrive demain ' +
  'consulte o estado da entrega na aplicação ou responda a esta mensagem para alterar a morada'
).split(' ');

/** Deterministic prose of exactly `length` UTF-16 units (all in the BMP, so also code points). */
function prose(length: number, seed: number): string {
  let out = '';
  for (let i = seed; out.length < length; i = (i * 7 + 3) % WORDS.length) out += `${WORDS[i]} `;
  return out.slice(0, length).trimEnd().padEnd(length, '.');
}

/** A JSON object of the request body. */
type Json = Record<string, unknown>;

const CDN = 'https://cdn.acme-retail.com/rcs/2026/01';

/** A contentInfo of `kind` (jpeg, png, mp4, pdf), `n` keeps URLs distinct. */
function contentInfo(kind: 'jpeg' | 'png' | 'mp4' | 'pdf', n: number, thumbnail: boolean): Json {
  const mime = { jpeg: 'image/jpeg', png: 'image/png', mp4: 'video/mp4', pdf: 'application/pdf' }[kind];
  const extension = kind === 'jpeg' ? 'jpg' : kind;
  return thumbnail
    ? { fileUrl: `${CDN}/media/item-${n}.${extension}`, thumbnailUrl: `${CDN}/thumbs/item-${n}.jpg`, mimeType: mime }
    : { fileUrl: `${CDN}/media/item-${n}.${extension}`, mimeType: mime };
}

/** Suggestion number `n` of type `type`, with the given dial number for dialAction. */
function suggestion(type: number, n: number, dial: string): Json {
  const postbackData = `pb_${n}_${prose(24, n).replace(/[^a-z]/g, '_')}`;
  switch (type % 6) {
    case 0:
      return { reply: { text: `Sim, confirmo ${n}`.slice(0, 25), postbackData } };
    case 1:
      return { openUrlAction: { text: 'Seguir a encomenda', url: `https://www.acme-retail.com/track?order=A${1000 + n}&lang=pt`, postbackData } };
    case 2:
      return { dialAction: { text: 'Ligar ao apoio', phoneNumber: `+${dial}`, postbackData } };
    case 3:
      return {
        viewLocationAction: { text: 'Ver a loja', latitude: 38.7223 + n / 1000, longitude: -9.1393 - n / 1000, label: `Loja ${n}, Avenida da Liberdade`, postbackData },
      };
    case 4:
      return { shareLocationAction: { text: 'Partilhar localização', postbackData } };
    default:
      return {
        createCalendarEventAction: {
          text: 'Marcar entrega',
          title: `Entrega da encomenda A${1000 + n}`,
          description: prose(120, n),
          startTime: '2030-06-15T09:00:00+01:00',
          endTime: '2030-06-15T13:00:00.250+01:00',
          postbackData,
        },
      };
  }
}

/** A card of a carousel or standalone card: title, description, media with thumbnail, suggestions. */
function card(n: number, descriptionLength: number, suggestionCount: number, dial: string): Json {
  const suggestions = Array.from({ length: suggestionCount }, (_, i) => suggestion(n + i, n * 10 + i, dial));
  return {
    title: `Artigo ${n}: ${prose(40, n)}`,
    description: prose(descriptionLength, n + 1),
    media: { height: (['SHORT', 'MEDIUM', 'TALL'] as const)[n % 3], contentInfo: contentInfo(n % 2 === 0 ? 'jpeg' : 'png', n, true) },
    suggestions,
  };
}

/** A message to `to`, its contentMessage being `content`. */
function message(to: string, n: number, content: Json): Json {
  return { to, from: FROM, expirationDateTime: `2030-01-${String(10 + n).padStart(2, '0')}T18:30:00Z`, contentMessage: content };
}

/** A carousel message of `cards` cards. */
function carousel(to: string, n: number, cards: number, descriptionLength: number, dial: string): Json {
  const cardContents = Array.from({ length: cards }, (_, i) => card(n * 100 + i, descriptionLength, 4, dial));
  return message(to, n, { richCard: { carouselCard: { cardWidth: n % 2 === 0 ? 'MEDIUM' : 'SMALL', cardContents } } });
}

/** S: 1 text message with 2 suggestions. */
function buildS(): Json {
  const [to] = COUNTRIES.S.map(msisdn) as [string];
  const text = 'A sua encomenda A1001 foi enviada e chega amanhã entre 9h e 13h. Pode seguir a entrega ou alterar a morada até às 20h.';
  return {
    organizationId: ORGANIZATION_ID,
    messages: [
      message(to, 0, {
        text,
        suggestions: [
          { reply: { text: 'Alterar morada', postbackData: 'addr_new_A1001' } },
          { openUrlAction: { text: 'Seguir a encomenda', url: 'https://www.acme-retail.com/track?order=A1001', postbackData: 'track_A1001' } },
        ],
      }),
    ],
  };
}

/** M: 10 mixed messages, as listed in README.md. */
function buildM(): Json {
  const to = COUNTRIES.M.map(msisdn);
  const dial = msisdn('PT');
  const at = (i: number): string => to[i] as string;
  const messages: Json[] = [
    // 0: text with every suggestion type, 11 suggestions
    message(at(0), 0, { text: prose(300, 1), suggestions: Array.from({ length: 11 }, (_, i) => suggestion(i, i, dial)) }),
    // 1: media-only jpeg
    message(at(1), 1, { contentInfo: contentInfo('jpeg', 1, true) }),
    // 2: standalone vertical card
    message(at(2), 2, { richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent: card(2, 200, 4, dial) } } }),
    // 3: an 8-card carousel (X breaks card 7 of this one)
    carousel(at(3), 3, 8, 160, dial),
    // 4: media-only mp4 with a thumbnail
    message(at(4), 4, { contentInfo: contentInfo('mp4', 4, true) }),
    // 5: standalone horizontal card
    message(at(5), 5, {
      richCard: { standaloneCard: { cardOrientation: 'HORIZONTAL', thumbnailImageAlignment: 'LEFT', cardContent: card(5, 300, 3, dial) } },
    }),
    // 6: text with 4 suggestions
    message(at(6), 6, { text: prose(300, 6), suggestions: Array.from({ length: 4 }, (_, i) => suggestion(i * 2, 60 + i, dial)) }),
    // 7: media-only pdf
    message(at(7), 7, { contentInfo: contentInfo('pdf', 7, false) }),
    // 8: plain text, no suggestions
    message(at(8), 8, { text: prose(400, 8) }),
    // 9: standalone vertical card, title and description only
    message(at(9), 9, { richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent: { title: prose(60, 9), description: prose(300, 10) } } } }),
  ];
  return { organizationId: ORGANIZATION_ID, messages };
}

/** L: 10 messages, each a carousel of 10 full cards. */
function buildL(): Json {
  const dial = msisdn('PT');
  return { organizationId: ORGANIZATION_ID, messages: COUNTRIES.L.map((country, i) => carousel(msisdn(country), i, 10, 140, dial)) };
}

/** X: M with a 26-character reply text in card 7 of message 3 (one violation, deep inside). */
function buildX(): Json {
  const request = buildM() as { messages: Array<{ contentMessage: { richCard: { carouselCard: { cardContents: Json[] } } } }> };
  const target = request.messages[3]?.contentMessage.richCard.carouselCard.cardContents[7];
  if (target === undefined) throw new Error('M has no card 7 in message 3');
  const suggestions = target['suggestions'] as Json[];
  suggestions[0] = { reply: { text: 'Confirmo a entrega amanhã!', postbackData: 'confirm_delivery_A1307' } };
  return request;
}

/** P: 10 single-text messages, one recipient each: the per-number cost of the core. */
function buildP(): Json {
  return {
    organizationId: ORGANIZATION_ID,
    messages: COUNTRIES.P.map((country, i) => message(msisdn(country), i, { text: `Código de acesso: ${123456 + i}` })),
  };
}

/** Wraps a request object as a payload. */
function payload(name: string, description: string, request: Json, valid: boolean): Payload {
  const body = JSON.stringify(request);
  const base = { name, description, body, bytes: Buffer.byteLength(body, 'utf8'), valid };
  return valid ? base : { ...base, violationParam: X_VIOLATION_PARAM };
}

/** The payloads, in the order they are measured: S, M, L, X, then P (phone-number cost). */
export function buildPayloads(): Payload[] {
  return [
    payload('S', '1 text message, 2 suggestions', buildS(), true),
    payload('M', '10 mixed messages (text + 11 suggestions, 8-card carousel, jpeg/mp4/pdf, vertical and horizontal cards)', buildM(), true),
    payload('L', '10 messages, each a 10-card carousel (title, description, media + thumbnail, 4 suggestions)', buildL(), true),
    payload('X', 'M with a 26-character reply text in card 7 of message 3', buildX(), false),
    payload('P', '10 single-text messages, 10 recipients of 10 countries', buildP(), true),
  ];
}
