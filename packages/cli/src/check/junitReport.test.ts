import { describe, expect, it } from 'vitest';
import type { CheckReport } from './checkReport';
import { junitReport } from './junitReport';

const tally = { sent: 3, agreed: 3, disagreed: 0, failed: 0 };
const report: CheckReport = {
  target: 'http://127.0.0.1:1/v1.2/rcs/send?a=1&b=2',
  seed: 1,
  requested: 9,
  concurrency: 4,
  startedAt: '2030-01-01T00:00:00.000Z',
  seconds: 1.5,
  requestsPerSecond: 6,
  exitCode: 1,
  stopped: null,
  failuresFile: '/tmp/f.ndjson',
  totals: { sent: 9, agreed: 5, disagreed: 2, failed: 2 },
  rules: [
    { rule: 'valid', ...tally, disagreements: [] },
    { rule: 'TEXT_TOO_LONG', sent: 3, agreed: 1, disagreed: 2, failed: 0, disagreements: [{ index: 4, param: 'messages[0].contentMessage.text', expected: '400 messages[0].contentMessage.text', actual: '202, 0 rejected', shape: ['body <"x"> & \u0001'] }] },
    { rule: 'UNKNOWN_FIELD', sent: 3, agreed: 1, disagreed: 0, failed: 2, disagreements: [] },
  ],
};

describe('junitReport', () => {
  it('should write one testcase per rule, a failure with param, expected and actual, an error for no answer, counted on the suites', () => {
    const xml = junitReport(report);
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).toContain('<testsuites name="rcs-send check" tests="3" failures="1" errors="1" time="1.5">');
    expect(xml).toContain('name="rcs-send check http://127.0.0.1:1/v1.2/rcs/send?a=1&amp;b=2"');
    expect(xml).toContain('<failure type="disagreement" message="2 of 3 answers disagreed">#4 param messages[0].contentMessage.text: expected 400 messages[0].contentMessage.text, got 202, 0 rejected (body &lt;&quot;x&quot;&gt; &amp; \uFFFD)\n... and 1 more in /tmp/f.ndjson</failure>');
    expect(xml).toContain('<error type="no-answer" message="2 of 3 requests got no answer"/>');
  });

  it('should add an errored testcase "environment" when a problem of set-up stopped the run', () => {
    const xml = junitReport({ ...report, stopped: 'The API key was refused (401 UNAUTHENTICATED): give "the" key.', rules: [] });
    expect(xml).toContain('<testcase classname="rcs-send.check" name="environment" time="0">\n      <error type="environment" message="The API key was refused (401 UNAUTHENTICATED): give &quot;the&quot; key."/>');
    expect(xml).toContain('tests="1" failures="0" errors="1"');
  });
});
