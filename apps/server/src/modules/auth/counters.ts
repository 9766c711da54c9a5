import type { Redis } from 'ioredis';

/** A fixed-window counter: how many times a key was hit in its window, and when the window ends. */
export interface Counters {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  clear(key: string): Promise<void>;
}

/** Counters shared by every server process through Redis. */
export function redisCounters(redis: Redis, prefix: string): Counters {
  const read = (count: unknown, ttl: unknown) => ({
    count: Number(count ?? 0),
    resetInMs: Math.max(0, Number(ttl ?? 0)),
  });
  return {
    async hit(key, windowMs) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      return read(result?.[0]?.[1], result?.[2]?.[1]);
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return read(count, ttl);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Counters of one process, for a server started without Redis. */
export function memoryCounters(): Counters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt > Date.now()) return window;
    windows.delete(key);
    return undefined;
  };
  return {
    async hit(key, windowMs) {
      const window = live(key) ?? { count: 0, endsAt: Date.now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.endsAt - Date.now() };
    },
    async peek(key) {
      const window = live(key);
      return { count: window?.count ?? 0, resetInMs: window ? window.endsAt - Date.now() : 0 };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}
