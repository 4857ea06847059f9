// Writes packages/core/RULES.md from the error catalogue and the rule tests.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRuleTests } from './ruleTests';
import { rulesMarkdown } from './rulesMarkdown';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(join(packageDir, 'RULES.md'), rulesMarkdown(findRuleTests(packageDir)));
console.log('wrote packages/core/RULES.md');
