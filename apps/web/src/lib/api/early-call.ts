/**
 * A call the early script (app/early-calls/start.ts) sent before the app's code arrived, kept on `window`
 * for `request()` to take up instead of sending it again (issue 23).
 */
export interface EarlyCall {
  endpoint: string;
  params?: Record<string, unknown>;
  /** `performance.now()` when it left: an answer older than a few seconds is not taken up. */
  startedAt: number;
  /** The response body of a 2xx answer; rejects on any other, and the app then asks itself. */
  answer: Promise<unknown>;
}

declare global {
  interface Window {
    vakilyarEarlyCalls?: EarlyCall[];
  }
}
