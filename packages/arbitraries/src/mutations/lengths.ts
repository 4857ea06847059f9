import { LENGTH_LIMITS, type LengthLimit, type LengthLimitCode, type Message, type RequestObjectName } from '@rcs-send/core';
import fc from 'fast-check';
import type { Settings } from '../options';
import { withKey } from '../path';
import { keysOf } from '../schema';
import { overBy } from '../text';
import { walk, type Node } from '../walk';
import { atNode, atSite } from './place';
import { messageWithContentInfo, messageWithSuggestion, nonTextMessage, richMessage, textMessage } from './shapes';
import type { Located, MutationDefinition } from './types';

// One mutation per length limit of the core's LENGTH_LIMITS (the core's field table): a new
// limit there has its mutation here without a line of code.

/** Valid messages of any content. */
const anyMessage = (settings: Settings): fc.Arbitrary<Message> => fc.oneof(textMessage(settings), nonTextMessage(settings));

/** Valid messages holding an object of each kind below a message (the field is then looked for in them). */
const HOLDERS: Readonly<Record<Exclude<RequestObjectName, 'request'>, (settings: Settings) => fc.Arbitrary<Message>>> = {
  message: anyMessage,
  contentMessage: anyMessage,
  contentInfo: messageWithContentInfo,
  richCard: (settings) => richMessage(settings),
  standaloneCard: (settings) => richMessage(settings, { kind: 'standaloneCard' }),
  carouselCard: (settings) => richMessage(settings, { kind: 'carouselCard' }),
  cardContent: (settings) => richMessage(settings),
  cardMedia: (settings) => richMessage(settings, { card: { media: true } }),
  suggestion: (settings) => messageWithSuggestion(settings),
  reply: (settings) => messageWithSuggestion(settings, 'reply'),
  openUrlAction: (settings) => messageWithSuggestion(settings, 'openUrlAction'),
  dialAction: (settings) => messageWithSuggestion(settings, 'dialAction'),
  viewLocationAction: (settings) => messageWithSuggestion(settings, 'viewLocationAction'),
  shareLocationAction: (settings) => messageWithSuggestion(settings, 'shareLocationAction'),
  createCalendarEventAction: (settings) => messageWithSuggestion(settings, 'createCalendarEventAction'),
};

/**
 * A valid value made `length` code points long and still valid but for its length: a URL
 * grows its path (after a `/`, which no host or port can swallow), any other string repeats
 * its own code points (free text stays free text of the same characters).
 *
 * @internal
 */
export function lengthened(value: string, length: number): string {
  const points = [...value];
  if (/^https?:\/\//i.test(value)) return `${value}/${'a'.repeat(Math.max(0, length - points.length - 1))}`;
  return Array.from({ length }, (_, index) => points[index % points.length] ?? 'a').join('');
}

/** Whether `node` is an object of `rule`, holding the rule's field as a string (a valid one, in a valid base). */
const holds =
  (rule: LengthLimit) =>
  (node: Node): boolean =>
    node.kind === rule.object && typeof node.value[rule.field] === 'string';

/** The object of `node` with the rule's field lengthened to `over` code points past the limit. */
function overLimit(rule: LengthLimit, node: Node, over: number): Record<string, unknown> {
  return withKey(node.value, rule.field, lengthened(node.value[rule.field] as string, rule.max + over), keysOf(node.kind));
}

/** Requests with one field of `rule` lengthened past its limit, at a random object that has the field. */
function tooLongAt(settings: Settings, rule: LengthLimit): fc.Arbitrary<Located> {
  if (rule.object === 'request')
    return atSite(settings, (request) => walk(request, 'request').filter(holds(rule)), overBy, (_, node, over) => ({
      request: overLimit(rule, node, over),
      param: rule.field,
    }));
  const messages = HOLDERS[rule.object](settings).filter((message) => walk(message, 'message').some(holds(rule)));
  return atNode(settings, messages, holds(rule), overBy, (node, over) => ({ param: rule.field, value: overLimit(rule, node, over) }));
}

/** The mutation of one length code, at one of its fields drawn at random (a shared code, like a suggestion's text, spans several objects). */
function lengthMutation(rules: readonly LengthLimit[]): MutationDefinition {
  const [first] = rules;
  const fields = rules.map((rule) => `${rule.object}.${rule.field}`).join(', ');
  return {
    description: `${fields} has ${(first?.max ?? 0) + 1} (or up to 64 more) code points, otherwise valid.`,
    build: (settings) => fc.oneof(...rules.map((rule) => tooLongAt(settings, rule))),
  };
}

/** Mutations of every length limit, by code, from the core's LENGTH_LIMITS. @internal */
export const LENGTH_MUTATIONS = Object.fromEntries(
  [...new Set(LENGTH_LIMITS.map((rule) => rule.code))].map((code) => [code, lengthMutation(LENGTH_LIMITS.filter((rule) => rule.code === code))]),
) as Readonly<Record<LengthLimitCode, MutationDefinition>>;
