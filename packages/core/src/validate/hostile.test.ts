import { describe, expect, it } from 'vitest';
import { LIMITS, validateMessage, validateSendRequest } from '../index';
import {
  CC,
  CM,
  M,
  NOW,
  ORGANIZATION_ID,
  SCC,
  TO,
  cardMedia,
  carouselMessage,
  codes,
  everySuggestion,
  get,
  issuesOf,
  mediaMessage,
  reply,
  set,
  standaloneMessage,
  textMessage,
  validRequest,
  validate,
  type Obj,
} from '../../test-support/testPayloads';

/** Defines an enumerable own getter that throws. */
function throwingGetter<T extends object>(target: T, key: PropertyKey): T {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      throw new Error(`boom: ${String(key)}`);
    },
  });
  return target;
}

/** A revoked Proxy: every operation on it throws, even Array.isArray. */
function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** Throws when called: as a `length` of {@link lyingLength}, a length whose read throws. */
function thrower(): never {
  throw new Error('length');
}

/** `target` behind a Proxy whose `length` is `length` (called at each read when a function). */
function lyingLength(target: unknown[], length: unknown): unknown[] {
  return new Proxy(target, {
    get(array, key, receiver) {
      if (key === 'length') return typeof length === 'function' ? (length as () => unknown)() : length;
      return Reflect.get(array, key, receiver) as unknown;
    },
  });
}

/** Freezes `value` and everything reachable from it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Obj)[key]);
  }
  return value;
}

/** Three messages, the middle one given: the other two must stay ok whatever the middle does. */
const around = (middle: unknown): Obj => validRequest(textMessage(), middle, mediaMessage());

function expectNeighboursOk(result: ReturnType<typeof validateSendRequest>): void {
  expect(result.messages).toHaveLength(3);
  expect(result.messages[0]).toEqual({ index: 0, ok: true, issues: [], value: textMessage() });
  expect(result.messages[2]).toEqual({ index: 2, ok: true, issues: [], value: mediaMessage() });
}

