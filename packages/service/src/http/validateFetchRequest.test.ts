import { describe, expect, it } from 'vitest';
import { validateFetchRequest } from './validateFetchRequest';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const body = JSON.stringify({ organizationId: ORG, messages: [{ to: '00351 912-345-678', from: 'agent', contentMessage: { text: 'hi' } }] });
const post = (init: RequestInit = {}) => new Request('http://gateway/v1.2/rcs/send', { method: 'POST', headers: { 'content-type': 'application/json' }, body, ...init });

describe('validateFetchRequest', () => {
  it('should return the validation of a valid request, canonical', async () => {
    const verdict = await validateFetchRequest(post());
    expect(verdict).not.toBeInstanceOf(Response);
    expect(verdict).toMatchObject({ request: { organizationId: ORG, messages: [{ to: '351912345678' }] }, allValid: true });
  });

  it('should return the error Response to send, in the spec shape with its headers', async () => {
    const verdict = await validateFetchRequest(post({ body: body.replace('"hi"', '""') }));
    if (!(verdict instanceof Response)) throw new Error('expected a Response');
    expect(verdict.status).toBe(400);
    expect(verdict.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(verdict.headers.get('cache-control')).toBe('no-store');
    expect(await verdict.json()).toEqual({ error: { code: expect.any(String), param: 'messages[0].contentMessage.text', description: expect.any(String) }, messages: null });
  });

  it('should answer 413 past maxBodyBytes', async () => {
    const verdict = await validateFetchRequest(post(), { maxBodyBytes: body.length - 1 });
    expect(verdict).toBeInstanceOf(Response);
    expect((verdict as Response).status).toBe(413);
  });

  it('should throw a TypeError when the body was already read, rather than call it malformed', async () => {
    const request = post();
    await request.text();
    await expect(validateFetchRequest(request)).rejects.toThrow(new TypeError('validateFetchRequest: the request body was already read; pass the request before any parser reads it'));
  });
});
