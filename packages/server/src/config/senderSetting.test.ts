import { describe, expect, it } from 'vitest';
import { ConfigError } from './check';
import { _senders } from './senderSetting';

describe('senders with their agents\' use cases', () => {
  it('should read plain ids as TRANSACTIONAL and objects with their use case', () => {
    expect(_senders(['acme', { id: 'acme_otp', useCase: 'OTP' }, { id: 'acme_news', useCase: 'PROMOTIONAL' }, { id: 'acme_tx' }], 'senders')).toEqual({
      senders: ['acme', 'acme_otp', 'acme_news', 'acme_tx'],
      useCases: { acme_otp: 'OTP', acme_news: 'PROMOTIONAL' },
    });
  });

  it.each([
    [[{ id: 'a', useCase: 'MESSAGE_TRAFFIC_TYPE_UNSPECIFIED' }], 'senders[0].useCase must be one of TRANSACTIONAL, OTP, PROMOTIONAL, MULTI_USE'],
    [[{ id: 'a', kind: 'OTP' }], 'senders[0]'],
    [[{ useCase: 'OTP' }], 'senders[0].id'],
    [[7], 'senders[0]'],
    ['acme', 'senders must be'],
  ])('should refuse %j naming the bad entry', (value, named) => {
    expect(() => _senders(value, 'senders')).toThrow(ConfigError);
    expect(() => _senders(value, 'senders')).toThrow(named);
  });

});
