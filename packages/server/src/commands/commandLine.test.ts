import { describe, expect, it } from 'vitest';
import { _readCommandLine } from './commandLine';
import { _UsageError } from './usageError';

const OPTIONS = { config: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;
const SETTINGS = { port: 'the port is set with RCS_SEND_PORT' };

/** The sentence `argv` is refused with. */
function refusal(argv: string[], settings?: Record<string, string>): string {
  try {
    _readCommandLine(argv, OPTIONS, undefined, settings);
  } catch (error) {
    if (error instanceof _UsageError) return error.message;
    throw error;
  }
  throw new Error(`${JSON.stringify(argv)} was taken`);
}

describe('_readCommandLine', () => {
  it('should say where a setting tried as an option is set, whichever way it is written', () => {
    expect(refusal(['--port', '9000'], SETTINGS)).toBe('unknown option --port: the port is set with RCS_SEND_PORT');
    expect(refusal(['--port=9000'], SETTINGS)).toBe('unknown option --port: the port is set with RCS_SEND_PORT');
  });

  it('should refuse any other unknown option in its bare sentence', () => {
    expect(refusal(['--bogus'], SETTINGS)).toBe('unknown option --bogus');
    expect(refusal(['--port', '9000'])).toBe('unknown option --port');
  });

  it('should read the options it knows as before', () => {
    expect(_readCommandLine(['export', '--config', 'a.json'], OPTIONS, undefined, SETTINGS)).toEqual({ values: { config: 'a.json' }, positionals: ['export'] });
  });
});
