import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PROFILE_ERROR_CODES } from '@rcs-send/core';
import { CAPABILITIES_PATH, EVENTS_PATH, MESSAGES_PATH, PREFLIGHT_PATH, SEND_PATH } from '../http/constants';
import { SERVICE_ERRORS, statusOf, type ServiceErrorCode } from './catalogue';

describe('the status table', () => {
  it('should answer every validation code of the core with 400', () => {
    for (const code of ERROR_CODES) expect(statusOf(code)).toBe(400);
  });

  it('should share no code with the core', () => {
    for (const code of ERROR_CODES) expect(Object.hasOwn(SERVICE_ERRORS, code)).toBe(false);
  });

  it("should use only the API's statuses, and the transport statuses of the HTTP layer", () => {
    const allowed = new Set([400, 401, 402, 403, 404, 405, 408, 409, 413, 414, 415, 422, 429, 431, 500, 503]);
    for (const code of Object.keys(SERVICE_ERRORS) as ServiceErrorCode[]) {
      expect(allowed.has(statusOf(code))).toBe(true);
      expect(SERVICE_ERRORS[code].description).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('should map each condition of API reference section 4 to its status', () => {
    expect(statusOf('UNAUTHENTICATED')).toBe(401);
    expect(statusOf('INSUFFICIENT_BALANCE')).toBe(402);
    expect(statusOf('ORGANIZATION_FORBIDDEN')).toBe(403);
    expect(statusOf('RCS_CHANNEL_NOT_ENABLED')).toBe(403);
    expect(statusOf('ORGANIZATION_NOT_FOUND')).toBe(404);
    expect(statusOf('RATE_LIMITED')).toBe(429);
    expect(statusOf('INTERNAL_ERROR')).toBe(500);
    expect(statusOf('SERVICE_UNAVAILABLE')).toBe(503);
  });

  it("should answer 400 for every profile code and a rules hook's own code: validation codes beside the core's", () => {
    for (const code of PROFILE_ERROR_CODES) expect(statusOf(code)).toBe(400);
    expect(statusOf('NIGHT_HOLD')).toBe(400);
  });

  it('should share no code with the profile catalogue', () => {
    for (const code of PROFILE_ERROR_CODES) expect(Object.hasOwn(SERVICE_ERRORS, code)).toBe(false);
  });

  it('should name every path the router answers in the 404 of a path it does not know, so that a misspelt one finds its way', () => {
    const paths = [SEND_PATH, `${MESSAGES_PATH}/{id}`, MESSAGES_PATH, EVENTS_PATH, CAPABILITIES_PATH, PREFLIGHT_PATH];
    expect(paths.filter((path) => !SERVICE_ERRORS.ROUTE_NOT_FOUND.description.includes(path))).toEqual([]);
  });
});
