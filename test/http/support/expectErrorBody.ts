import { expect } from 'vitest';

/** Asserts the spec's error shape, `{ error: { code, param, description }, messages: null }`, and nothing else. */
export function expectErrorBody(body: unknown, code: string, param = ''): void {
  expect(body).toEqual({ error: { code, param, description: expect.any(String) }, messages: null });
  expect((body as { error: { description: string } }).error.description.length).toBeGreaterThan(10);
}
