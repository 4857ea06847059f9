import type { RedisClient } from '../client/connectRedis';

/**
 * Runs `onReady` each time `redis` becomes ready (now, if it is), and gives a function that
 * resolves true once the connection is ready and the latest `onReady` settled, or false
 * after `timeoutMs`.
 *
 * @internal
 */
export function _whenReady(redis: RedisClient, onReady: () => Promise<void>): (timeoutMs?: number) => Promise<boolean> {
  let settled: Promise<void> | undefined;
  const run = (): void => {
    settled = onReady().catch(() => undefined);
  };
  redis.on('ready', run);
  if (redis.status === 'ready') run();
  return async (timeoutMs = 5000) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const ready = (async (): Promise<true> => {
      if (settled === undefined || redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
      await settled;
      return true;
    })();
    try {
      return await Promise.race([ready, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
