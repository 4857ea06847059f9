import { LIMITS } from '@rcs-send/core';
import fc from 'fast-check';
import { settingsOf, type SendRequestArbitraryOptions, type Settings } from '../options';
import { joinParam } from '../path';
import { sendRequest } from '../sendRequest';
import { replaceNode, walk, type Node } from '../walk';
import type { Broken, Change, Located } from './types';

/** Bytes kept free in every base message, so a mutation adding content never crosses the size limit. @internal */
const MUTATION_HEADROOM = Math.floor(LIMITS.messageBytesMax / 4);

/** Settings of the valid base of a mutation: messages fitted below the limit minus the headroom. @internal */
export function baseSettings(options?: SendRequestArbitraryOptions): Settings {
  return { ...settingsOf(options), budget: LIMITS.messageBytesMax - MUTATION_HEADROOM };
}

/** Puts a broken message in place of a random message of a valid request. @internal */
export function inRequest(settings: Settings, broken: fc.Arbitrary<Broken>): fc.Arbitrary<Located> {
  return fc.tuple(sendRequest(settings), broken, fc.nat()).map(([request, part, pick]) => {
    const index = pick % request.messages.length;
    const messages: unknown[] = [...request.messages];
    messages[index] = part.value;
    return { request: { ...request, messages }, param: joinParam(`messages[${index}]`, part.param) };
  });
}

function applyAt<E>(root: unknown, nodes: readonly Node[], pick: number, extra: E, apply: (node: Node, extra: E) => Change): Broken {
  const node = nodes[pick % nodes.length];
  if (node === undefined) throw new Error('@rcs-send/arbitraries: the base value has no place for this mutation');
  const change = apply(node, extra);
  let value = root;
  if ('value' in change) {
    if (node.holder === undefined) value = change.value;
    else replaceNode(node, change.value);
  }
  return { value, param: joinParam(node.path, change.param) };
}

/** Breaks a random node chosen by `select` inside a copy of a generated message. @internal */
function inMessage<E>(
  message: fc.Arbitrary<unknown>,
  select: (node: Node) => boolean,
  extra: fc.Arbitrary<E>,
  apply: (node: Node, extra: E) => Change,
): fc.Arbitrary<Broken> {
  return fc.tuple(message, fc.nat(), extra).map(([value, pick, drawn]) => {
    const copy = structuredClone(value);
    return applyAt(copy, walk(copy, 'message').filter(select), pick, drawn, apply);
  });
}

/** Breaks a random node chosen by `select` inside a message of the given shape, at a random message. @internal */
export function atNode<E>(
  settings: Settings,
  message: fc.Arbitrary<unknown>,
  select: (node: Node) => boolean,
  extra: fc.Arbitrary<E>,
  apply: (node: Node, extra: E) => Change,
): fc.Arbitrary<Located> {
  return inRequest(settings, inMessage(message, select, extra, apply));
}

/** Breaks one of the places `sites` finds in a copy of a whole valid request. @internal */
export function atSite<S, E>(
  settings: Settings,
  sites: (request: unknown) => readonly S[],
  extra: fc.Arbitrary<E>,
  apply: (request: unknown, site: S, extra: E) => Located,
): fc.Arbitrary<Located> {
  return fc.tuple(sendRequest(settings), fc.nat(), extra).map(([request, pick, drawn]) => {
    const copy: unknown = structuredClone(request);
    const found = sites(copy);
    const site = found[pick % found.length];
    if (site === undefined) throw new Error('@rcs-send/arbitraries: the request has no place for this mutation');
    return apply(copy, site, drawn);
  });
}

/** Selects nodes of one kind. @internal */
export const ofKind =
  (...kinds: ReadonlyArray<Node['kind']>) =>
  (node: Node): boolean =>
    kinds.includes(node.kind);
