import { describe, expect, it } from 'vitest';
import { _redactedUrl } from './redactedUrl';

describe('_redactedUrl', () => {
  it.each([
    ['https://user:hunter2@hooks.example/rcs', 'https://***@hooks.example/rcs'],
    ['https://tok3n@hooks.example/rcs', 'https://***@hooks.example/rcs'],
    ['https://hooks.example/rcs?token=s3cret&x=1', 'https://hooks.example/rcs?***'],
    ['https://a:b@hooks.example:8443/p?t=1#frag', 'https://***@hooks.example:8443/p?***'],
    ['https://hooks.example/p#access_token=s3cret', 'https://hooks.example/p'],
    ['https://hooks.example/rcs', 'https://hooks.example/rcs'],
    ['http://127.0.0.1:9000/', 'http://127.0.0.1:9000/'],
    ['redis://user:hunter2@127.0.0.1:6379/2', 'redis://***@127.0.0.1:6379/2'],
    ['rediss+cluster://user:hunter2@10.0.0.1:7001,10.0.0.2:7001', 'rediss+cluster://***@10.0.0.1:7001,10.0.0.2:7001'],
    ['redis+cluster://:p%40ss@h:1', 'redis+cluster://***@h:1'],
    ['redis+cluster://h:1,h:2', 'redis+cluster://h:1,h:2'],
  ])('should print %s as %s', (url, printed) => {
    expect(_redactedUrl(url)).toBe(printed);
  });
});
