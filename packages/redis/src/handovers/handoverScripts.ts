import { _script } from '../client/script';

/**
 * Writes a message's handover record unless one exists (a submit retried keeps its
 * handovers): KEYS[1] the record, ARGV[1] the stream entry's fields as JSON, ARGV[2] the
 * expiration in epoch ms, ARGV[3] the message's own id, ARGV[4] the lifetime in ms. Returns 1
 * when written, else 0.
 *
 * @internal
 */
export const _REMEMBER = _script(`if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'entry', ARGV[1], 'expiresAt', ARGV[2], 'handovers', 0, 'platformId', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1`);

/**
 * Moves a record to its next handover, only from the one it was read at (compare and set):
 * KEYS[1] the record, ARGV[1] the handovers read, ARGV[2] the next platform messageId, ARGV[3]
 * the lifetime in ms, renewed. Returns 1 when moved, 0 when another call moved it first or the
 * record is gone.
 *
 * @internal
 */
export const _ADVANCE_HANDOVER = _script(`if redis.call('HGET', KEYS[1], 'handovers') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'handovers', tonumber(ARGV[1]) + 1, 'platformId', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`);
