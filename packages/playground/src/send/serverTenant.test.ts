import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../examples/examples';
import { addressedTo } from './serverTenant';

const TENANT = { organizationId: '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b', sender: 'demo_agent' };

describe('a request addressed to the server\'s tenant', () => {
  it.each(EXAMPLES.map((example) => [example.name, example.text]))('should name its organization and sender in %s, and change nothing else', (_, text) => {
    const addressed = addressedTo(text, TENANT);
    type Request = { organizationId: string; messages: { from: string }[] };
    const [before, after] = [JSON.parse(text) as Request, JSON.parse(addressed) as Request];
    expect(after).toEqual({ ...before, organizationId: TENANT.organizationId, messages: before.messages.map((message) => ({ ...message, from: TENANT.sender })) });
    expect(addressed.split('\n')).toHaveLength(text.split('\n').length); // the layout as written
  });

  it('should leave a text that is no request, and any text when the server names no tenant, as it is', () => {
    for (const text of ['{', '[]', '{"organizationId":"x"}', 'null']) expect(addressedTo(text, TENANT)).toBe(text);
    expect(addressedTo(EXAMPLES[0]?.text ?? '', undefined)).toBe(EXAMPLES[0]?.text);
  });
});
