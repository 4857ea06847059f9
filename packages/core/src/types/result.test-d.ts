// Type-level proof that both results narrow on `ok`, as a caller under `strict` writes it.
// Checked by `tsc -p tsconfig.json` at the root (`pnpm typecheck`).
import { expectTypeOf } from 'vitest';
import { validateMessage } from '../validate/validateMessage';
import { validateSendRequest } from '../validate/validateSendRequest';
import type { CompiledValidationProfile } from '../profile/compiledValidationProfile';
import type { ProfiledIssueCode, ValidateOptions } from './options';
import type { Issue, ValidMessageResult } from './result';
import type { Message, SendRequest } from './request';

function canonicalRequest(body: unknown): SendRequest | Issue[] {
  const result = validateSendRequest(body);
  if (!result.ok) {
    expectTypeOf(result.value).toEqualTypeOf<undefined>();
    return result.issues;
  }
  expectTypeOf(result.value).toEqualTypeOf<SendRequest>();
  expectTypeOf(result.messages).toEqualTypeOf<ValidMessageResult[]>();
  expectTypeOf(result.issues).toEqualTypeOf<[]>();
  return result.value;
}

function canonicalMessage(element: unknown): Message | undefined {
  const result = validateMessage(element);
  if (result.ok) return result.value;
  expectTypeOf(result.issues).toEqualTypeOf<Issue[]>();
  expectTypeOf(result.value).toEqualTypeOf<undefined>();
  return undefined;
}

function eachMessage(body: unknown): Message[] {
  return validateSendRequest(body).messages.flatMap((message) => (message.ok ? [message.value] : []));
}

expectTypeOf(canonicalRequest).returns.toEqualTypeOf<SendRequest | Issue[]>();
expectTypeOf(canonicalMessage).returns.toEqualTypeOf<Message | undefined>();
expectTypeOf(eachMessage).returns.toEqualTypeOf<Message[]>();

function profiledCodes(body: unknown, profile: CompiledValidationProfile, options: ValidateOptions): void {
  expectTypeOf(validateSendRequest(body, { now: new Date() }).issues).toEqualTypeOf<[] | Issue[]>();
  expectTypeOf(validateMessage(body, { index: 2 }).issues).toEqualTypeOf<[] | Issue[]>();
  expectTypeOf(validateSendRequest(body, { now: new Date(), profile }).issues).toEqualTypeOf<[] | Issue<ProfiledIssueCode>[]>();
  expectTypeOf(validateSendRequest(body, { rules: () => [] }).issues).toEqualTypeOf<[] | Issue<ProfiledIssueCode>[]>();
  // Options whose profile may be set read as profiled: never a narrower type than the codes it can hold.
  expectTypeOf(validateSendRequest(body, options).issues).toEqualTypeOf<[] | Issue<ProfiledIssueCode>[]>();
}
expectTypeOf(profiledCodes).returns.toBeVoid();
