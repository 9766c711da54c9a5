import type { EarlyCall } from './early-call';

/** How long an early answer stays good for the page that asked: its first render, not later visits. */
const FRESH_MS = 15_000;

const present = (params: Record<string, unknown> = {}) =>
  Object.entries(params).filter(([, value]) => value !== undefined && value !== null);

function sameParams(left: EarlyCall['params'], right: EarlyCall['params']): boolean {
  const leftEntries = present(left);
  const rightEntries = new Map(present(right));
  return (
    leftEntries.length === rightEntries.size &&
    leftEntries.every(
      ([key, value]) => rightEntries.has(key) && String(rightEntries.get(key)) === String(value),
    )
  );
}

/**
 * The answer of the early call for this GET, taken once: the page's own query finds the data that left with
 * the HTML rather than sending the call again after its code has run. Undefined when there is none.
 */
export function takeEarlyAnswer(
  endpoint: string,
  params?: Record<string, unknown>,
): Promise<unknown> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.vakilyarEarlyCalls;
  const index =
    calls?.findIndex((call) => call.endpoint === endpoint && sameParams(call.params, params)) ?? -1;
  const [call] = calls && index >= 0 ? calls.splice(index, 1) : [];
  return call && performance.now() - call.startedAt <= FRESH_MS ? call.answer : undefined;
}
