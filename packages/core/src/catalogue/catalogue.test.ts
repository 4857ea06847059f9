import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISIONS } from '../../scripts/decisions';
import { findRuleTests } from '../../scripts/ruleTests';
import { rulesMarkdown } from '../../scripts/rulesMarkdown';
import { ERROR_CATALOGUE, ERROR_CODES, PROFILE_ERROR_CATALOGUE, PROFILE_ERROR_CODES } from '../index';

const packageDir = join(import.meta.dirname, '..', '..');

describe('ERROR_CATALOGUE', () => {
  it('should name every code in UPPER_SNAKE_CASE with a sentence, a rule, a source and a param', () => {
    for (const code of ERROR_CODES) {
      const { description, rule, source, param } = ERROR_CATALOGUE[code];
      expect(code).toMatch(/^[A-Z]+(?:_[A-Z0-9]+)*$/);
      expect(description).toMatch(/^.+[.]$/);
      expect(description).not.toBe(code);
      expect(rule.length).toBeGreaterThan(10);
      expect(source).toMatch(/^(section \d[\d.]*(, \d[\d.]*)*(, decisions)?|decisions)$/);
      expect(param.length).toBeGreaterThan(0);
    }
  });

  it('should document every profile code like the API\'s, none of them an API code', () => {
    for (const code of PROFILE_ERROR_CODES) {
      const { description, rule, source, param } = PROFILE_ERROR_CATALOGUE[code];
      expect(code).toMatch(/^PROFILE_[A-Z]+(?:_[A-Z0-9]+)*$/);
      expect(description).toMatch(/^.+[.]$/);
      expect(rule.length).toBeGreaterThan(10);
      expect(source.length).toBeGreaterThan(0);
      expect(param.length).toBeGreaterThan(0);
      expect(Object.hasOwn(ERROR_CATALOGUE, code)).toBe(false);
    }
    const tests = findRuleTests(packageDir);
    expect(PROFILE_ERROR_CODES.filter((code) => tests[code] === undefined)).toEqual([]);
  });

  it('should document MESSAGES_EMPTY at the empty param, as the API reference shows', () => {
    expect(ERROR_CATALOGUE.MESSAGES_EMPTY.param).toBe('""');
  });

  it('should have a rule test for every code', () => {
    const tests = findRuleTests(packageDir);
    expect(ERROR_CODES.filter((code) => tests[code] === undefined)).toEqual([]);
  });

  it('should prove every decision in the test file RULES.md names for it', () => {
    const repo = join(packageDir, '..', '..');
    for (const { test, testName } of DECISIONS) expect(readFileSync(join(repo, test), 'utf8'), test).toContain(testName);
  });

  it('should match the committed RULES.md (run `pnpm rules` after changing the catalogue)', () => {
    const committed = readFileSync(join(packageDir, 'RULES.md'), 'utf8');
    expect(committed).toBe(rulesMarkdown(findRuleTests(packageDir)));
  });
});
