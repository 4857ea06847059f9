import { describe, expect, it } from 'vitest';
import { IDLE, stageOfStack } from './requestStages';

const frame = (functionName: string, url = ''): { functionName: string; url: string } => ({ functionName, url });
const service = (file: string): string => `file:///repo/packages/service/src/${file}`;

describe('stageOfStack', () => {
  it('should give a sample to the stage of its innermost claimed frame, a builtin to its caller', () => {
    const parse = [frame('parse'), frame('_parseJson', service('http/parseBody.ts')), frame('run', service('service/createSendService.ts'))];
    expect(stageOfStack(parse)).toBe('JSON.parse (and the content-type check)');
    const keys = [frame('keysAtMost', service('http/keyCounts.ts')), ...parse.slice(1)];
    expect(stageOfStack(keys)).toBe('duplicate-key check');
  });

  it("should count a port's own code for the step that called it", () => {
    const lookup = [frame('get'), frame('', 'file:///repo/packages/sqlite/src/tenants/sqliteTenants.ts'), frame('_checkOrganization', service('service/organization.ts'))];
    expect(stageOfStack(lookup)).toBe('organization access');
  });

  it('should tell idle samples and unclaimed stacks apart', () => {
    expect(stageOfStack([frame(IDLE)])).toBe(IDLE);
    expect(stageOfStack([frame('somewhere', 'file:///elsewhere.js')])).toBe('other');
  });
});