describe('FIELD_UNREADABLE', () => {
  it('a getter that throws on a message field is reported at that field\'s path; the other messages are unaffected', () => {
    const result = validate(around(throwingGetter(textMessage(), 'from')));
    expect(codes(result)).toEqual([`FIELD_UNREADABLE@${M(1)}.from`]);
    expectNeighboursOk(result);
  });

  it('a throwing getter on a required field is unreadable, not missing', () => {
    expect(issuesOf(around(throwingGetter(textMessage(), 'to')))).toEqual([`FIELD_UNREADABLE@${M(1)}.to`]);
    expect(issuesOf(around(throwingGetter(textMessage(), 'contentMessage')))).toEqual([`FIELD_UNREADABLE@${M(1)}.contentMessage`]);
  });

  it('deep fields: a card title, a suggestion field, a contentInfo field', () => {
    const card = standaloneMessage();
    throwingGetter((card.contentMessage as { richCard: { standaloneCard: { cardContent: Obj } } }).richCard.standaloneCard.cardContent, 'title');
    expect(issuesOf(around(card))).toEqual([`FIELD_UNREADABLE@${SCC(1)}.title`]);

    const withSuggestion = textMessage('x', [reply()]);
    throwingGetter(((withSuggestion.contentMessage as Obj).suggestions as Obj[])[0]?.reply as Obj, 'postbackData');
    expect(issuesOf(around(withSuggestion))).toEqual([`FIELD_UNREADABLE@${CM(1)}.suggestions[0].reply.postbackData`]);

    const media = mediaMessage();
    throwingGetter((media.contentMessage as { contentInfo: Obj }).contentInfo, 'mimeType');
    expect(issuesOf(around(media))).toEqual([`FIELD_UNREADABLE@${CM(1)}.contentInfo.mimeType`]);
  });

  it('a throwing getter on an element of messages is reported at that element', () => {
    const messages = [textMessage(), textMessage(), mediaMessage()];
    throwingGetter(messages, 1);
    const result = validate({ organizationId: ORGANIZATION_ID, messages });
    expect(codes(result)).toEqual([`FIELD_UNREADABLE@${M(1)}`]);
    expectNeighboursOk(result);
  });

  it('a throwing getter on an element of suggestions is reported at that element', () => {
    const suggestions = [reply(), reply()];
    throwingGetter(suggestions, 0);
    expect(issuesOf(around(textMessage('x', suggestions)))).toEqual([`FIELD_UNREADABLE@${CM(1)}.suggestions[0]`]);
  });

  it('a throwing getter on a root field is reported at that field (no leading dot)', () => {
    expect(issuesOf(throwingGetter({ messages: [textMessage()] }, 'organizationId'))).toEqual(['FIELD_UNREADABLE@organizationId']);
    expect(codes(validateSendRequest(throwingGetter({ organizationId: ORGANIZATION_ID }, 'messages'), { now: NOW }))).toEqual([
      'FIELD_UNREADABLE@messages',
    ]);
  });

  it('a throwing getter on an unknown key: reported at that key\'s path only', () => {
    const result = validate(around(throwingGetter(textMessage(), 'extra')));
    expect(result.messages[1]?.issues.every((issue) => issue.param === `${M(1)}.extra`)).toBe(true);
    expect(codes(result)).toContain(`FIELD_UNREADABLE@${M(1)}.extra`);
    expectNeighboursOk(result);
  });

  it('a Proxy whose ownKeys trap throws, as a message: unreadable at the message; the others are unaffected', () => {
    const hostile = new Proxy(textMessage(), {
      ownKeys() {
        throw new Error('ownKeys');
      },
    });
    const result = validate(around(hostile));
    expect(codes(result)[0]).toBe(`FIELD_UNREADABLE@${M(1)}`);
    expect(result.messages[1]?.ok).toBe(false);
    expectNeighboursOk(result);
  });

  it('a Proxy whose getOwnPropertyDescriptor trap throws, as a contentMessage: unreadable there', () => {
    const hostile = new Proxy(
      { text: 'x' },
      {
        getOwnPropertyDescriptor() {
          throw new Error('gOPD');
        },
      },
    );
    const result = validate(around({ ...textMessage(), contentMessage: hostile }));
    expect(codes(result)[0]).toBe(`FIELD_UNREADABLE@${CM(1)}`);
    expectNeighboursOk(result);
  });

  it('a Proxy whose get trap throws for one key: unreadable at that key only', () => {
    const hostile = new Proxy(textMessage(), {
      get(target, key, receiver) {
        if (key === 'from') throw new Error('get');
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const result = validate(around(hostile));
    expect(codes(result)).toEqual([`FIELD_UNREADABLE@${M(1)}.from`]);
    expectNeighboursOk(result);
  });

  // A revoked Proxy cannot be inspected at all (even Array.isArray throws): the core treats it as a
  // value of the wrong type (commit e87d582), at that value's path, never as an exception.
  it('a revoked Proxy as a message is a type error at that message; the other messages are unaffected', () => {
    const result = validate(around(revoked()));
    expect(codes(result)).toEqual([`FIELD_INVALID_TYPE@${M(1)}`]);
    expectNeighboursOk(result);
  });

  it('a revoked Proxy as a contentMessage is a type error at ...contentMessage', () => {
    const result = validate(around({ ...textMessage(), contentMessage: revoked() }));
    expect(codes(result)).toEqual([`FIELD_INVALID_TYPE@${CM(1)}`]);
    expectNeighboursOk(result);
  });

  it('a revoked Proxy as a suggestion, or as the suggestions array, is a type error there', () => {
    const result = validate(around(textMessage('x', [reply(), revoked()])));
    expect(codes(result)).toEqual([`FIELD_INVALID_TYPE@${CM(1)}.suggestions[1]`]);
    expectNeighboursOk(result);
    expect(issuesOf(around(textMessage('x', revoked())))).toEqual([`FIELD_INVALID_TYPE@${CM(1)}.suggestions`]);
  });

  it('a revoked Proxy as the request is not an object', () => {
    const result = validate(revoked());
    expect(codes(result)).toEqual(['REQUEST_NOT_OBJECT@']);
    expect(result.messages).toEqual([]);
  });

  it('an array whose length no array can have (a Proxy answering NaN, a string, a fraction or throwing) is unreadable at that array, never a list of no elements', () => {
    const lengths: unknown[] = [Number.NaN, 'x', undefined, null, {}, 1.5, -1, Number.POSITIVE_INFINITY, thrower];
    for (const length of lengths) {
      const messages = lyingLength([textMessage()], length);
      const root = validate({ organizationId: ORGANIZATION_ID, messages });
      expect(codes(root)).toEqual(['FIELD_UNREADABLE@messages']);
      expect(root.messages).toEqual([]);
      expect(issuesOf(around(textMessage('x', lyingLength([reply()], length))))).toEqual([`FIELD_UNREADABLE@${CM(1)}.suggestions`]);
      const carousel = carouselMessage(3);
      set(carousel, 'contentMessage.richCard.carouselCard.cardContents', lyingLength(get(carousel, 'contentMessage.richCard.carouselCard.cardContents') as unknown[], length));
      expect(issuesOf(around(carousel))).toEqual([`FIELD_UNREADABLE@${CC(1)}.cardContents`]);
      // Rule 2 counts no suggestion in a list it cannot read.
      const horizontal = standaloneMessage({ media: cardMedia(), suggestions: lyingLength([reply()], length) }, 'HORIZONTAL');
      set(horizontal, 'contentMessage.richCard.standaloneCard.thumbnailImageAlignment', 'LEFT');
      expect(issuesOf(around(horizontal))).toEqual([`HORIZONTAL_CARD_MEDIA_ONLY@${SCC(1)}`, `FIELD_UNREADABLE@${SCC(1)}.suggestions`]);
    }
  });

  it('a list whose length changes between reads is judged on one read: never a valid request of no messages or cards', () => {
    // Answers 1 first, then 0: a second read would see an empty list where the first saw one element.
    const shrinking = (target: unknown[]): unknown[] => {
      let reads = 0;
      return lyingLength(target, () => (reads++ === 0 ? target.length : 0));
    };
    const result = validate({ organizationId: ORGANIZATION_ID, messages: shrinking([textMessage()]) });
    expect(codes(result)).toEqual([]);
    expect(result.value?.messages).toEqual([textMessage()]);
    const horizontal = standaloneMessage({ media: cardMedia(), suggestions: shrinking([reply()]) }, 'HORIZONTAL');
    set(horizontal, 'contentMessage.richCard.standaloneCard.thumbnailImageAlignment', 'LEFT');
    const card = validate(validRequest(horizontal));
    expect(codes(card)).toEqual([]);
    expect(get(card.value, 'messages[0].contentMessage.richCard.standaloneCard.cardContent.suggestions')).toEqual([reply()]);
  });

  it('validateMessage on a revoked Proxy never throws', () => {
    expect(codes(validateMessage(revoked(), { now: NOW, index: 3 }))).toEqual([`FIELD_INVALID_TYPE@${M(3)}`]);
  });
});

describe('hostile input', () => {
  it('__proto__ and constructor own keys (from JSON.parse) are UNKNOWN_FIELD at every level, and pollute nothing', () => {
    const body = `{
      "organizationId": "${ORGANIZATION_ID}",
      "messages": [{
        "to": "${TO}", "from": "agent",
        "contentMessage": {
          "text": "hi",
          "suggestions": [{ "reply": { "text": "a", "postbackData": "a", "__proto__": { "x": 1 } }, "constructor": { "prototype": { "polluted": true } } }],
          "__proto__": { "richCard": {} }
        },
        "__proto__": { "to": "${TO}" },
        "constructor": { "name": "x" }
      }],
      "__proto__": { "organizationId": "${ORGANIZATION_ID}", "messages": [] }
    }`;
    const input = JSON.parse(body) as unknown;
    const result = validate(input);
    expect(codes(result)).toEqual([
      '__proto__',
      `${M()}.__proto__`,
      `${M()}.constructor`,
      `${CM()}.__proto__`,
      `${CM()}.suggestions[0].constructor`,
      `${CM()}.suggestions[0].reply.__proto__`,
    ].map((param) => `UNKNOWN_FIELD@${param}`));
    expect(({} as Obj).polluted).toBeUndefined();
    expect(({} as Obj).richCard).toBeUndefined();
    expect(({} as Obj).to).toBeUndefined();
  });

  it('a __proto__ own key in a message (JSON.parse) is UNKNOWN_FIELD; the message is otherwise fine', () => {
    const msg = JSON.parse(`{"to":"${TO}","from":"a","contentMessage":{"text":"x"},"__proto__":{"contentMessage":{"richCard":{}}}}`) as unknown;
    expect(issuesOf(validRequest(msg))).toEqual([`UNKNOWN_FIELD@${M()}.__proto__`]);
  });

  it('inherited properties are ignored: Object.create({ to }) has no to', () => {
    const msg = Object.assign(Object.create({ to: TO }) as Obj, { from: 'a', contentMessage: { text: 'x' } });
    expect(issuesOf(validRequest(msg))).toEqual([`FIELD_REQUIRED@${M()}.to`]);
    const content = Object.create({ richCard: {}, suggestions: 'x' }) as Obj;
    content.text = 'x';
    expect(issuesOf(validRequest({ ...textMessage(), contentMessage: content }))).toEqual([]);
  });

  it('an enumerable property added to Object.prototype (prototype pollution) is ignored: inherited, not own', () => {
    const proto = Object.prototype as Record<string, unknown>;
    let result: ReturnType<typeof validateSendRequest> | undefined;
    try {
      Object.defineProperty(proto, 'to', { value: TO, enumerable: true, configurable: true, writable: true });
      Object.defineProperty(proto, 'pollutedKey', { value: 1, enumerable: true, configurable: true, writable: true });
      result = validateSendRequest(validRequest({ from: 'a', contentMessage: { text: 'x' } }), { now: NOW });
    } finally {
      delete proto.to;
      delete proto.pollutedKey;
    }
    expect(codes(result as ReturnType<typeof validateSendRequest>)).toEqual([`FIELD_REQUIRED@${M()}.to`]);
  });

  it('inherited properties are ignored at the root too', () => {
    const root = Object.assign(Object.create({ organizationId: ORGANIZATION_ID }) as Obj, { messages: [textMessage()] });
    expect(issuesOf(root)).toEqual(['FIELD_REQUIRED@organizationId']);
  });

  it('non-enumerable own properties and symbol keys are ignored', () => {
    const msg = textMessage();
    Object.defineProperty(msg, 'hidden', { value: 1, enumerable: false });
    (msg as Record<symbol, unknown>)[Symbol('s')] = 1;
    const result = validate(validRequest(msg));
    expect(codes(result)).toEqual([]);
    const noTo = { from: 'a', contentMessage: { text: 'x' } };
    Object.defineProperty(noTo, 'to', { value: TO, enumerable: false });
    expect(issuesOf(validRequest(noTo))).toEqual([`FIELD_REQUIRED@${M()}.to`]);
  });

  it('a cycle through an unknown key is one UNKNOWN_FIELD (the size check does not throw)', () => {
    const msg = textMessage();
    msg.self = msg;
    const result = validate(around(msg));
    expect(codes(result)).toEqual([`UNKNOWN_FIELD@${M(1)}.self`]);
    expectNeighboursOk(result);
  });

  it('a cycle through known keys terminates', () => {
    const suggestion: Obj = {};
    suggestion.reply = suggestion;
    expect(issuesOf(validRequest(textMessage('x', [suggestion])))).toEqual([
      `UNKNOWN_FIELD@${CM()}.suggestions[0].reply.reply`,
      `FIELD_REQUIRED@${CM()}.suggestions[0].reply.text`,
      `FIELD_REQUIRED@${CM()}.suggestions[0].reply.postbackData`,
    ]);
    const list: unknown[] = [];
    list.push(list);
    expect(issuesOf(validRequest(textMessage('x', list)))).toEqual([`FIELD_INVALID_TYPE@${CM()}.suggestions[0]`]);
  });

  it('a cycle at the root is one UNKNOWN_FIELD', () => {
    const root = validRequest();
    root.self = root;
    expect(issuesOf(root)).toEqual(['UNKNOWN_FIELD@self']);
  });

  it('100,000 nested arrays in an unknown field, or as a value, never overflow the stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const msg = { ...textMessage(), deep };
    const result = validate(around(msg));
    expect(codes(result)).toEqual([`UNKNOWN_FIELD@${M(1)}.deep`]);
    expectNeighboursOk(result);
    expect(issuesOf(validRequest(textMessage(deep)))).toEqual([`FIELD_INVALID_TYPE@${CM()}.text`]);
    expect(issuesOf(validRequest(textMessage('x', deep)))).toEqual([`FIELD_INVALID_TYPE@${CM()}.suggestions[0]`]);
  });

  it('100,000 nested objects in an unknown field never overflow the stack', () => {
    let deep: Obj = {};
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(issuesOf(around({ ...textMessage(), deep }))).toEqual([`UNKNOWN_FIELD@${M(1)}.deep`]);
  });

  it('100,000 invalid elements in messages: one result each, quickly', () => {
    const count = 100_000;
    for (const element of [1, null, {}] as const) {
      const messages = Array.from({ length: count }, () => (typeof element === 'object' && element !== null ? {} : element));
      const started = performance.now();
      const result = validateSendRequest({ organizationId: ORGANIZATION_ID, messages }, { now: NOW });
      const elapsed = performance.now() - started;
      expect(result.messages).toHaveLength(count);
      expect(result.issues[0]?.code).toBe('MESSAGES_TOO_MANY');
      const perMessage = element === 1 || element === null ? 1 : 3;
      expect(result.issues).toHaveLength(1 + count * perMessage);
      expect(result.messages[count - 1]?.issues[0]?.param.startsWith(M(count - 1))).toBe(true);
      expect(elapsed).toBeLessThan(5000);
    }
  });

  it('an array with a huge length is reported as too many without inspecting its elements', () => {
    const messages: unknown[] = [];
    messages.length = 2 ** 32 - 1;
    const started = performance.now();
    const result = validate({ organizationId: ORGANIZATION_ID, messages });
    expect(codes(result)).toEqual(['MESSAGES_TOO_MANY@messages']);
    const suggestions: unknown[] = [];
    suggestions.length = 2 ** 32 - 1;
    expect(issuesOf(validRequest(textMessage('x', suggestions)))).toEqual([`SUGGESTIONS_TOO_MANY@${CM()}.suggestions`]);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('BigInt values are type errors (or unknown fields); the size check does not throw', () => {
    expect(issuesOf(around({ ...textMessage(), to: 351912345678n }))).toEqual([`FIELD_INVALID_TYPE@${M(1)}.to`]);
    const location = everySuggestion()[3] as { viewLocationAction: Obj };
    location.viewLocationAction.latitude = 38n;
    expect(issuesOf(validRequest(textMessage('x', [location])))).toEqual([
      `FIELD_INVALID_TYPE@${CM()}.suggestions[0].viewLocationAction.latitude`,
    ]);
    expect(issuesOf(around({ ...textMessage(), big: 1n }))).toEqual([`UNKNOWN_FIELD@${M(1)}.big`]);
    expect(issuesOf(around(1n))).toEqual([`FIELD_INVALID_TYPE@${M(1)}`]);
    expect(issuesOf(10n)).toEqual(['REQUEST_NOT_OBJECT@']);
  });

  it('Symbol values are type errors (or unknown fields)', () => {
    expect(issuesOf(around({ ...textMessage(), from: Symbol('agent') }))).toEqual([`FIELD_INVALID_TYPE@${M(1)}.from`]);
    expect(issuesOf(around({ ...textMessage(), sym: Symbol('x') }))).toEqual([`UNKNOWN_FIELD@${M(1)}.sym`]);
    expect(issuesOf(around(Symbol('message')))).toEqual([`FIELD_INVALID_TYPE@${M(1)}`]);
    expect(issuesOf(Symbol('request'))).toEqual(['REQUEST_NOT_OBJECT@']);
  });

  it('functions, boxed strings, Dates and class instances are not JSON values', () => {
    expect(issuesOf(around({ ...textMessage(), from: () => 'agent' }))).toEqual([`FIELD_INVALID_TYPE@${M(1)}.from`]);
    expect(issuesOf(around({ ...textMessage(), to: new String(TO) }))).toEqual([`FIELD_INVALID_TYPE@${M(1)}.to`]);
    expect(issuesOf(around({ ...textMessage(), expirationDateTime: new Date('2031-01-01T00:00:00Z') }))).toEqual([
      `FIELD_INVALID_TYPE@${M(1)}.expirationDateTime`,
    ]);
  });

  it('frozen inputs are never mutated, and value is canonical beside them', () => {
    const input = validRequest(
      { ...textMessage('Hi', everySuggestion()), to: '+351 912 345 678' },
      mediaMessage({ fileUrl: 'https://cdn.example.com/a.mp4', mimeType: 'VIDEO/MP4' }),
      standaloneMessage(),
      carouselMessage(3),
    );
    input.organizationId = ORGANIZATION_ID.toUpperCase();
    const before = JSON.stringify(input);
    deepFreeze(input);
    const result = validate(input);
    expect(codes(result)).toEqual([]);
    expect(JSON.stringify(input)).toBe(before);
    expect(result.value?.organizationId).toBe(ORGANIZATION_ID);
    expect(result.value?.messages[0]?.to).toBe(TO);
    expect(result.value?.messages[1]?.contentMessage).toEqual({ contentInfo: { fileUrl: 'https://cdn.example.com/a.mp4', mimeType: 'video/mp4' } });
    expect(result.value).not.toBe(input);
  });

  it('invalid frozen inputs are never mutated either', () => {
    const input = validRequest(
      { ...textMessage(''), to: '0912' },
      { foo: 1 },
      carouselMessage(LIMITS.carouselCardsMax + 1),
      standaloneMessage({}, 'HORIZONTAL'),
    );
    const before = JSON.stringify(input);
    deepFreeze(input);
    const result = validate(input);
    expect(result.ok).toBe(false);
    expect(JSON.stringify(input)).toBe(before);
    const single = deepFreeze({ ...textMessage(), to: '+44 7400 123456' });
    expect(validateMessage(single, { now: NOW }).value?.to).toBe('447400123456');
    expect(single.to).toBe('+44 7400 123456');
  });

  it('a getter that changes its value between reads: the value returned is the one validated', () => {
    let reads = 0;
    const content = {};
    Object.defineProperty(content, 'text', {
      enumerable: true,
      get() {
        reads++;
        return reads === 1 ? 'short' : 'x'.repeat(LIMITS.textMaxChars + 1);
      },
    });
    const result = validate(validRequest({ ...textMessage(), contentMessage: content }));
    if (result.ok) {
      const text = (result.value?.messages[0]?.contentMessage as { text: string }).text;
      expect([...text].length).toBeLessThanOrEqual(LIMITS.textMaxChars);
    } else {
      expect(codes(result)).toContain(`TEXT_TOO_LONG@${CM()}.text`);
    }
  });
});
