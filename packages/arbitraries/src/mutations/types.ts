import type { ErrorCode } from '@rcs-send/core';
import type fc from 'fast-check';
import type { SendRequestArbitraryOptions, Settings } from '../options';

/** A request that breaks exactly one rule, with the one issue the core must report for it. @public */
export interface InvalidSendRequest {
  /** The request body: a valid request with one rule broken (or not even an object). */
  readonly request: unknown;
  /** The catalogue code whose rule is broken. */
  readonly rule: ErrorCode;
  /** The code of the one issue expected (the same code: one rule, one issue). */
  readonly code: ErrorCode;
  /** The param of that issue, dot-and-bracket from the root ("" for the root). */
  readonly param: string;
}

/** How one rule of the catalogue is broken in an otherwise valid request. @public */
export interface Mutation {
  /** The catalogue code whose rule this mutation breaks. */
  readonly code: ErrorCode;
  /** What the mutation does, in one sentence. */
  readonly description: string;
  /** Requests breaking this rule once, at a random place. */
  readonly arbitrary: (options?: SendRequestArbitraryOptions) => fc.Arbitrary<InvalidSendRequest>;
}

/** A broken request and the absolute param of its one issue. @internal */
export interface Located {
  /** The broken request. */
  readonly request: unknown;
  /** The param of the issue. */
  readonly param: string;
}

/** A broken part (a message) and the param of its issue relative to that part. @internal */
export interface Broken {
  /** The broken part. */
  readonly value: unknown;
  /** The param relative to the part ("" for the part itself). */
  readonly param: string;
}

/** The change a mutation makes at one node: a relative param and, optionally, the node's replacement. @internal */
export interface Change {
  /** The param relative to the node. */
  readonly param: string;
  /** The object that replaces the node, when it is not changed in place. */
  readonly value?: unknown;
}

/** How a mutation is defined inside the package: a description and a builder from settings. @internal */
export interface MutationDefinition {
  /** What the mutation does. */
  readonly description: string;
  /** Broken requests under the given (base) settings. */
  readonly build: (settings: Settings) => fc.Arbitrary<Located>;
}
