// Shared helpers of the schema tests: ajv compiled from the committed files, JSON Pointers of
// the core's params, and the core's canonicalisation applied to what it can canonicalise.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateMessage, validateSendRequest } from '@rcs-send/core';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** schemas/ */
export const SCHEMAS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../schemas');

/** The clock every request here is generated and validated with: fixed, so that a seed replays a failure. */
export const NOW: Date = new Date('2026-01-01T00:00:00Z');

/** The parsed content of a committed JSON file of schemas/. */
export function readSchema(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(SCHEMAS_DIR, file), 'utf8')) as Record<string, unknown>;
}

/** A strict ajv for JSON Schema 2020-12 (`strict: true`, nothing left out) that asserts formats (ajv-formats), reporting every error. */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  return ajv;
}

/** `data` as its JSON text reads back: what a schema validator sees (-0 is 0, undefined properties are gone). */
export function asJson(data: unknown): unknown {
  return JSON.parse(JSON.stringify(data)) as unknown;
}

/** The validator of a committed schema file. */
export function compileSchema(file: string): ValidateFunction {
  return createAjv().compile(readSchema(file));
}

/** The JSON Pointer of a core `param` (`messages[0].contentMessage.text` is `/messages/0/contentMessage/text`). */
function pointerOf(param: string): string {
  if (param === '') return '';
  return `/${param.replace(/\[(\d+)\]/g, '.$1').split('.').filter((part) => part !== '').join('/')}`;
}

/** The JSON Pointer of the value an ajv error is about (a missing or extra property included). */
function errorPointer(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const key = params.missingProperty ?? params.additionalProperty;
  return key === undefined ? error.instancePath : `${error.instancePath}/${key}`;
}

/** True when the pointer `a` is `b` or inside it. */
function atOrInside(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}/`);
}

/** True when some error of a validation is about the place `param` names, or a part of it. */
export function reportsAt(errors: readonly ErrorObject[] | null | undefined, param: string): boolean {
  return (errors ?? []).some((error) => atOrInside(errorPointer(error), pointerOf(param)));
}

/** True for a JSON object. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` with every mimeType the core reports no issue for in lower case (its canonical form). */
function lowerMimeTypes(value: unknown, param: string, faulty: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item, index) => lowerMimeTypes(item, `${param}[${index}]`, faulty));
  if (!isRecord(value)) return value;
  // Object.fromEntries, not assignment: an own `__proto__` key stays an own key.
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const path = param === '' ? key : `${param}.${key}`;
      const lower = key === 'mimeType' && typeof item === 'string' && !faulty.has(path);
      return [key, lower ? item.toLowerCase() : lowerMimeTypes(item, path, faulty)];
    }),
  );
}

/** The canonical recipient of a `to` the core accepts, else `to` unchanged. */
function canonicalTo(to: unknown): unknown {
  return validateMessage({ to, from: 'f', contentMessage: { text: 't' } }).value?.to ?? to;
}

/**
 * A request, even an invalid one, with the core's canonicalisation applied wherever the core
 * reports no issue: valid messages as the core returns them, and in the others `to`,
 * `mimeType` and, at the root, `organizationId`. What is left non-canonical is what is wrong.
 */
export function canonicalParts(request: unknown): unknown {
  if (!isRecord(request)) return request;
  const result = validateSendRequest(request, { now: NOW });
  const faulty = new Set(result.issues.map((issue) => issue.param));
  const out: Record<string, unknown> = { ...request };
  if (typeof out['organizationId'] === 'string' && !faulty.has('organizationId')) out['organizationId'] = out['organizationId'].toLowerCase();
  const messages = out['messages'];
  if (!Array.isArray(messages)) return out;
  out['messages'] = messages.map((message: unknown, index) => {
    const verdict = result.messages[index];
    if (verdict?.value !== undefined) return verdict.value;
    if (!isRecord(message)) return message;
    const fixed = lowerMimeTypes(message, `messages[${index}]`, faulty) as Record<string, unknown>;
    return 'to' in fixed && !faulty.has(`messages[${index}].to`) ? { ...fixed, to: canonicalTo(fixed['to']) } : fixed;
  });
  return out;
}
