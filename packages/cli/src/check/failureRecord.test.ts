import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { curlLine } from './failureRecord';

const URL = 'http://127.0.0.1:8080/v1.2/rcs/send';

describe('curlLine', () => {
  it.each([
    ['quotes and backslashes', { text: `it's "quoted" \\ and 'again'` }],
    ['printf and shell syntax', { text: '%s %d %% $HOME `id` $(id) \\n ; | & > <' }],
    ['unicode and escapes', { text: 'olá 😀 \u2028 \u0000 \ud800 tab\tnewline\n' }],
    ['a body that is not an object', "it's a string"],
  ])('should hand curl the exact bytes of a body with %s', (_, request) => {
    const body = JSON.stringify(request);
    const line = curlLine(URL, body, { 'x-note': "o'brien" }, true);
    const printf = line.slice(0, line.lastIndexOf(' | curl '));
    const printed = spawnSync('sh', ['-s'], { input: printf, encoding: 'utf8' });
    expect(printed.stdout).toBe(body);
  });

  it('should read the key from $RCS_SEND_API_KEY, quote every header, and send the body from stdin', () => {
    const line = curlLine(URL, '{}', { 'x-note': "o'brien" }, true);
    expect(line).toBe(
      `printf '%s' '{}' | curl -sS -i -X POST '${URL}' -H "Authorization: Bearer $RCS_SEND_API_KEY" -H 'Content-Type: application/json' -H 'x-note: o'\\''brien' --data-binary @-`,
    );
    expect(curlLine(URL, '{}', {}, false)).not.toContain('Authorization');
  });
});
