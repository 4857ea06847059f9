import Ajv2020 from 'ajv/dist/2020.js';
// The response schemas are generated from the service's types (pnpm schemas) and bundled
// into the bin at build time, so the check always holds the shapes of this release.
import errorSchema from '../../../../schemas/error-response.schema.json';
import successSchema from '../../../../schemas/success-response.schema.json';

const ajv = new Ajv2020({ strict: false });
const isErrorBody = ajv.compile(errorSchema);
const isSuccessBody = ajv.compile(successSchema);

/** The status of each message outcome of a success body that matched its schema. */
type Outcomes = ReadonlyArray<{ index: number; status: 'ACCEPTED' | 'REJECTED' }>;

/** What is wrong with a success body beyond its schema: count, order, and the status it goes with. */
function successProblems(status: number, outcomes: Outcomes, messageCount: number | undefined): string[] {
  const problems: string[] = [];
  if (messageCount !== undefined && outcomes.length !== messageCount) problems.push(`body.messages has ${outcomes.length} outcome(s) for ${messageCount} message(s)`);
  const misplaced = outcomes.findIndex((outcome, position) => outcome.index !== position);
  if (misplaced >= 0) problems.push(`body.messages[${misplaced}].index is ${outcomes[misplaced]?.index}, not ${misplaced}`);
  const rejected = outcomes.filter((outcome) => outcome.status === 'REJECTED').length;
  if (status === 202 && rejected > 0) problems.push(`202 with ${rejected} message(s) rejected (202 means every message accepted)`);
  if (status === 200 && rejected === 0) problems.push('200 with no message rejected (every message accepted is 202)');
  if (rejected === outcomes.length && outcomes.length > 0) problems.push(`${status} with no message accepted (that is an error answer)`);
  return problems;
}

/**
 * What is wrong with the shape of an answer: a 200 or 202 must be a success body (one outcome
 * per message of the request, in order), any 4xx or 5xx an error body, as in the schemas of
 * `schemas/`. `messageCount` is the length of the request's `messages`, when it has one.
 */
export function shapeProblems(status: number, body: unknown, messageCount: number | undefined): string[] {
  if (body === undefined) return ['the body is not JSON'];
  if (status === 200 || status === 202) {
    if (!isSuccessBody(body)) return [`not a success body: ${ajv.errorsText(isSuccessBody.errors, { dataVar: 'body' })}`];
    return successProblems(status, (body as { messages: Outcomes }).messages, messageCount);
  }
  if (status >= 400 && status <= 599 && !isErrorBody(body)) return [`not an error body: ${ajv.errorsText(isErrorBody.errors, { dataVar: 'body' })}`];
  return [];
}
