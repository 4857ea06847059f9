import type { CheckReport, ReportedDisagreement } from './checkReport';

/** Escapes `text` for XML text and attribute values (and drops characters XML 1.0 cannot hold). */
function xml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** One disagreement as a line of a `<failure>`. */
const line = (d: ReportedDisagreement): string =>
  `#${d.index}${d.param === undefined ? '' : ` param ${d.param === '' ? '""' : d.param}`}: expected ${d.expected}, got ${d.actual}${d.shape.length > 0 ? ` (${d.shape.join('; ')})` : ''}`;

/**
 * The report as JUnit XML, as CI systems show it: one `<testcase>` per rule (`valid` for valid
 * requests) with its totals in `<system-out>`, a `<failure>` listing the param, expected and
 * actual answer of its disagreements, an `<error>` when its only problem is requests that got no answer, and an
 * `<error>` testcase `environment` when a problem of set-up stopped the run.
 */
export function junitReport(report: CheckReport): string {
  const cases = report.rules.map((rule) => {
    const body = [`      <system-out>sent ${rule.sent}, agreed ${rule.agreed}, disagreed ${rule.disagreed}, no answer ${rule.failed}</system-out>`];
    const unanswered = rule.failed > 0 ? `, ${rule.failed} got no answer` : '';
    if (rule.disagreed > 0) {
      const more = rule.disagreed - rule.disagreements.length;
      const text = [...rule.disagreements.map(line), ...(more > 0 ? [`... and ${more} more in ${report.failuresFile ?? 'the failures file'}`] : [])].join('\n');
      body.unshift(`      <failure type="disagreement" message="${rule.disagreed} of ${rule.sent} answers disagreed${unanswered}">${xml(text)}</failure>`);
    } else if (rule.failed > 0) body.unshift(`      <error type="no-answer" message="${rule.failed} of ${rule.sent} requests got no answer"/>`);
    return `    <testcase classname="rcs-send.check" name="${xml(rule.rule)}" time="0">\n${body.join('\n')}\n    </testcase>`;
  });
  if (report.stopped !== null) cases.push(`    <testcase classname="rcs-send.check" name="environment" time="0">\n      <error type="environment" message="${xml(report.stopped)}"/>\n    </testcase>`);
  const tests = cases.length;
  const failures = report.rules.filter((rule) => rule.disagreed > 0).length;
  const errors = report.rules.filter((rule) => rule.failed > 0 && rule.disagreed === 0).length + (report.stopped === null ? 0 : 1);
  const counts = `tests="${tests}" failures="${failures}" errors="${errors}" time="${report.seconds}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="rcs-send check" ${counts}>`,
    `  <testsuite name="${xml(`rcs-send check ${report.target}`)}" ${counts} skipped="0" timestamp="${report.startedAt}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
