import { DEFAULT_MAX_BODY_BYTES } from '@rcs-send/service';

/** The body limit every peer is given: the service's (2,625,536 bytes), so that all bound the body alike. */
export const BODY_LIMIT_BYTES = DEFAULT_MAX_BODY_BYTES;

/** What every server but the service answers a body it lets through: 202 and how many messages it took. */
export const acceptedBody = (messages: readonly unknown[]): { accepted: number } => ({ accepted: messages.length });

/** What every ajv peer answers a body its schema refuses: 400 in the API's error shape, with the number of errors. */
export const refusedBody = (errors: number): { error: { code: string; param: string; description: string }; messages: null } => ({
  error: { code: 'INVALID', param: '', description: `${errors} errors` },
  messages: null,
});
