import { describe, expect, it } from 'vitest';
import { _closingOnFailure, _openedResources } from './openedResources';

describe('_openedResources', () => {
  it('should close the last opened first, each once, trying every one before it rejects with the first failure', async () => {
    const closed: string[] = [];
    const opened = _openedResources();
    expect(opened.add('database', (name) => void closed.push(name))).toBe('database');
    opened.add('connection', () => Promise.reject(new Error('already gone')));
    opened.add('server', async (name) => void closed.push(name));
    await expect(opened.closeAll()).rejects.toThrow('already gone');
    await opened.closeAll();
    expect(closed).toEqual(['server', 'database']);
  });
});

describe('_closingOnFailure', () => {
  it('should close what a failed start opened and rethrow its error, and leave open what a start that succeeded opened', async () => {
    const closed: string[] = [];
    const failed = _openedResources();
    const failing = _closingOnFailure(failed, async () => {
      failed.add('database', (name) => void closed.push(name));
      failed.add('metrics', () => Promise.reject(new Error('not listening')));
      throw new Error('EADDRINUSE');
    });
    await expect(failing).rejects.toThrow('EADDRINUSE');
    expect(closed).toEqual(['database']);

    const started = _openedResources();
    await expect(_closingOnFailure(started, async () => started.add('server', (name) => void closed.push(name)))).resolves.toBe('server');
    expect(closed).toEqual(['database']);
  });
});
