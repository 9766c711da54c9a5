// The few assertions the journeys need, without a test runner.
import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';

export function expect(actual) {
  return {
    toBe(expected) {
      if (!isDeepStrictEqual(actual, expected)) {
        throw new Error(`expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
      }
    },
  };
}

/** Polls a condition for up to five seconds. */
expect.eventually = async (check, what) => {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting until ${what}`);
};
