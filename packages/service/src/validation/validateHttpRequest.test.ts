import { describe, expect, it } from 'vitest';
import type { HttpRequestLike } from '../http/types';
import { validateHttpRequest } from './validateHttpRequest';

const ORG = '3B9D2F6E-1C4A-4E7B-9D8F-0A1B2C3D4E5F';
const message = (to = '+351 912 345 678') => ({ to, from: 'agent', contentMessage: { text: 'hi' } });
const encoder = new TextEncoder();
const post = (body: unknown, method = 'POST'): HttpRequestLike => ({
  method,
  header: (name) => (name === 'content-type' ? 'application/json' : undefined),
  readBytes: async () => encoder.encode(JSON.stringify(body)),
});
const errorOf = async (request: HttpRequestLike, perMessage = false) => {
  const verdict = await validateHttpRequest(request, { perMessage });
  if (verdict.ok) throw new Error('expected a refusal');
  return { status: verdict.response.status, error: verdict.response.body.error, headers: verdict.response.headers };
};

describe('validateHttpRequest', () => {
  it('should hand on the canonical request, every message VALID', async () => {
    const verdict = await validateHttpRequest(post({ organizationId: ORG, messages: [message()] }));
    const canonical = { to: '351912345678', from: 'agent', contentMessage: { text: 'hi' } };
    expect(verdict).toEqual({
      ok: true,
      validation: { request: { organizationId: ORG.toLowerCase(), messages: [canonical] }, messages: [{ index: 0, status: 'VALID', message: canonical }], allValid: true },
    });
  });

  it('should answer another method with 405 and Allow: POST, without reading the body', async () => {
    const request = { ...post({}, 'PUT'), readBytes: () => Promise.reject(new Error('read')) };
    const refused = await errorOf(request);
    expect(refused.status).toBe(405);
    expect(refused.headers['allow']).toBe('POST');
  });

  it('should answer a root issue before any message issue, as the service does', async () => {
    const refused = await errorOf(post({ messages: [message('1')], organizationId: 'nope' }), true);
    expect(refused).toMatchObject({ status: 400, error: { code: 'ORGANIZATION_ID_INVALID', param: 'organizationId' } });
  });

  it('should answer the first invalid message by default, even when others are valid', async () => {
    const refused = await errorOf(post({ organizationId: ORG, messages: [message(), message('1'), { ...message(), from: '' }] }));
    expect(refused).toMatchObject({ status: 400, error: { code: 'TO_INVALID_LENGTH', param: 'messages[1].to' } });
  });

  it('should hand on each message its own verdict with perMessage when one is valid', async () => {
    const verdict = await validateHttpRequest(post({ organizationId: ORG, messages: [message('1'), message()] }), { perMessage: true });
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.validation.allValid).toBe(false);
    expect(verdict.validation.request.messages.map((m) => m.to)).toEqual(['351912345678']);
    expect(verdict.validation.messages).toEqual([
      { index: 0, status: 'REJECTED', error: { code: 'TO_INVALID_LENGTH', param: 'messages[0].to', description: expect.any(String) } },
      { index: 1, status: 'VALID', message: expect.objectContaining({ to: '351912345678' }) },
    ]);
  });

  it('should answer 400 with perMessage when no message is valid', async () => {
    const refused = await errorOf(post({ organizationId: ORG, messages: [message('1'), message('2')] }), true);
    expect(refused).toMatchObject({ status: 400, error: { param: 'messages[0].to' } });
  });

  it('should check expirationDateTime against the given clock', async () => {
    const body = { organizationId: ORG, messages: [{ ...message(), expirationDateTime: '2026-01-15T10:00:00Z' }] };
    expect((await validateHttpRequest(post(body), { now: () => new Date('2026-01-15T09:00:00Z') })).ok).toBe(true);
    expect((await validateHttpRequest(post(body), { now: () => new Date('2026-01-15T11:00:00Z') })).ok).toBe(false);
  });

  it('should answer 500 INTERNAL_ERROR when the clock throws, never throw itself', async () => {
    const verdict = await validateHttpRequest(post({ organizationId: ORG, messages: [message()] }), { now: () => { throw new Error('clock'); } });
    expect(verdict).toMatchObject({ ok: false, response: { status: 500, body: { error: { code: 'INTERNAL_ERROR' } } } });
  });
});
